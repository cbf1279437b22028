import { describe, expect, it } from "vitest";
import type { PatientStatus, Urgency } from "../patients";
import { leavingNeedsReason, urgencyBelowNews2 } from "./contradictions";

describe("a record whose urgency is below its NEWS2", () => {
  it.each<[number | null, Urgency, boolean]>([
    // [latest NEWS2, urgency, offers to raise it]
    [null, "low", false],
    [0, "low", false],
    [4, "low", false],
    [4, "unknown", false],
    [5, "low", true],
    [5, "medium", true],
    [5, "unknown", true],
    [5, "high", false],
    [6, "medium", true],
    [7, "medium", true],
    [13, "medium", true],
    [13, "high", false],
  ])("NEWS2 %s with urgency %s: %s", (latestNews2Total, urgency, expected) => {
    expect(urgencyBelowNews2({ latestNews2Total, urgency })).toBe(expected);
  });
});

describe("closing a record asks for a reason", () => {
  it.each<[number | null, PatientStatus, boolean]>([
    // [latest NEWS2, the status it goes to, asks for a reason]
    [null, "completed", false],
    [4, "completed", false],
    [5, "completed", true],
    [13, "completed", true],
    [13, "hospital_referral", false],
    [13, "call_112", false],
    [13, "under_treatment", false],
  ])("NEWS2 %s, to %s: %s", (latestNews2Total, to, expected) => {
    expect(leavingNeedsReason(latestNews2Total, to)).toBe(expected);
  });
});
