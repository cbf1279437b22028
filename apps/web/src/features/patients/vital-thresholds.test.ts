import { describe, expect, it } from "vitest";
import { diastolicLevel, glucoseLevel, painLevel } from "./vital-thresholds";

describe("values NEWS2 does not score", () => {
  it("flags a diastolic pressure under 50 or above 110 as severe, 100–110 as mild", () => {
    expect(diastolicLevel(null)).toBeNull();
    expect(diastolicLevel(40)).toBe("severe");
    expect(diastolicLevel(49)).toBe("severe");
    expect(diastolicLevel(50)).toBeNull();
    expect(diastolicLevel(84)).toBeNull();
    expect(diastolicLevel(99)).toBeNull();
    expect(diastolicLevel(100)).toBe("mild");
    expect(diastolicLevel(110)).toBe("mild");
    expect(diastolicLevel(111)).toBe("severe");
    expect(diastolicLevel(130)).toBe("severe");
  });

  it("flags a glucose under 4.0 mmol/L as severe and above 11.0 as mild", () => {
    expect(glucoseLevel(null)).toBeNull();
    expect(glucoseLevel(2.5)).toBe("severe");
    expect(glucoseLevel(3.9)).toBe("severe");
    expect(glucoseLevel(4.0)).toBeNull();
    expect(glucoseLevel(6.2)).toBeNull();
    expect(glucoseLevel(11.0)).toBeNull();
    expect(glucoseLevel(11.1)).toBe("mild");
    expect(glucoseLevel(25)).toBe("mild");
  });

  it("flags pain from 7 up", () => {
    expect(painLevel(null)).toBeNull();
    expect(painLevel(0)).toBeNull();
    expect(painLevel(6)).toBeNull();
    expect(painLevel(7)).toBe("mild");
    expect(painLevel(10)).toBe("mild");
  });
});
