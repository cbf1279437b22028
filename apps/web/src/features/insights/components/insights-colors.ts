import type { PatientStatus, Urgency } from "@hulppost/shared/patients";

/** One bar: its label on the axis, its value, and its own colour when it stands for something. */
export interface Datum {
  label: string;
  /** Null draws no bar: a month without events has no fill rate, which is not 0 %. */
  value: number | null;
  color?: string;
}

// Solid fills with at least 3:1 against white (WCAG 1.4.11), in the tones the patient badges use
// for the same statuses and urgencies, so a colour means the same thing everywhere.
export const BRAND_BAR = "#4338ca"; // brand-700
export const INK = "#0f172a"; // slate-900
export const MUTED_INK = "#475569"; // slate-600

export const STATUS_COLOR: Record<PatientStatus, string> = {
  under_treatment: "#2563eb", // blue-600
  completed: "#059669", // emerald-600
  hospital_referral: "#d97706", // amber-600
  call_112: "#b91c1c", // red-700
};

export const URGENCY_COLOR: Record<Urgency, string> = {
  unknown: "#64748b", // slate-500
  low: "#2563eb",
  medium: "#d97706",
  high: "#b91c1c",
};

/** A fill rate as the staffing bars colour it: full green, partly amber, nobody red. */
export function fillColor(rate: number | null): string {
  if (rate === null) return "#64748b";
  if (rate >= 1) return "#059669";
  return rate > 0 ? "#d97706" : "#b91c1c";
}
