import { buildForecast, ownRatesFrom } from "@hulppost/shared/staffing/forecast";
import type { EventRisk } from "@hulppost/shared/staffing/risk";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EVENT_ID, event, ORG_ID, org } from "../../../test/fixtures";
import { FakeApi, nl, ok, refusal, renderScreen } from "../../../test/render";
import { RiskForecastCard } from "./risk-forecast-card";

const FORECAST = org(`/events/${EVENT_ID}/forecast`);
const RISK = org(`/events/${EVENT_ID}/risk`);
const APPLY = org(`/events/${EVENT_ID}/apply-suggested-staffing`);

const CONCERT: EventRisk = {
  eventType: "concert",
  attendancePeak: 10_000,
  attendanceTotal: 20_000,
  indoor: false,
  seated: false,
  alcohol: true,
  temperatureC: 28,
  humidityPct: null,
  prominentGuests: 0,
  policeRiskOfViolence: false,
};

/** The server's answer for the event from 10:00 to 18:00, with its counts now (1, 2, 3, 1, 1). */
const forecast = (risk: EventRisk | null, version = 4) =>
  buildForecast({
    eventId: EVENT_ID,
    version,
    risk,
    startsAt: new Date("2026-07-04T08:00:00Z"),
    endsAt: new Date("2026-07-04T16:00:00Z"),
    current: { doctors: 1, nurses: 2, firstAiders: 3, ambulances: 1, tents: 1 },
    ownRates: ownRatesFrom({ events: 1, attendance: 8000, patients: 4, transports: 0 }),
  });

describe("the risk and forecast card", () => {
  it("asks for the risk, shows the form's own and the server's field messages, and saves it", async () => {
    const api = new FakeApi()
      .on("GET", FORECAST, ok(forecast(null)))
      .on(
        "PUT",
        RISK,
        refusal(400, "VALIDATION_ERROR", { fields: { "risk.attendanceTotal": "totalBelowPeak" } }),
        ok(forecast(CONCERT, 5)),
      );
    const { user } = renderScreen(<RiskForecastCard orgId={ORG_ID} eventId={EVENT_ID} />, { api });
    await user.click(await screen.findByRole("button", { name: nl("events:forecast.fill") }));
    const dialog = await screen.findByRole("dialog");
    const save = () => user.click(within(dialog).getByRole("button", { name: nl("events:forecast.save") }));
    await save();
    // The type and both crowds are needed; the rest may stay as they are.
    for (const field of ["eventType", "attendancePeak", "attendanceTotal"])
      expect(await within(dialog).findByTestId(`risk-${field}`)).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getAllByText(nl("validation:required")).length).toBeGreaterThanOrEqual(2);

    await user.selectOptions(within(dialog).getByTestId("risk-eventType"), "concert");
    await user.type(within(dialog).getByTestId("risk-attendancePeak"), "10000");
    await user.type(within(dialog).getByTestId("risk-attendanceTotal"), "20000");
    await user.type(within(dialog).getByTestId("risk-temperatureC"), "28");
    await user.click(within(dialog).getByTestId("risk-alcohol"));
    await save();
    expect(await within(dialog).findByText(nl("validation:totalBelowPeak"))).toBeInTheDocument();
    expect((await api.next("PUT", RISK)).body).toEqual({ risk: CONCERT, version: 4 });

    await save();
    expect(await screen.findByText(nl("events:forecast.toasts.saved"))).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows the forecast as a published average, the notes and the suggestion, and applies it after confirming", async () => {
    const api = new FakeApi().on("GET", FORECAST, ok(forecast(CONCERT))).on("POST", APPLY, ok(event({ version: 5 })));
    const { user } = renderScreen(<RiskForecastCard orgId={ORG_ID} eventId={EVENT_ID} />, { api });
    // 20,000 × 0.992 / 1,000 = 19.84 patients, 2.48 an hour; Maurer 26 points.
    expect(await screen.findByTestId("forecast-patients")).toHaveTextContent("19,8");
    expect(screen.getByTestId("forecast-per-hour")).toHaveTextContent("2,5");
    expect(screen.getByTestId("forecast-maurer")).toHaveTextContent("26");
    expect(screen.getByTestId("forecast-source")).toHaveTextContent("0,992");
    expect(screen.getByTestId("forecast-notes")).toHaveTextContent(nl("events:forecast.notes.alcohol"));
    expect(screen.getByTestId("suggestion-firstAiders")).toHaveTextContent("20");
    expect(screen.getByTestId("suggestion-ambulances")).toHaveTextContent("3 KTW");

    await user.click(screen.getByRole("button", { name: nl("events:forecast.apply") }));
    const confirm = await screen.findByRole("alertdialog");
    // Doctors (1) and tents (1) stay: only what changes is listed.
    expect(within(confirm).getByTestId("apply-change-firstAiders")).toHaveTextContent("3 → 20");
    expect(within(confirm).getByTestId("apply-change-ambulances")).toHaveTextContent("1 → 5");
    expect(within(confirm).queryByTestId("apply-change-doctors")).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: nl("events:forecast.applyConfirm") }));
    expect((await api.next("POST", APPLY)).body).toEqual({ version: 4 });
    expect(await screen.findByText(nl("events:forecast.toasts.applied"))).toBeInTheDocument();
  });
});
