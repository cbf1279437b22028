import { describe, expect, it } from "vitest";
import {
  ACVPU,
  ageInYears,
  NEWS2_PARAMETERS,
  type News2Input,
  type News2Risk,
  news2Part,
  news2Warnings,
  scoreNews2,
} from "./news2";

/** A complete set that scores 0 on every parameter (scale 1). */
const NORMAL: News2Input = {
  respiratoryRate: 16,
  spo2: 98,
  onOxygen: false,
  systolic: 120,
  heartRate: 70,
  consciousness: "alert",
  temperature: 37.0,
};

/** A complete set that scores 0 on every parameter on scale 2 (SpO2 in the 88–92 % target, on air). */
const NORMAL_SCALE2: News2Input = { ...NORMAL, spo2: 90 };

interface CompleteCase {
  name: string;
  input: News2Input;
  scale2?: boolean;
  total: number;
  risk: News2Risk;
}

const completeCases: CompleteCase[] = [
  // Risk bands
  { name: "all normal scores 0, low", input: NORMAL, total: 0, risk: "low" },
  {
    name: "total 4 without a 3 is low",
    input: { ...NORMAL, respiratoryRate: 21, onOxygen: true },
    total: 4,
    risk: "low",
  },
  {
    name: "a single 3 (new confusion) alone is low_medium",
    input: { ...NORMAL, consciousness: "confusion" },
    total: 3,
    risk: "low_medium",
  },
  {
    name: "a single 3 with total 4 is low_medium",
    input: { ...NORMAL, consciousness: "unresponsive", temperature: 38.5 },
    total: 4,
    risk: "low_medium",
  },
  {
    name: "total 5 is medium",
    input: { ...NORMAL, respiratoryRate: 22, heartRate: 115, temperature: 38.5 },
    total: 5,
    risk: "medium",
  },
  {
    name: "total 6 with a 3 is medium",
    input: { ...NORMAL, respiratoryRate: 25, systolic: 95, heartRate: 100 },
    total: 6,
    risk: "medium",
  },
  {
    name: "total 7 is high",
    input: { ...NORMAL, respiratoryRate: 22, onOxygen: true, spo2: 94, heartRate: 120 },
    total: 7,
    risk: "high",
  },
  {
    name: "total 9 is high",
    input: { ...NORMAL, respiratoryRate: 26, spo2: 90, onOxygen: true, heartRate: 100 },
    total: 9,
    risk: "high",
  },
  {
    name: "maximum score 20 (cold)",
    input: {
      respiratoryRate: 6,
      spo2: 85,
      onOxygen: true,
      systolic: 80,
      heartRate: 35,
      consciousness: "unresponsive",
      temperature: 34.0,
    },
    total: 20,
    risk: "high",
  },
  {
    name: "maximum score 20 on scale 2 (over-oxygenated)",
    input: {
      respiratoryRate: 30,
      spo2: 99,
      onOxygen: true,
      systolic: 230,
      heartRate: 150,
      consciousness: "pain",
      temperature: 35.0,
    },
    scale2: true,
    total: 20,
    risk: "high",
  },
  {
    name: "hot rather than cold tops out at 19",
    input: {
      respiratoryRate: 30,
      spo2: 80,
      onOxygen: true,
      systolic: 70,
      heartRate: 150,
      consciousness: "voice",
      temperature: 40.2,
    },
    total: 19,
    risk: "high",
  },

  // Respiration rate boundaries
  { name: "RR 8 scores 3", input: { ...NORMAL, respiratoryRate: 8 }, total: 3, risk: "low_medium" },
  { name: "RR 9 scores 1", input: { ...NORMAL, respiratoryRate: 9 }, total: 1, risk: "low" },
  { name: "RR 11 scores 1", input: { ...NORMAL, respiratoryRate: 11 }, total: 1, risk: "low" },
  { name: "RR 12 scores 0", input: { ...NORMAL, respiratoryRate: 12 }, total: 0, risk: "low" },
  { name: "RR 20 scores 0", input: { ...NORMAL, respiratoryRate: 20 }, total: 0, risk: "low" },
  { name: "RR 20.5 (fractional) scores 2", input: { ...NORMAL, respiratoryRate: 20.5 }, total: 2, risk: "low" },
  { name: "RR 21 scores 2", input: { ...NORMAL, respiratoryRate: 21 }, total: 2, risk: "low" },
  { name: "RR 24 scores 2", input: { ...NORMAL, respiratoryRate: 24 }, total: 2, risk: "low" },
  { name: "RR 25 scores 3", input: { ...NORMAL, respiratoryRate: 25 }, total: 3, risk: "low_medium" },

  // SpO2 scale 1 boundaries (on air)
  { name: "SpO2 scale 1: 91 scores 3", input: { ...NORMAL, spo2: 91 }, total: 3, risk: "low_medium" },
  { name: "SpO2 scale 1: 92 scores 2", input: { ...NORMAL, spo2: 92 }, total: 2, risk: "low" },
  { name: "SpO2 scale 1: 93 scores 2", input: { ...NORMAL, spo2: 93 }, total: 2, risk: "low" },
  { name: "SpO2 scale 1: 94 scores 1", input: { ...NORMAL, spo2: 94 }, total: 1, risk: "low" },
  { name: "SpO2 scale 1: 95 scores 1", input: { ...NORMAL, spo2: 95 }, total: 1, risk: "low" },
  { name: "SpO2 scale 1: 96 scores 0", input: { ...NORMAL, spo2: 96 }, total: 0, risk: "low" },
  { name: "SpO2 scale 1: 90 scores 3 (not the scale 2 target)", input: NORMAL_SCALE2, total: 3, risk: "low_medium" },

  // Air or oxygen
  { name: "on air scores 0", input: { ...NORMAL, onOxygen: false }, total: 0, risk: "low" },
  { name: "on oxygen scores 2", input: { ...NORMAL, onOxygen: true }, total: 2, risk: "low" },
  {
    name: "scale 1 ignores oxygen for the SpO2 part (98 on oxygen)",
    input: { ...NORMAL, spo2: 98, onOxygen: true },
    total: 2,
    risk: "low",
  },

  // SpO2 scale 2
  { name: "scale 2: 90 on air scores 0", input: NORMAL_SCALE2, scale2: true, total: 0, risk: "low" },
  {
    name: "scale 2: 88 on oxygen scores 0 (+2 oxygen)",
    input: { ...NORMAL, spo2: 88, onOxygen: true },
    scale2: true,
    total: 2,
    risk: "low",
  },
  {
    name: "scale 2: 92 on oxygen scores 0 (+2 oxygen)",
    input: { ...NORMAL, spo2: 92, onOxygen: true },
    scale2: true,
    total: 2,
    risk: "low",
  },
  {
    name: "scale 2: 93 on air scores 0",
    input: { ...NORMAL, spo2: 93, onOxygen: false },
    scale2: true,
    total: 0,
    risk: "low",
  },
  {
    name: "scale 2: 97 on air scores 0",
    input: { ...NORMAL, spo2: 97, onOxygen: false },
    scale2: true,
    total: 0,
    risk: "low",
  },
  {
    name: "scale 2: 93 on oxygen scores 1 (+2 oxygen)",
    input: { ...NORMAL, spo2: 93, onOxygen: true },
    scale2: true,
    total: 3,
    risk: "low",
  },
  {
    name: "scale 2: 94 on oxygen scores 1 (+2 oxygen)",
    input: { ...NORMAL, spo2: 94, onOxygen: true },
    scale2: true,
    total: 3,
    risk: "low",
  },
  {
    name: "scale 2: 95 on oxygen scores 2 (+2 oxygen)",
    input: { ...NORMAL, spo2: 95, onOxygen: true },
    scale2: true,
    total: 4,
    risk: "low",
  },
  {
    name: "scale 2: 96 on oxygen scores 2 (+2 oxygen)",
    input: { ...NORMAL, spo2: 96, onOxygen: true },
    scale2: true,
    total: 4,
    risk: "low",
  },
  {
    name: "scale 2: 97 on oxygen scores 3 (+2 oxygen)",
    input: { ...NORMAL, spo2: 97, onOxygen: true },
    scale2: true,
    total: 5,
    risk: "medium",
  },
  { name: "scale 2: 87 scores 1", input: { ...NORMAL, spo2: 87 }, scale2: true, total: 1, risk: "low" },
  { name: "scale 2: 86 scores 1", input: { ...NORMAL, spo2: 86 }, scale2: true, total: 1, risk: "low" },
  { name: "scale 2: 85 scores 2", input: { ...NORMAL, spo2: 85 }, scale2: true, total: 2, risk: "low" },
  { name: "scale 2: 84 scores 2", input: { ...NORMAL, spo2: 84 }, scale2: true, total: 2, risk: "low" },
  { name: "scale 2: 83 scores 3", input: { ...NORMAL, spo2: 83 }, scale2: true, total: 3, risk: "low_medium" },

  // Systolic blood pressure boundaries
  { name: "systolic 90 scores 3", input: { ...NORMAL, systolic: 90 }, total: 3, risk: "low_medium" },
  { name: "systolic 91 scores 2", input: { ...NORMAL, systolic: 91 }, total: 2, risk: "low" },
  { name: "systolic 100 scores 2", input: { ...NORMAL, systolic: 100 }, total: 2, risk: "low" },
  { name: "systolic 101 scores 1", input: { ...NORMAL, systolic: 101 }, total: 1, risk: "low" },
  { name: "systolic 110 scores 1", input: { ...NORMAL, systolic: 110 }, total: 1, risk: "low" },
  { name: "systolic 111 scores 0", input: { ...NORMAL, systolic: 111 }, total: 0, risk: "low" },
  { name: "systolic 219 scores 0", input: { ...NORMAL, systolic: 219 }, total: 0, risk: "low" },
  { name: "systolic 220 scores 3", input: { ...NORMAL, systolic: 220 }, total: 3, risk: "low_medium" },

  // Pulse boundaries
  { name: "pulse 40 scores 3", input: { ...NORMAL, heartRate: 40 }, total: 3, risk: "low_medium" },
  { name: "pulse 41 scores 1", input: { ...NORMAL, heartRate: 41 }, total: 1, risk: "low" },
  { name: "pulse 50 scores 1", input: { ...NORMAL, heartRate: 50 }, total: 1, risk: "low" },
  { name: "pulse 51 scores 0", input: { ...NORMAL, heartRate: 51 }, total: 0, risk: "low" },
  { name: "pulse 90 scores 0", input: { ...NORMAL, heartRate: 90 }, total: 0, risk: "low" },
  { name: "pulse 91 scores 1", input: { ...NORMAL, heartRate: 91 }, total: 1, risk: "low" },
  { name: "pulse 110 scores 1", input: { ...NORMAL, heartRate: 110 }, total: 1, risk: "low" },
  { name: "pulse 111 scores 2", input: { ...NORMAL, heartRate: 111 }, total: 2, risk: "low" },
  { name: "pulse 130 scores 2", input: { ...NORMAL, heartRate: 130 }, total: 2, risk: "low" },
  { name: "pulse 131 scores 3", input: { ...NORMAL, heartRate: 131 }, total: 3, risk: "low_medium" },

  // Consciousness (ACVPU)
  { name: "alert scores 0", input: { ...NORMAL, consciousness: "alert" }, total: 0, risk: "low" },
  { name: "new confusion scores 3", input: { ...NORMAL, consciousness: "confusion" }, total: 3, risk: "low_medium" },
  { name: "voice scores 3", input: { ...NORMAL, consciousness: "voice" }, total: 3, risk: "low_medium" },
  { name: "pain scores 3", input: { ...NORMAL, consciousness: "pain" }, total: 3, risk: "low_medium" },
  { name: "unresponsive scores 3", input: { ...NORMAL, consciousness: "unresponsive" }, total: 3, risk: "low_medium" },

  // Temperature boundaries
  { name: "temperature 35.0 scores 3", input: { ...NORMAL, temperature: 35.0 }, total: 3, risk: "low_medium" },
  { name: "temperature 35.1 scores 1", input: { ...NORMAL, temperature: 35.1 }, total: 1, risk: "low" },
  { name: "temperature 36.0 scores 1", input: { ...NORMAL, temperature: 36.0 }, total: 1, risk: "low" },
  { name: "temperature 36.1 scores 0", input: { ...NORMAL, temperature: 36.1 }, total: 0, risk: "low" },
  { name: "temperature 38.0 scores 0", input: { ...NORMAL, temperature: 38.0 }, total: 0, risk: "low" },
  {
    name: "temperature 38.05 (between rows) scores 1",
    input: { ...NORMAL, temperature: 38.05 },
    total: 1,
    risk: "low",
  },
  { name: "temperature 38.1 scores 1", input: { ...NORMAL, temperature: 38.1 }, total: 1, risk: "low" },
  { name: "temperature 39.0 scores 1", input: { ...NORMAL, temperature: 39.0 }, total: 1, risk: "low" },
  { name: "temperature 39.1 scores 2", input: { ...NORMAL, temperature: 39.1 }, total: 2, risk: "low" },
];

interface PartialCase {
  name: string;
  input: News2Input;
  scale2?: boolean;
  missing: string[];
  parts: Record<string, number>;
  singleThree: boolean;
}

const partialCases: PartialCase[] = [
  {
    name: "one missing (temperature)",
    input: { ...NORMAL, temperature: null },
    missing: ["temperature"],
    parts: { respiratoryRate: 0, spo2: 0, onOxygen: 0, systolic: 0, heartRate: 0, consciousness: 0 },
    singleThree: false,
  },
  {
    name: "onOxygen missing on scale 2 counts as air for SpO2 only",
    input: { ...NORMAL, spo2: 97, onOxygen: undefined },
    scale2: true,
    missing: ["onOxygen"],
    parts: { respiratoryRate: 0, spo2: 0, systolic: 0, heartRate: 0, consciousness: 0, temperature: 0 },
    singleThree: false,
  },
  {
    name: "several missing keep the given parts, in chart order",
    input: { consciousness: "voice", respiratoryRate: 25, temperature: 37.5 },
    missing: ["spo2", "onOxygen", "systolic", "heartRate"],
    parts: { respiratoryRate: 3, consciousness: 3, temperature: 0 },
    singleThree: true,
  },
  {
    name: "none given",
    input: {},
    missing: ["respiratoryRate", "spo2", "onOxygen", "systolic", "heartRate", "consciousness", "temperature"],
    parts: {},
    singleThree: false,
  },
  {
    name: "all null",
    input: {
      respiratoryRate: null,
      spo2: null,
      onOxygen: null,
      systolic: null,
      heartRate: null,
      consciousness: null,
      temperature: null,
    },
    missing: ["respiratoryRate", "spo2", "onOxygen", "systolic", "heartRate", "consciousness", "temperature"],
    parts: {},
    singleThree: false,
  },
  {
    name: "NaN counts as not measured",
    input: { ...NORMAL, heartRate: Number.NaN },
    missing: ["heartRate"],
    parts: { respiratoryRate: 0, spo2: 0, onOxygen: 0, systolic: 0, consciousness: 0, temperature: 0 },
    singleThree: false,
  },
];

describe("scoreNews2", () => {
  it.each(completeCases)("$name", ({ input, scale2, total, risk }) => {
    const result = scoreNews2(input, { scale2 });
    expect(result.total).toBe(total);
    expect(result.risk).toBe(risk);
    expect(result.missing).toEqual([]);
    expect(Object.keys(result.parts)).toEqual([...NEWS2_PARAMETERS]);
    expect(result.scale).toBe(scale2 ? 2 : 1);
  });

  it.each(partialCases)("partial: $name", ({ input, scale2, missing, parts, singleThree }) => {
    const result = scoreNews2(input, { scale2 });
    expect(result.total).toBeNull();
    expect(result.risk).toBeNull();
    expect(result.missing).toEqual(missing);
    expect(result.parts).toEqual(parts);
    expect(result.singleThree).toBe(singleThree);
  });

  it("reports every part of the maximum score", () => {
    const result = scoreNews2({
      respiratoryRate: 6,
      spo2: 85,
      onOxygen: true,
      systolic: 80,
      heartRate: 35,
      consciousness: "unresponsive",
      temperature: 34.0,
    });
    expect(result).toEqual({
      parts: {
        respiratoryRate: 3,
        spo2: 3,
        onOxygen: 2,
        systolic: 3,
        heartRate: 3,
        consciousness: 3,
        temperature: 3,
      },
      missing: [],
      total: 20,
      risk: "high",
      singleThree: true,
      scale: 1,
    });
  });

  it("flags a single 3 and defaults to scale 1", () => {
    expect(scoreNews2({ ...NORMAL, systolic: 85 })).toMatchObject({ singleThree: true, total: 3, scale: 1 });
    expect(scoreNews2(NORMAL)).toMatchObject({ singleThree: false, total: 0, scale: 1 });
  });
});

describe("news2Part", () => {
  it("scores one parameter or gives null when it is not given", () => {
    expect(news2Part("respiratoryRate", { respiratoryRate: 8 })).toBe(3);
    expect(news2Part("respiratoryRate", {})).toBeNull();
    expect(news2Part("onOxygen", { onOxygen: true })).toBe(2);
    expect(news2Part("onOxygen", { onOxygen: false })).toBe(0);
    expect(news2Part("onOxygen", { onOxygen: null })).toBeNull();
    expect(news2Part("consciousness", { consciousness: null })).toBeNull();
  });

  it("scores every non-alert ACVPU value 3", () => {
    for (const level of ACVPU) {
      expect(news2Part("consciousness", { consciousness: level }), level).toBe(level === "alert" ? 0 : 3);
    }
  });

  it("uses the oxygen flag only for SpO2 on scale 2", () => {
    expect(news2Part("spo2", { spo2: 97, onOxygen: true }, { scale2: true })).toBe(3);
    expect(news2Part("spo2", { spo2: 97, onOxygen: false }, { scale2: true })).toBe(0);
    expect(news2Part("spo2", { spo2: 97 }, { scale2: true })).toBe(0);
    expect(news2Part("spo2", { spo2: 97, onOxygen: true })).toBe(0);
    expect(news2Part("spo2", { spo2: 90 })).toBe(3);
    expect(news2Part("spo2", { spo2: 90 }, { scale2: true })).toBe(0);
  });
});

describe("news2Warnings", () => {
  it.each([
    { name: "age 15", patient: { ageYears: 15, pregnant: false }, warnings: ["under16"] },
    { name: "age 16", patient: { ageYears: 16, pregnant: false }, warnings: [] },
    { name: "age 0", patient: { ageYears: 0, pregnant: false }, warnings: ["under16"] },
    { name: "age unknown", patient: { ageYears: null, pregnant: false }, warnings: [] },
    { name: "pregnant adult", patient: { ageYears: 30, pregnant: true }, warnings: ["pregnancy"] },
    { name: "pregnant, age unknown", patient: { ageYears: null, pregnant: true }, warnings: ["pregnancy"] },
    { name: "pregnant under 16", patient: { ageYears: 15, pregnant: true }, warnings: ["under16", "pregnancy"] },
  ])("$name", ({ patient, warnings }) => {
    expect(news2Warnings(patient)).toEqual(warnings);
  });
});

describe("ageInYears", () => {
  it("counts the birthday itself as the new year of age", () => {
    expect(ageInYears("2000-06-15", new Date(2016, 5, 15, 0, 0))).toBe(16);
    expect(ageInYears("2000-06-15", new Date(2016, 5, 15, 23, 59))).toBe(16);
  });

  it("does not count a birthday that is tomorrow", () => {
    expect(ageInYears("2000-06-15", new Date(2016, 5, 14, 23, 59))).toBe(15);
    expect(ageInYears("2000-12-31", new Date(2016, 0, 1))).toBe(15);
  });

  it("counts a 29 February birthday from 1 March in other years", () => {
    expect(ageInYears("2004-02-29", new Date(2021, 1, 28))).toBe(16);
    expect(ageInYears("2004-02-29", new Date(2021, 2, 1))).toBe(17);
    expect(ageInYears("2004-02-29", new Date(2020, 1, 29))).toBe(16);
  });

  it("is 0 on the day of birth", () => {
    expect(ageInYears("2024-03-10", new Date(2024, 2, 10))).toBe(0);
  });

  it("gives null when the birth date is missing, malformed, impossible or in the future", () => {
    expect(ageInYears(null, new Date(2024, 0, 1))).toBeNull();
    expect(ageInYears("", new Date(2024, 0, 1))).toBeNull();
    expect(ageInYears("15-06-2000", new Date(2024, 0, 1))).toBeNull();
    expect(ageInYears("2001-02-29", new Date(2024, 0, 1))).toBeNull();
    expect(ageInYears("2000-13-01", new Date(2024, 0, 1))).toBeNull();
    expect(ageInYears("2025-01-01", new Date(2024, 0, 1))).toBeNull();
  });
});
