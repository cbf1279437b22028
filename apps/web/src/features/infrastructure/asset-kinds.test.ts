import { describe, expect, it } from "vitest";
import { assetBadge } from "./asset-kinds";

const TODAY = "2026-11-27";

describe("what an asset's badge says", () => {
  it.each([
    // [active, status shown today, next maintenance, label, tone]
    [true, "available", null, "status.available", "green"],
    [true, "available", "2026-11-27", "status.available", "green"],
    [true, "available", "2026-11-26", "status.notDeployable", "amber"],
    [true, "in_use", "2026-11-01", "status.in_use", "blue"],
    [true, "maintenance", "2026-11-01", "status.maintenance", "amber"],
    [true, "unavailable", null, "status.unavailable", "amber"],
    // Switched off: grey, and never also "available", whatever its maintenance.
    [false, "available", null, "status.inactive", "neutral"],
    [false, "available", "2026-11-01", "status.inactive", "neutral"],
    [false, "in_use", null, "status.inactive", "neutral"],
  ] as const)("active %s, %s, maintenance %s: %s in %s", (active, shownStatus, nextMaintenanceOn, label, tone) => {
    expect(assetBadge({ active, shownStatus, nextMaintenanceOn }, TODAY)).toEqual({ label, tone });
  });
});
