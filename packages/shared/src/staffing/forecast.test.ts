import { describe, expect, it } from "vitest";
import { forecastArbon } from "./arbon";
import { buildForecast, forecastByHour, ownRatesFrom, riskNotes, suggestedCounts, suggestStaffing } from "./forecast";
import { maurerStaffingForPoints } from "./maurer";
import type { EventRisk } from "./risk";

const maurerAt = (points: number) => ({
  score: points,
  points,
  parts: {
    permittedVisitorPoints: 0,
    permittedVisitorPointsWeighted: 0,
    expectedVisitorPoints: 0,
    visitorPoints: 0,
    eventWeight: 1,
    prominentGuestPoints: 0,
    policeRiskPoints: 0,
  },
  staffing: maurerStaffingForPoints(points),
});

const RISK: EventRisk = {
  eventType: "fireworks",
  attendancePeak: 2000,
  attendanceTotal: 2000,
  indoor: true,
  seated: true,
  alcohol: false,
  temperatureC: null,
  humidityPct: null,
  prominentGuests: 0,
  policeRiskOfViolence: false,
};

describe("suggested staffing (decision 052)", () => {
  it("maps Maurer's lines onto the posts: NA → doctors, helpers → first aiders, KTW + RTW + GRTW → ambulances", () => {
    // 95 points: 80 helpers, 6 KTW, 5 RTW, 4 NA, 1 GRTW, 2 UHS.
    const lines = suggestStaffing(maurerAt(95), forecastArbon({ attendance: 100_000, durationHours: 10 }));
    expect(suggestedCounts(lines)).toEqual({ doctors: 4, nurses: 5, firstAiders: 80, ambulances: 12, tents: 2 });
    expect(lines.find((line) => line.post === "ambulances")?.inputs).toEqual({ points: 95, ktw: 6, rtw: 5, grtw: 1 });
    // 99.2 patients over 10 hours: 9.92 an hour, 2 a nurse an hour → 5 nurses.
    expect(lines.find((line) => line.post === "nurses")).toMatchObject({ basis: "arbonPatientsPerHour", count: 5 });
  });

  it("gives one tent when anyone is suggested and Maurer has no first-aid post, none when nobody is", () => {
    const some = suggestStaffing(maurerAt(10), forecastArbon({ attendance: 5000, durationHours: 5 }));
    expect(some.find((line) => line.post === "tents")).toMatchObject({ count: 1, basis: "atLeastOneTent" });
    const none = suggestStaffing(maurerAt(1), forecastArbon({ attendance: 300, durationHours: 3 }));
    expect(suggestedCounts(none)).toEqual({ doctors: 0, nurses: 0, firstAiders: 0, ambulances: 0, tents: 0 });
    expect(none.find((line) => line.post === "nurses")?.basis).toBe("arbonNoPatients");
    expect(none.find((line) => line.post === "tents")?.basis).toBe("noStaff");
  });

  it("caps every count at what an event may require", () => {
    const lines = suggestStaffing(maurerAt(200), forecastArbon({ attendance: 50_000_000, durationHours: 1 }));
    expect(suggestedCounts(lines).nurses).toBe(500);
  });
});

describe("the forecast's parts", () => {
  it("reads Maurer for the peak (permitted = expected) and Arbon for the total", () => {
    // Indoors 2,000: (4 × 2 + 4) × 0.4 = 4.8 → 5 points → 5 first aiders.
    const forecast = buildForecast({
      eventId: "e",
      version: 1,
      risk: RISK,
      startsAt: new Date("2026-06-01T08:00:00Z"),
      endsAt: new Date("2026-06-01T10:30:00Z"),
      current: { doctors: 0, nurses: 0, firstAiders: 0, ambulances: 0, tents: 0 },
      ownRates: ownRatesFrom({ events: 0, attendance: 0, patients: 0, transports: 0 }),
    });
    expect(forecast.maurer?.score).toBeCloseTo(4.8, 10);
    expect(forecast.maurer?.staffing.firstAiders).toBe(5);
    expect(forecast.arbon?.patientsTotal).toBeCloseTo(1.984, 10);
    expect(forecast.arbon?.byHour.map((hour) => hour.patients)).toEqual([1.984 / 2.5, 1.984 / 2.5, 1.984 / 2.5 / 2]);
    expect(forecast.notes).toEqual([]);
  });

  it("uses own rates only from 3 events, pooled over their attendance", () => {
    expect(ownRatesFrom({ events: 2, attendance: 10_000, patients: 20, transports: 1 })).toMatchObject({
      presentationRatePer1000: 2,
      used: false,
    });
    expect(ownRatesFrom({ events: 3, attendance: 30_000, patients: 15, transports: 3 })).toMatchObject({
      presentationRatePer1000: 0.5,
      transportRatePer1000: 0.1,
      used: true,
    });
  });

  it("names the factors the model leaves out, with their values", () => {
    expect(
      riskNotes({ ...RISK, alcohol: true, seated: false, indoor: false, temperatureC: 31, humidityPct: 70 }),
    ).toEqual([
      { factor: "alcohol", value: null },
      { factor: "standing", value: null },
      { factor: "outdoor", value: null },
      { factor: "temperature", value: 31 },
      { factor: "humidity", value: 70 },
    ]);
  });

  it("has one hour for an event shorter than an hour", () => {
    const hours = forecastByHour(new Date("2026-06-01T08:00:00Z"), new Date("2026-06-01T08:30:00Z"), 4);
    expect(hours).toEqual([{ startsAt: "2026-06-01T08:00:00.000Z", patients: 2 }]);
  });
});
