import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FakeApi, nl, ok, renderScreen } from "../../test/render";
import { AvailabilityCard } from "./availability-card";

const ABSENCES = "/api/me/absences";
const PREFERENCES = "/api/me/availability-preferences";
const SAVED = {
  id: "0b6f3c7e-1d2a-4c5b-9e8f-0000000000a1",
  startDate: "2026-08-01",
  startTime: "08:00",
  endDate: "2026-08-03",
  endTime: "18:00",
  startsAt: "2026-08-01T06:00:00.000Z",
  endsAt: "2026-08-03T16:00:00.000Z",
  reason: "Vakantie",
};

function renderCard(api: FakeApi) {
  api.on("GET", PREFERENCES, ok({ avoidWeekdays: [7], maxEventsPerMonth: 4 }));
  const view = renderScreen(<AvailabilityCard />, { api });
  const box = (name: string) => screen.getByTestId(`absence-${name}`);
  const retype = async (name: string, value: string) => {
    await view.user.clear(box(name));
    await view.user.type(box(name), value);
  };
  return { ...view, retype };
}

describe("the availability card", () => {
  it("refuses an end before the start beside the field and sends nothing", async () => {
    const api = new FakeApi().on("GET", ABSENCES, ok([]));
    const { user, retype } = renderCard(api);
    expect(await screen.findByText(nl("profile:availability.none"))).toBeInTheDocument();
    await retype("startDate", "2026-08-03");
    await retype("endDate", "2026-08-01");
    await user.click(screen.getByTestId("absence-add"));
    expect(await screen.findByText(nl("validation:absenceEndAfterStart"))).toBeInTheDocument();
    expect(api.sent("POST", ABSENCES)).toEqual([]);
  });

  it("adds an absence with its reason, lists it, and saves the preferences", async () => {
    const api = new FakeApi().on("GET", ABSENCES, ok([]), ok([SAVED])).on("POST", ABSENCES, ok(SAVED, 201));
    api.on("PUT", PREFERENCES, ok({ avoidWeekdays: [6, 7], maxEventsPerMonth: 4 }));
    const { user, retype } = renderCard(api);
    await screen.findByText(nl("profile:availability.none"));
    await retype("startDate", "2026-08-01");
    await retype("startTime", "08:00");
    await retype("endDate", "2026-08-03");
    await retype("endTime", "18:00");
    await user.type(screen.getByTestId("absence-reason"), "Vakantie");
    await user.click(screen.getByTestId("absence-add"));
    expect((await api.next("POST", ABSENCES)).body).toEqual({
      startDate: "2026-08-01",
      startTime: "08:00",
      endDate: "2026-08-03",
      endTime: "18:00",
      reason: "Vakantie",
    });
    expect(within(await screen.findByTestId("absence-row")).getByText("Vakantie")).toBeInTheDocument();

    // Sunday was already chosen; Saturday is added.
    expect(await screen.findByTestId("avoid-day-7")).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByTestId("avoid-day-6"));
    await user.click(screen.getByTestId("availability-save"));
    expect((await api.next("PUT", PREFERENCES)).body).toEqual({ avoidWeekdays: [7, 6], maxEventsPerMonth: 4 });
  });
});
