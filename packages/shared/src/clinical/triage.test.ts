import { describe, expect, it } from "vitest";
import { isTriageChild, type TriageAnswers, type TriageCategory, type TriageQuestion, triage } from "./triage";

/** An adult who passes every START step: T2. Each case changes what it names. */
const ADULT: TriageAnswers = {
  child: false,
  walks: "no",
  breathing: true,
  respiratoryRate: 20,
  radialPulse: true,
  capillaryRefillSeconds: 2,
  followsCommands: true,
};
/** A child who passes every JumpSTART step: T2. */
const CHILD: TriageAnswers = {
  child: true,
  walks: "no",
  breathing: true,
  respiratoryRate: 30,
  peripheralPulse: true,
  avpu: "A",
};
/** A casualty who passes every Triage Sieve step: T2. */
const SIEVED: TriageAnswers = {
  catastrophicHaemorrhage: false,
  walks: "no",
  breathing: true,
  respiratoryRate: 20,
  capillaryRefillSeconds: 2,
  pulseRate: 100,
};

type Case = [string, TriageAnswers, TriageCategory];

describe("START (adults)", () => {
  it.each<Case>([
    ["walks", { ...ADULT, walks: "yes" }, "T3"],
    ["walks, even breathing fast", { ...ADULT, walks: "yes", respiratoryRate: 40 }, "T3"],
    ["does not walk, all else normal", ADULT, "T2"],
    [
      "not breathing, breathes after the airway is opened",
      { ...ADULT, breathing: false, breathesAfterAirway: true },
      "T1",
    ],
    ["not breathing, not after the airway either", { ...ADULT, breathing: false, breathesAfterAirway: false }, "dead"],
    ["respiratory rate 29", { ...ADULT, respiratoryRate: 29 }, "T2"],
    ["respiratory rate 30", { ...ADULT, respiratoryRate: 30 }, "T2"],
    ["respiratory rate 31", { ...ADULT, respiratoryRate: 31 }, "T1"],
    ["respiratory rate 8 (START checks only > 30)", { ...ADULT, respiratoryRate: 8 }, "T2"],
    ["no radial pulse", { ...ADULT, radialPulse: false }, "T1"],
    ["capillary refill 1 s", { ...ADULT, capillaryRefillSeconds: 1 }, "T2"],
    ["capillary refill 2 s", { ...ADULT, capillaryRefillSeconds: 2 }, "T2"],
    ["capillary refill 3 s", { ...ADULT, capillaryRefillSeconds: 3 }, "T1"],
    ["capillary refill 2.5 s", { ...ADULT, capillaryRefillSeconds: 2.5 }, "T1"],
    ["does not follow commands", { ...ADULT, followsCommands: false }, "T1"],
    ["fast breathing comes before the pulse", { ...ADULT, respiratoryRate: 35, radialPulse: false }, "T1"],
    ["an infant answer means 'does not walk' for an adult", { ...ADULT, walks: "infant" }, "T2"],
    ["respiratory rate 0 recorded while breathing", { ...ADULT, respiratoryRate: 0 }, "T2"],
    ["respiratory rate 60", { ...ADULT, respiratoryRate: 60 }, "T1"],
    ["no pulse and slow refill", { ...ADULT, radialPulse: false, capillaryRefillSeconds: 5 }, "T1"],
    ["no radial pulse, follows commands", { ...ADULT, radialPulse: false, followsCommands: true }, "T1"],
    ["capillary refill 10 s", { ...ADULT, capillaryRefillSeconds: 10 }, "T1"],
    ["capillary refill 0 s", { ...ADULT, capillaryRefillSeconds: 0 }, "T2"],
    ["rate 30, refill 2 s, follows: the last step", { ...ADULT, respiratoryRate: 30, capillaryRefillSeconds: 2 }, "T2"],
    ["rate 30, does not follow commands", { ...ADULT, respiratoryRate: 30, followsCommands: false }, "T1"],
    [
      "not breathing, breathes after the airway, rate unknown",
      { ...ADULT, breathing: false, breathesAfterAirway: true, respiratoryRate: undefined },
      "T1",
    ],
    [
      "dead is not re-opened by later answers",
      { ...ADULT, breathing: false, breathesAfterAirway: false, followsCommands: true },
      "dead",
    ],
    ["walking wins over a missing pulse", { ...ADULT, walks: "yes", radialPulse: false }, "T3"],
    ["walking wins over not following commands", { ...ADULT, walks: "yes", followsCommands: false }, "T3"],
    ["rate 31 and no pulse", { ...ADULT, respiratoryRate: 31, radialPulse: false }, "T1"],
  ])("%s → %s", (_, answers, category) => {
    expect(triage("start", answers)).toEqual({ category, system: "start" });
  });

  it.each<[string, TriageAnswers, TriageQuestion]>([
    ["nothing yet: child or adult", {}, "child"],
    ["an adult: walks?", { child: false }, "walks"],
    ["does not walk: breathing?", { child: false, walks: "no" }, "breathing"],
    ["not breathing: after the airway?", { child: false, walks: "no", breathing: false }, "breathesAfterAirway"],
    ["breathing: the rate", { child: false, walks: "no", breathing: true }, "respiratoryRate"],
    [
      "rate 20: the radial pulse",
      { ...ADULT, radialPulse: undefined, capillaryRefillSeconds: undefined },
      "radialPulse",
    ],
    ["pulse: the capillary refill", { ...ADULT, capillaryRefillSeconds: undefined }, "capillaryRefillSeconds"],
    ["refill 2 s: follows commands?", { ...ADULT, followsCommands: undefined }, "followsCommands"],
  ])("asks one thing at a time: %s", (_, answers, question) => {
    expect(triage("start", answers)).toEqual({ ask: question });
  });

  it("does not ask what an earlier step made needless", () => {
    expect(triage("start", { child: false, walks: "yes" })).toEqual({ category: "T3", system: "start" });
    expect(triage("start", { child: false, walks: "no", breathing: true, respiratoryRate: 40 })).toEqual({
      category: "T1",
      system: "start",
    });
  });
});

describe("JumpSTART (children, under START)", () => {
  it.each<Case>([
    ["walks", { ...CHILD, walks: "yes" }, "T3"],
    ["an infant who cannot walk yet goes on", { ...CHILD, walks: "infant" }, "T2"],
    ["does not walk, all else normal", CHILD, "T2"],
    ["not breathing, breathes after the airway", { ...CHILD, breathing: false, breathesAfterAirway: true }, "T1"],
    [
      "not breathing, no pulse",
      { ...CHILD, breathing: false, breathesAfterAirway: false, peripheralPulse: false },
      "dead",
    ],
    [
      "not breathing, pulse, breathes after five rescue breaths",
      {
        ...CHILD,
        breathing: false,
        breathesAfterAirway: false,
        peripheralPulse: true,
        breathesAfterRescueBreaths: true,
      },
      "T1",
    ],
    [
      "not breathing, pulse, not after rescue breaths",
      {
        ...CHILD,
        breathing: false,
        breathesAfterAirway: false,
        peripheralPulse: true,
        breathesAfterRescueBreaths: false,
      },
      "dead",
    ],
    ["respiratory rate 14", { ...CHILD, respiratoryRate: 14 }, "T1"],
    ["respiratory rate 15", { ...CHILD, respiratoryRate: 15 }, "T2"],
    ["respiratory rate 45", { ...CHILD, respiratoryRate: 45 }, "T2"],
    ["respiratory rate 46", { ...CHILD, respiratoryRate: 46 }, "T1"],
    ["no palpable peripheral pulse", { ...CHILD, peripheralPulse: false }, "T1"],
    ["AVPU alert", { ...CHILD, avpu: "A" }, "T2"],
    ["AVPU voice", { ...CHILD, avpu: "V" }, "T2"],
    ["AVPU pain, appropriate", { ...CHILD, avpu: "P_appropriate" }, "T2"],
    ["AVPU pain, inappropriate (posturing)", { ...CHILD, avpu: "P_inappropriate" }, "T1"],
    ["AVPU unresponsive", { ...CHILD, avpu: "U" }, "T1"],
    ["an infant, unresponsive", { ...CHILD, walks: "infant", avpu: "U" }, "T1"],
    ["an infant breathing at 14", { ...CHILD, walks: "infant", respiratoryRate: 14 }, "T1"],
    ["an infant breathing at 50", { ...CHILD, walks: "infant", respiratoryRate: 50 }, "T1"],
    ["an infant without a pulse", { ...CHILD, walks: "infant", peripheralPulse: false }, "T1"],
    ["respiratory rate 10", { ...CHILD, respiratoryRate: 10 }, "T1"],
    ["respiratory rate 60", { ...CHILD, respiratoryRate: 60 }, "T1"],
    ["respiratory rate 31 (an adult's T1, a child's normal)", { ...CHILD, respiratoryRate: 31 }, "T2"],
    ["rate 45, pain appropriate", { ...CHILD, respiratoryRate: 45, avpu: "P_appropriate" }, "T2"],
    ["rate 15, voice", { ...CHILD, respiratoryRate: 15, avpu: "V" }, "T2"],
    ["walks, whatever AVPU says", { ...CHILD, walks: "yes", avpu: "U" }, "T3"],
    [
      "breathes after the airway, rate unknown",
      { ...CHILD, breathing: false, breathesAfterAirway: true, respiratoryRate: undefined },
      "T1",
    ],
    ["rate 14 and no pulse", { ...CHILD, respiratoryRate: 14, peripheralPulse: false }, "T1"],
    ["no pulse while breathing normally", { ...CHILD, respiratoryRate: 25, peripheralPulse: false }, "T1"],
  ])("%s → %s", (_, answers, category) => {
    expect(triage("start", answers)).toEqual({ category, system: "jumpstart" });
  });

  it.each<[string, TriageAnswers, TriageQuestion]>([
    [
      "not breathing, not after the airway: the pulse",
      { child: true, walks: "no", breathing: false, breathesAfterAirway: false },
      "peripheralPulse",
    ],
    [
      "with a pulse: the rescue breaths",
      { child: true, walks: "no", breathing: false, breathesAfterAirway: false, peripheralPulse: true },
      "breathesAfterRescueBreaths",
    ],
    [
      "breathing at 30: the pulse",
      { child: true, walks: "no", breathing: true, respiratoryRate: 30 },
      "peripheralPulse",
    ],
    ["a pulse: AVPU", { ...CHILD, avpu: undefined }, "avpu"],
  ])("asks one thing at a time: %s", (_, answers, question) => {
    expect(triage("start", answers)).toEqual({ ask: question });
  });

  it.each([
    [null, undefined],
    [0, true],
    [1, true],
    [8, true],
    [9, false],
    [40, false],
  ])("an approximate age of %s years is a child for JumpSTART: %s", (age, child) => {
    expect(isTriageChild(age)).toBe(child);
  });
});

describe("Triage Sieve", () => {
  it.each<Case>([
    ["catastrophic haemorrhage", { ...SIEVED, catastrophicHaemorrhage: true }, "T1"],
    ["catastrophic haemorrhage, even walking", { ...SIEVED, catastrophicHaemorrhage: true, walks: "yes" }, "T1"],
    ["walks", { ...SIEVED, walks: "yes" }, "T3"],
    ["does not walk, all else normal", SIEVED, "T2"],
    ["not breathing after the airway is opened", { ...SIEVED, breathing: false, breathesAfterAirway: false }, "dead"],
    ["breathes once the airway is opened", { ...SIEVED, breathing: false, breathesAfterAirway: true }, "T1"],
    ["respiratory rate 9", { ...SIEVED, respiratoryRate: 9 }, "T1"],
    ["respiratory rate 10", { ...SIEVED, respiratoryRate: 10 }, "T2"],
    ["respiratory rate 29", { ...SIEVED, respiratoryRate: 29 }, "T2"],
    ["respiratory rate 30", { ...SIEVED, respiratoryRate: 30 }, "T1"],
    ["respiratory rate 31", { ...SIEVED, respiratoryRate: 31 }, "T1"],
    ["capillary refill 2 s", { ...SIEVED, capillaryRefillSeconds: 2 }, "T2"],
    ["capillary refill 3 s", { ...SIEVED, capillaryRefillSeconds: 3 }, "T1"],
    ["pulse 120", { ...SIEVED, pulseRate: 120 }, "T2"],
    ["pulse 121", { ...SIEVED, pulseRate: 121 }, "T1"],
    ["pulse 40 (the Sieve checks only > 120)", { ...SIEVED, pulseRate: 40 }, "T2"],
    ["slow breathing comes before the pulse", { ...SIEVED, respiratoryRate: 8, pulseRate: 130 }, "T1"],
    ["walks with a fast pulse", { ...SIEVED, walks: "yes", pulseRate: 140 }, "T3"],
    ["walks, breathing fast", { ...SIEVED, walks: "yes", respiratoryRate: 35 }, "T3"],
    ["an infant answer goes on", { ...SIEVED, walks: "infant" }, "T2"],
    [
      "not breathing after the airway, whatever the pulse",
      { ...SIEVED, breathing: false, breathesAfterAirway: false, pulseRate: 100 },
      "dead",
    ],
    ["respiratory rate 0 recorded while breathing", { ...SIEVED, respiratoryRate: 0 }, "T1"],
    ["respiratory rate 12", { ...SIEVED, respiratoryRate: 12 }, "T2"],
    ["capillary refill 1 s", { ...SIEVED, capillaryRefillSeconds: 1 }, "T2"],
    ["capillary refill 2.5 s", { ...SIEVED, capillaryRefillSeconds: 2.5 }, "T1"],
    ["pulse 119", { ...SIEVED, pulseRate: 119 }, "T2"],
    ["pulse 150", { ...SIEVED, pulseRate: 150 }, "T1"],
    ["refill 3 s with a normal pulse", { ...SIEVED, capillaryRefillSeconds: 3, pulseRate: 80 }, "T1"],
    ["refill 2 s and pulse 121", { ...SIEVED, capillaryRefillSeconds: 2, pulseRate: 121 }, "T1"],
    [
      "rate 10, refill 2 s, pulse 120: every boundary passed",
      { ...SIEVED, respiratoryRate: 10, capillaryRefillSeconds: 2, pulseRate: 120 },
      "T2",
    ],
    [
      "rate 29, refill 2 s, pulse 120",
      { ...SIEVED, respiratoryRate: 29, capillaryRefillSeconds: 2, pulseRate: 120 },
      "T2",
    ],
  ])("%s → %s", (_, answers, category) => {
    expect(triage("sieve", answers)).toEqual({ category, system: "sieve" });
  });

  it.each<[string, TriageAnswers, TriageQuestion]>([
    ["nothing yet: catastrophic bleeding first, no child question", {}, "catastrophicHaemorrhage"],
    ["no bleeding: walks?", { catastrophicHaemorrhage: false }, "walks"],
    [
      "breathing at 20: the capillary refill",
      { ...SIEVED, capillaryRefillSeconds: undefined, pulseRate: undefined },
      "capillaryRefillSeconds",
    ],
    ["refill 2 s: the pulse", { ...SIEVED, pulseRate: undefined }, "pulseRate"],
  ])("asks one thing at a time: %s", (_, answers, question) => {
    expect(triage("sieve", answers)).toEqual({ ask: question });
  });
});
