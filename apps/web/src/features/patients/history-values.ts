import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format";
import { usePatientTime } from "./patient-format";

/** Fields whose values are codes, with the key prefix the form and the record already show them by. */
const ENUM_KEYS: Record<string, string> = {
  status: "status",
  urgency: "urgency",
  sex: "sex",
  type: "type",
  outcome: "outcome",
  consciousness: "acvpu",
};
/** Moments: shown in the planning time zone, like the record's own times and the history's. */
const INSTANTS = new Set(["arrivedAt", "dischargedAt", "measuredAt", "statusChangedAt"]);
const GCS = new Set(["gcsEye", "gcsVerbal", "gcsMotor"]);
const NUMBERS = new Set(["estimatedAge", "pain", "heightCm", "weightKg", "news2"]);

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/**
 * A change in the record's history as a person reads it: the field's own label and each value
 * the way the form shows it (translated choices, body parts by name, times and dates in the
 * reader's language), never a stored code. The server keeps values as stored: codes, ISO
 * instants, a date as "1990-03-15", body parts as a list or as "left_forearm,left_hand".
 */
export function useHistoryValue() {
  const { t, i18n } = useTranslation("patients");
  const times = usePatientTime();
  const format = useFormat();
  const locale = i18n.resolvedLanguage ?? "nl";
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const list = new Intl.ListFormat(locale, { type: "conjunction" });
  const known = (key: string) => i18n.exists(key, { ns: "patients" });

  const label = (field: string) => {
    if (known(`fields.${field}`)) return t(`fields.${field}`);
    if (known(`vitals.fields.${field}`)) return t(`vitals.fields.${field}`);
    return t("history.otherField");
  };

  const value = (field: string, raw: unknown): string => {
    if (isEmpty(raw)) return "—";
    if (typeof raw === "boolean") return raw ? t("yes") : t("no");
    const prefix = ENUM_KEYS[field];
    if (prefix) return t(`${prefix}.${String(raw)}`, { defaultValue: String(raw) });
    if (field === "bodyParts") {
      const parts = Array.isArray(raw) ? raw.map(String) : String(raw).split(",").filter(Boolean);
      // The names are written for the body map's chips ("Linkerhand"); inside a sentence-like
      // list only the first keeps its capital: "Linkeronderarm en linkerhand".
      const names = parts.map((part, i) => {
        const name = t(`bodyMap.parts.${part}`, { defaultValue: part });
        return i === 0 ? name : name.toLocaleLowerCase(locale);
      });
      return list.format(names);
    }
    if (INSTANTS.has(field)) return times.dateTime(String(raw));
    // A calendar date, not a moment: read at noon local time, so no time zone moves it a day.
    if (field === "birthDate") return format.date(`${String(raw).slice(0, 10)}T12:00:00`) ?? String(raw);
    const numeric = typeof raw === "number" ? raw : Number(raw);
    if (GCS.has(field) && Number.isInteger(numeric))
      return `${numeric} – ${t(`gcs.${field}Scores.${numeric}`, { defaultValue: String(numeric) })}`;
    // The database hands decimals back as text ("72.5"); shown as 72,5 in Dutch.
    if (NUMBERS.has(field) && Number.isFinite(numeric)) return number.format(numeric);
    return String(raw);
  };

  return { label, value };
}
