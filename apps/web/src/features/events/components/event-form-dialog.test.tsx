import type { EventView } from "@hulppost/shared/events";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { EVENT_ID, event, ORG_ID, org } from "../../../test/fixtures";
import { FakeApi, nl, OpenDialog, ok, refusal, renderScreen } from "../../../test/render";
import { EventFormDialog } from "./event-form-dialog";

const EVENTS = org("/events");
const EVENT = org(`/events/${EVENT_ID}`);

/** The event dialog as a page opens it: for a new event, or to change `existing`. */
function renderDialog(api: FakeApi, existing?: EventView) {
  const onSaved = vi.fn();
  const view = renderScreen(
    <OpenDialog>
      {(open, setOpen) => (
        <EventFormDialog orgId={ORG_ID} event={existing} open={open} onOpenChange={setOpen} onSaved={onSaved} />
      )}
    </OpenDialog>,
    { api },
  );
  const dialog = () => screen.getByRole("dialog");
  /** A box by its label; a required one's label ends in " *". */
  const box = (name: string, required = false) =>
    within(dialog()).getByLabelText(`${nl(`events:form.fields.${name}`)}${required ? " *" : ""}`);
  const retype = async (name: string, value: string, required = false) => {
    await view.user.clear(box(name, required));
    await view.user.type(box(name, required), value);
  };
  const submit = (label: string) => view.user.click(within(dialog()).getByRole("button", { name: label }));
  return { ...view, onSaved, dialog, box, retype, submit };
}

describe("the event form", () => {
  it("creates an event with what was filled in, then closes", async () => {
    const saved = event({ name: "Stadsloop" });
    const api = new FakeApi().on("POST", EVENTS, ok(saved, 201));
    const { retype, submit, onSaved } = renderDialog(api);
    await retype("name", "Stadsloop", true);
    await retype("date", "2026-09-06", true);
    await retype("location", "Citadelpark");
    await retype("requiredFirstAiders", "6");
    await submit(nl("events:form.create"));

    expect((await api.next("POST", EVENTS)).body).toMatchObject({
      name: "Stadsloop",
      date: "2026-09-06",
      startTime: "09:00",
      endTime: "17:00",
      location: "Citadelpark",
      requiredDoctors: 0,
      requiredFirstAiders: 6,
    });
    expect(await screen.findByText(nl("events:toasts.created"))).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it("lets a night shift end the next day: the end date is filled in", async () => {
    const api = new FakeApi().on("POST", EVENTS, ok(event(), 201));
    const { retype, box, submit } = renderDialog(api);
    await retype("name", "Nachtwacht", true);
    await retype("date", "06-09-2026", true);
    await retype("startTime", "22:00", true);
    await retype("endTime", "06:00", true);

    // Shown day first, as the coordinator types it (lib/date-entry.ts).
    expect(box("endDate")).toHaveValue("07-09-2026");
    expect(screen.getByText(nl("events:form.overnightHint"))).toBeInTheDocument();
    await submit(nl("events:form.create"));
    expect((await api.next("POST", EVENTS)).body).toMatchObject({ date: "2026-09-06", endDate: "2026-09-07" });
  });

  it("refuses an end before the start with the field's message and sends nothing", async () => {
    const api = new FakeApi().on("POST", EVENTS, ok(event(), 201));
    const { retype, box, submit, dialog } = renderDialog(api);
    await retype("name", "Nachtwacht", true);
    await retype("date", "2026-09-06", true);
    await retype("startTime", "22:00", true);
    await retype("endTime", "06:00", true);
    // The planner puts the end back on the first day: 06:00 that day is before 22:00.
    await retype("endDate", "2026-09-06");
    await submit(nl("events:form.create"));

    expect(await within(dialog()).findByText(nl("validation:endAfterStart"))).toBeInTheDocument();
    expect(box("endTime", true)).toHaveAttribute("aria-invalid", "true");
    expect(api.sent("POST")).toEqual([]);
    expect(dialog()).toBeInTheDocument();
  });

  it("saves a change as the changed fields and the version it was loaded from", async () => {
    const api = new FakeApi().on("PATCH", EVENT, ok(event({ name: "Gentse Feesten 2026", version: 5 })));
    const { retype, submit, onSaved } = renderDialog(api, event());
    expect(screen.getByRole("heading", { name: nl("events:form.editTitle") })).toBeInTheDocument();
    await retype("name", "Gentse Feesten 2026", true);
    await submit(nl("common:actions.save"));

    expect((await api.next("PATCH", EVENT)).body).toEqual({ name: "Gentse Feesten 2026", version: 4 });
    expect(await screen.findByText(nl("events:toasts.updated"))).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it("shows the server's refusal of a field translated at the field and stays open", async () => {
    const api = new FakeApi().on("PATCH", EVENT, refusal(422, "VALIDATION_ERROR", { fields: { name: "nameTaken" } }));
    const { retype, submit, box, dialog, onSaved } = renderDialog(api, event());
    await retype("name", "Stadsloop", true);
    await submit(nl("common:actions.save"));

    expect(await within(dialog()).findByText(nl("validation:nameTaken"))).toBeInTheDocument();
    expect(box("name", true)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(nl("events:toasts.updateFailed"))).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("explains the free plan's monthly limit in the dialog instead of a toast", async () => {
    const api = new FakeApi().on("POST", EVENTS, refusal(403, "PLAN_LIMIT_EVENTS", { details: { limit: 5 } }));
    const { retype, submit, dialog } = renderDialog(api);
    await retype("name", "Stadsloop", true);
    await retype("date", "2026-09-06", true);
    await submit(nl("events:form.create"));

    const notice = await within(dialog()).findByTestId("event-plan-limit");
    expect(notice).toHaveTextContent(nl("events:form.limitTitle"));
    expect(notice).toHaveTextContent(nl("errors:PLAN_LIMIT_EVENTS", { limit: 5 }));
    expect(screen.queryByText(nl("events:toasts.createFailed"))).not.toBeInTheDocument();
  });
});
