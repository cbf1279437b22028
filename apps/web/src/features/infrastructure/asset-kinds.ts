import type { AssetStatus, AssetView } from "@hulppost/shared/infrastructure";

type Tone = "green" | "blue" | "amber" | "neutral";

/**
 * Badge tones of the status shown; the status is always written too, never colour alone. Red is
 * kept for clinical danger (a patient), so equipment that cannot go is amber.
 */
export const STATUS_TONES: Record<AssetStatus, Tone> = {
  available: "green",
  in_use: "blue",
  maintenance: "amber",
  unavailable: "amber",
};

/**
 * What an asset's badge says, most telling first: switched off (grey, and never also "available"),
 * not deployable because its maintenance date has passed (amber), else the status shown today.
 * `today` is the planning time zone's YYYY-MM-DD.
 */
export function assetBadge(
  asset: Pick<AssetView, "active" | "shownStatus" | "nextMaintenanceOn">,
  today: string,
): { label: `status.${AssetStatus}` | "status.inactive" | "status.notDeployable"; tone: Tone } {
  if (!asset.active) return { label: "status.inactive", tone: "neutral" };
  const overdue = asset.nextMaintenanceOn !== null && asset.nextMaintenanceOn < today;
  if (overdue && asset.shownStatus === "available") return { label: "status.notDeployable", tone: "amber" };
  return { label: `status.${asset.shownStatus}`, tone: STATUS_TONES[asset.shownStatus] };
}

/** The month of a YYYY-MM-DD day, and months before or after one ("2026-07" ± n). */
export const monthOf = (day: string) => day.slice(0, 7);
export function shiftMonth(month: string, by: number): string {
  const [year = 0, m = 1] = month.split("-").map(Number);
  const date = new Date(Date.UTC(year, m - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}
