import type { News2Risk } from "@hulppost/shared/clinical/news2";
import type { PatientStatus, Urgency } from "@hulppost/shared/patients";
import { useTranslation } from "react-i18next";
import { planningFormat } from "../../lib/planning-time-zone";

/** The colour of a NEWS2 risk band: green, amber, orange, red, as charts on a ward use them. */
export const RISK_TONE: Record<News2Risk, string> = {
  low: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  low_medium: "bg-amber-100 text-amber-900 ring-amber-300",
  medium: "bg-orange-200 text-orange-950 ring-orange-400",
  high: "bg-red-600 text-white ring-red-700",
};

/** The colour of one value by its NEWS2 points (0–3), so 72 and 155 bpm never look alike. */
export const PART_TONE: Record<number, string> = {
  0: "",
  1: "bg-amber-100 text-amber-950",
  2: "bg-orange-200 text-orange-950",
  3: "bg-red-600 text-white font-semibold",
};

export const URGENCY_TONE: Record<Urgency, "neutral" | "blue" | "amber" | "red"> = {
  unknown: "neutral",
  low: "blue",
  medium: "amber",
  high: "red",
};

export const STATUS_TONE: Record<PatientStatus, "neutral" | "blue" | "amber" | "red" | "green"> = {
  under_treatment: "blue",
  call_112: "red",
  hospital_referral: "amber",
  completed: "green",
};

/** "Lies Peeters", or "Onbekend" for a patient who could not say. */
export function usePatientName() {
  const { t } = useTranslation("patients");
  return (p: { firstName: string | null; lastName: string | null }) =>
    `${p.firstName ?? ""} ${p.lastName ?? ""}`.trim() || t("unknownName");
}

/** Names of people on a record: "deleted user" is a marker the server sends for someone gone. */
export function usePersonName() {
  const { t } = useTranslation("patients");
  return (person: { name: string } | null) =>
    person ? (person.name === "deleted_user" ? t("deletedUser") : person.name) : "—";
}

/** Times at the post in the planning time zone, like the event's own times. */
export function usePatientTime() {
  const { i18n, t } = useTranslation("patients");
  const locale = i18n.resolvedLanguage ?? "nl";
  const time = planningFormat(locale, { hour: "2-digit", minute: "2-digit" });
  const dateTime = planningFormat(locale, { dateStyle: "short", timeStyle: "short" });
  return {
    time: (iso: string | null) => (iso ? time.format(new Date(iso)) : "—"),
    dateTime: (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : "—"),
    /** "12 min", "2 u 05" since a moment: how long someone has been at the post. */
    since: (iso: string, now = Date.now()) => {
      const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
      if (minutes < 60) return t("since.minutes", { count: minutes });
      const hours = Math.floor(minutes / 60);
      if (hours < 48) return t("since.hours", { hours, minutes: String(minutes % 60).padStart(2, "0") });
      return t("since.days", { count: Math.floor(hours / 24) });
    },
  };
}
