import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { event } from "../../../test/fixtures";
import { nl, renderScreen } from "../../../test/render";
import { VacancyNotice } from "./vacancy-notice";

const vacancy = (over: { avoidedWeekday?: boolean; eventsThatMonth?: number; maxEventsPerMonth?: number | null }) => ({
  ...event({ date: "2026-07-19", endDate: "2026-07-19" }),
  avoidedWeekday: false,
  eventsThatMonth: 0,
  maxEventsPerMonth: null,
  ...over,
});

describe("an open shift's notice", () => {
  it("says nothing when nothing speaks against it", () => {
    renderScreen(<VacancyNotice vacancy={vacancy({ eventsThatMonth: 2, maxEventsPerMonth: 3 })} />);
    expect(screen.queryByTestId(/vacancy-notice/)).toBeNull();
  });

  it("names the weekday I avoid and a month at my cap", async () => {
    renderScreen(
      <VacancyNotice vacancy={vacancy({ avoidedWeekday: true, eventsThatMonth: 3, maxEventsPerMonth: 3 })} />,
    );
    const notice = await screen.findByTestId(/vacancy-notice/);
    expect(notice).toHaveTextContent(nl("dashboard:caregiver.vacancies.avoidedWeekday", { weekday: "zondag" }));
    expect(notice).toHaveTextContent(nl("dashboard:caregiver.vacancies.monthCap", { count: 3, max: 3 }));
  });
});
