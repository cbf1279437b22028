import { describe, expect, it } from "vitest";
import {
  MAURER_EVENT_TYPES,
  MAURER_EVENT_WEIGHTS,
  MAURER_TABLES,
  type MaurerInput,
  type MaurerResource,
  maurerInput,
  maurerStaffingForPoints,
  permittedVisitorPoints,
  scoreMaurer,
} from "./maurer";

const QUIET: MaurerInput = {
  permittedVisitors: 0,
  expectedVisitors: 0,
  eventType: "sport_general",
  indoor: false,
  prominentGuests: 0,
  policeRiskOfViolence: false,
};

// "Reproduction" below is moabits/sicherheitskonzept: src/views/MaurerView.vue (the scheme) and
// src/views/__tests__/MaurerView.spec.ts (its worked examples), commit c4293c6fef352591e058d388d67d113e4960a012.
describe("Maurer scheme: worked examples", () => {
  it("reproduction spec, fireworks: 8,000 permitted, 7,000 expected, indoor, police risk, 3 VIPs → 26 points", () => {
    const result = scoreMaurer({
      permittedVisitors: 8000,
      expectedVisitors: 7000,
      eventType: "fireworks",
      indoor: true,
      prominentGuests: 3,
      policeRiskOfViolence: true,
    });
    expect(result.parts.visitorPoints).toBe(26);
    expect(result.parts.eventWeight).toBe(0.4);
    expect(result.parts.prominentGuestPoints + result.parts.policeRiskPoints).toBe(16);
    expect(result.points).toBe(26);
    expect(result.staffing).toEqual({
      firstAiders: 20,
      patientTransportAmbulances: 3,
      emergencyAmbulances: 2,
      emergencyDoctors: 1,
      largeAmbulances: 0,
      firstAidPosts: 0,
      command: "none",
    });
  });

  it("reproduction spec, rock concert: 10,000 permitted and expected, outdoors, police risk, 15 VIPs → full command", () => {
    const result = scoreMaurer({
      permittedVisitors: 10000,
      expectedVisitors: 10000,
      eventType: "rock_concert",
      indoor: false,
      prominentGuests: 15,
      policeRiskOfViolence: true,
    });
    // The spec asserts the command; the figures are this scheme's arithmetic: (6 + 20) × 1.2 + 30 (capped) + 10.
    expect(result.staffing.command).toBe("full");
    expect(result.parts.prominentGuestPoints).toBe(30);
    expect(result.score).toBeCloseTo(71.2, 10);
    expect(result.points).toBe(71);
  });

  it("reproduction spec, visitor points: 300 → 1, 1,500 → 3, 25,000 → 8", () => {
    expect(permittedVisitorPoints(300)).toBe(1);
    expect(permittedVisitorPoints(1500)).toBe(3);
    expect(permittedVisitorPoints(25000)).toBe(8);
  });

  it("reproduction spec, an empty form: sport, no visitors → 0 points and no staffing", () => {
    const result = scoreMaurer(QUIET);
    expect(result.points).toBe(0);
    expect(result.staffing.firstAiders).toBe(0);
  });

  it("58691991.swh.strato-hosting.eu/Leistungen: fair indoors, 2,000 permitted, 1,900 sold, no VIPs → 3 helpers", () => {
    // The page says "3,6 Risikopunkte in 3 Einsatzkräfte": weight 0.3 and 1,900 counted as 4 started 500s gives
    // (8 + 4) × 0.3 = 3.6; the reproduction counts 1,900 / 500 = 3.8, giving 3.54. Both read 3 first aiders.
    const result = scoreMaurer({
      permittedVisitors: 2000,
      expectedVisitors: 1900,
      eventType: "exhibition",
      indoor: true,
      prominentGuests: 0,
      policeRiskOfViolence: false,
    });
    expect(result.parts.permittedVisitorPointsWeighted).toBe(8);
    expect(result.score).toBeCloseTo(3.54, 10);
    expect(result.staffing.firstAiders).toBe(3);
  });
});

describe("Maurer scheme: points", () => {
  it("gives each permitted-visitor band its points at both edges, and one point per started 10,000 above 20,000", () => {
    const cases: [number, number][] = [
      [0, 1],
      [500, 1],
      [501, 2],
      [1000, 2],
      [1001, 3],
      [1500, 3],
      [1501, 4],
      [3000, 4],
      [3001, 5],
      [6000, 5],
      [6001, 6],
      [10000, 6],
      [10001, 7],
      [20000, 7],
      [20001, 8],
      [30000, 8],
      [30001, 9],
      [100000, 15],
    ];
    for (const [visitors, points] of cases) expect(permittedVisitorPoints(visitors), `${visitors}`).toBe(points);
  });

  it("doubles the permitted points indoors, not the expected ones", () => {
    const outdoor = scoreMaurer({ ...QUIET, permittedVisitors: 5000, expectedVisitors: 5000 });
    const indoor = scoreMaurer({ ...QUIET, permittedVisitors: 5000, expectedVisitors: 5000, indoor: true });
    expect(outdoor.parts.visitorPoints).toBe(5 + 10);
    expect(indoor.parts.visitorPoints).toBe(10 + 10);
  });

  it("gives 2 points a prominent guest up to 30, and 10 for the police's risk, outside the weight", () => {
    expect(scoreMaurer({ ...QUIET, prominentGuests: 14 }).parts.prominentGuestPoints).toBe(28);
    expect(scoreMaurer({ ...QUIET, prominentGuests: 15 }).parts.prominentGuestPoints).toBe(30);
    expect(scoreMaurer({ ...QUIET, prominentGuests: 40 }).parts.prominentGuestPoints).toBe(30);
    expect(scoreMaurer({ ...QUIET, eventType: "walking_event", policeRiskOfViolence: true }).score).toBeCloseTo(
      10.1,
      10,
    );
  });

  it("rounds the score half up before reading the tables", () => {
    // 1,000 expected outdoors at a concert (1.0): (2 + 2) × 1.0 = 4 → 3 first aiders; 1,250 expected: 4.5 → 5.
    expect(
      scoreMaurer({ ...QUIET, eventType: "concert", permittedVisitors: 1000, expectedVisitors: 1000 }).points,
    ).toBe(4);
    const half = scoreMaurer({ ...QUIET, eventType: "concert", permittedVisitors: 1000, expectedVisitors: 1250 });
    expect(half.score).toBe(4.5);
    expect(half.points).toBe(5);
    expect(half.staffing.firstAiders).toBe(5);
  });

  it("has a weight between 0.1 and 1.2 for every event type the contract accepts", () => {
    for (const type of MAURER_EVENT_TYPES) {
      expect(MAURER_EVENT_WEIGHTS[type]).toBeGreaterThanOrEqual(0.1);
      expect(MAURER_EVENT_WEIGHTS[type]).toBeLessThanOrEqual(1.2);
    }
  });
});

describe("Maurer scheme: the tables' band edges", () => {
  const resources = Object.keys(MAURER_TABLES) as MaurerResource[];
  for (const resource of resources) {
    it(`${resource}: the last whole score of each band keeps its count, the next one takes the next band's`, () => {
      const table = MAURER_TABLES[resource];
      for (let i = 0; i < table.length - 1; i++) {
        const [upTo, count] = table[i] as readonly [number, number];
        const next = (table[i + 1] as readonly [number, number])[1];
        const lastInBand = Math.floor(upTo);
        expect(maurerStaffingForPoints(lastInBand)[resource], `${resource} at ${lastInBand}`).toBe(count);
        expect(maurerStaffingForPoints(lastInBand + 1)[resource], `${resource} at ${lastInBand + 1}`).toBe(next);
      }
    });
  }

  it("spells out the first aiders' edges (2/3, 4/5, 13/14, 22/23, 40/41, 60/61, 80/81, 100/101, 110/111, 120/121)", () => {
    const expected: [number, number][] = [
      [0, 0],
      [2, 0],
      [3, 3],
      [4, 3],
      [5, 5],
      [13, 5],
      [14, 10],
      [22, 10],
      [23, 20],
      [40, 20],
      [41, 30],
      [60, 30],
      [61, 40],
      [80, 40],
      [81, 80],
      [100, 80],
      [101, 100],
      [110, 100],
      [111, 120],
      [120, 120],
      [121, 160],
    ];
    for (const [points, aiders] of expected)
      expect(maurerStaffingForPoints(points).firstAiders, `${points}`).toBe(aiders);
  });

  it("raises the command above 30 and above 60", () => {
    expect(maurerStaffingForPoints(30).command).toBe("none");
    expect(maurerStaffingForPoints(31).command).toBe("reduced");
    expect(maurerStaffingForPoints(60).command).toBe("reduced");
    expect(maurerStaffingForPoints(61).command).toBe("full");
  });
});

describe("Maurer scheme: the contract", () => {
  it("accepts a complete event and refuses negative, fractional or unknown values", () => {
    expect(maurerInput.safeParse({ ...QUIET, permittedVisitors: 5000 }).success).toBe(true);
    expect(maurerInput.safeParse({ ...QUIET, expectedVisitors: -1 }).success).toBe(false);
    expect(maurerInput.safeParse({ ...QUIET, prominentGuests: 1.5 }).success).toBe(false);
    expect(maurerInput.safeParse({ ...QUIET, eventType: "kirmes" }).success).toBe(false);
    expect(maurerInput.safeParse({ ...QUIET, indoor: undefined }).success).toBe(false);
  });
});
