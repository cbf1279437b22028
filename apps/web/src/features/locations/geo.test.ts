import { freshnessOf } from "@hulppost/shared/locations";
import { describe, expect, it } from "vitest";
import { ageMsNow, distanceM, type Fix, shouldSend } from "./geo";

const at = (latitude: number, longitude: number, takenAt = 0): Fix => ({ latitude, longitude, accuracy: 5, takenAt });

describe("distance", () => {
  it("measures metres over the earth's surface", () => {
    // Gent's Belfort to the Sint-Baafskathedraal: about 150 m.
    expect(distanceM(at(51.0537, 3.7245), at(51.0531, 3.7266))).toBeGreaterThan(140);
    expect(distanceM(at(51.0537, 3.7245), at(51.0531, 3.7266))).toBeLessThan(170);
    // One degree of latitude is about 111 km everywhere.
    expect(Math.round(distanceM(at(0, 0), at(1, 0)) / 1000)).toBe(111);
    expect(distanceM(at(50, 4), at(50, 4))).toBe(0);
  });
});

describe("when to send", () => {
  const start = 1_000_000;
  const sent = { fix: at(51, 3.7, start), sentAt: start };

  it("sends the first fix at once", () => expect(shouldSend(at(51, 3.7, start), null, start)).toBe(true));

  it("sends after moving 25 m, and otherwise every 15 seconds", () => {
    const near = at(51.0001, 3.7, start + 3000); // 11 m
    const far = at(51.0003, 3.7, start + 3000); // 33 m
    expect(shouldSend(near, sent, start + 3000)).toBe(false);
    expect(shouldSend(far, sent, start + 3000)).toBe(true);
    expect(shouldSend(near, sent, start + 14_999)).toBe(false);
    expect(shouldSend(near, sent, start + 15_000)).toBe(true);
  });

  it("does not resend a fix older than 2 minutes", () => {
    expect(shouldSend(at(51, 3.7, start), sent, start + 121_000)).toBe(false);
  });
});

describe("markers fade and go", () => {
  it("is live for 2 minutes, stale until 15, then gone", () => {
    expect(freshnessOf(ageMsNow(100, 0, 19_000))).toBe("live");
    expect(freshnessOf(ageMsNow(100, 0, 20_000))).toBe("stale");
    expect(freshnessOf(ageMsNow(0, 0, 15 * 60_000 - 1))).toBe("stale");
    expect(freshnessOf(ageMsNow(0, 0, 15 * 60_000))).toBe("gone");
  });
});
