import type { AssetStatus } from "@hulppost/shared/infrastructure";

/** Badge tones of the status shown; the status is always written too, never colour alone. */
export const STATUS_TONES: Record<AssetStatus, "green" | "blue" | "amber" | "red"> = {
  available: "green",
  in_use: "blue",
  maintenance: "amber",
  unavailable: "red",
};

/** The month of a YYYY-MM-DD day, and months before or after one ("2026-07" ± n). */
export const monthOf = (day: string) => day.slice(0, 7);
export function shiftMonth(month: string, by: number): string {
  const [year = 0, m = 1] = month.split("-").map(Number);
  const date = new Date(Date.UTC(year, m - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}
