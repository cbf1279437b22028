import { describe, expect, it } from "vitest";
import { handRaising } from "./track-record";

describe("how often a person raises a hand", () => {
  it("is often from half, sometimes from a fifth, rarely below, never without a hand or an event", () => {
    expect(handRaising(5, 10)).toBe("often");
    expect(handRaising(10, 10)).toBe("often");
    expect(handRaising(4, 10)).toBe("sometimes");
    expect(handRaising(2, 10)).toBe("sometimes");
    expect(handRaising(1, 10)).toBe("rarely");
    expect(handRaising(0, 10)).toBe("never");
    expect(handRaising(0, 0)).toBe("never");
  });
});
