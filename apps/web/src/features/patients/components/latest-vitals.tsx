import type { VitalSignsView } from "@hulppost/shared/vital-signs";
import { useTranslation } from "react-i18next";
import { cn } from "../../../lib/cn";
import { useFieldPerson, usePendingWrites } from "../../../lib/field/field-state";
import { useVitalSigns } from "../api/list-vital-signs";
import { PART_TONE, usePatientTime } from "../patient-format";
import { overlayVitals } from "../patient-overlay";
import { glucoseLevel, painLevel } from "../vital-thresholds";

/**
 * The values behind the score, where a nurse decides: the latest measurement's vital signs at the
 * top of the record, each in the colour of its NEWS2 points and with its points in words, and how
 * long ago it was measured.
 */
export function LatestVitals({
  orgId,
  patientId,
  spo2Scale2,
}: {
  orgId: string;
  patientId: string;
  spo2Scale2: boolean;
}) {
  const { t } = useTranslation("patients");
  const times = usePatientTime();
  const vitals = useVitalSigns(orgId, patientId, { enabled: true });
  // A measurement still waiting on this device (field mode) counts as the latest too.
  const pending = usePendingWrites();
  const person = useFieldPerson();
  const shown = person ? overlayVitals(vitals.data, pending, patientId, spo2Scale2, person) : vitals.data;
  // Newest first, as the API answers and the measurements' table reads them.
  const latest: VitalSignsView | undefined = shown?.[0];
  if (!shown) return null;
  if (!latest)
    return (
      <p className="text-sm text-slate-600" data-testid="latest-vitals-none">
        {t("latestVitals.none")}
      </p>
    );
  return (
    <section aria-label={t("latestVitals.title")} data-testid="latest-vitals">
      <p className="mb-1.5 text-xs font-medium text-slate-500" data-testid="latest-vitals-age">
        {t("latestVitals.measured", { since: times.since(latest.measuredAt), time: times.time(latest.measuredAt) })}
      </p>
      <VitalValues vitals={latest} testPrefix="latest" />
    </section>
  );
}

/**
 * One measurement's values, value and unit on one line ("89/63 mmHg"), each in the colour of its
 * NEWS2 points (or its own limits: diastolic, pain, glucose) and with those in words. With `all`,
 * pain and glucose too, as a measurement's card on a phone shows them.
 */
export function VitalValues({
  vitals: latest,
  testPrefix,
  all = false,
}: {
  vitals: VitalSignsView;
  testPrefix: string;
  all?: boolean;
}) {
  const { t, i18n } = useTranslation("patients");
  const tenths = new Intl.NumberFormat(i18n.resolvedLanguage ?? "nl", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const parts = latest.news2.parts;
  const values: { key: string; label: string; value: string | null; points: number; level?: string | null }[] = [
    {
      key: "bloodPressure",
      label: t("vitals.short.bloodPressure"),
      value:
        latest.systolic === null ? null : `${latest.systolic}/${latest.diastolic ?? "–"} ${t("vitals.units.systolic")}`,
      points: parts.systolic ?? 0,
    },
    {
      key: "heartRate",
      label: t("vitals.short.heartRate"),
      value: latest.heartRate === null ? null : `${latest.heartRate} ${t("vitals.units.heartRate")}`,
      points: parts.heartRate ?? 0,
    },
    {
      key: "respiratoryRate",
      label: t("vitals.short.respiratoryRate"),
      value: latest.respiratoryRate === null ? null : `${latest.respiratoryRate} ${t("vitals.units.respiratoryRate")}`,
      points: parts.respiratoryRate ?? 0,
    },
    {
      key: "spo2",
      label: t("vitals.short.spo2"),
      value: latest.spo2 === null ? null : `${latest.spo2} %${latest.onOxygen ? ` · ${t("vitals.oxygenShort")}` : ""}`,
      points: Math.max(parts.spo2 ?? 0, parts.onOxygen ?? 0),
    },
    {
      key: "temperature",
      label: t("vitals.short.temperature"),
      value:
        latest.temperature === null ? null : `${tenths.format(latest.temperature)} ${t("vitals.units.temperature")}`,
      points: parts.temperature ?? 0,
    },
    {
      key: "consciousness",
      label: t("vitals.short.consciousness"),
      value: latest.consciousness ? t(`acvpu.${latest.consciousness}`) : null,
      points: parts.consciousness ?? 0,
    },
  ];
  if (all)
    values.push(
      {
        key: "pain",
        label: t("vitals.short.pain"),
        value: latest.pain === null ? null : `${latest.pain} / 10`,
        points: 0,
        level: painLevel(latest.pain),
      },
      {
        key: "glucose",
        label: t("vitals.short.glucose"),
        value: latest.glucose === null ? null : `${tenths.format(latest.glucose)} ${t("vitals.units.glucose")}`,
        points: 0,
        level: glucoseLevel(latest.glucose),
      },
    );
  return (
    <dl className={cn("grid grid-cols-2 gap-1.5", !all && "sm:grid-cols-3 lg:grid-cols-6")}>
      {values.map(({ key, label, value, points, level }) => (
        <div
          key={key}
          className={cn(
            "rounded-lg border border-slate-200 px-2 py-1.5",
            points > 0 && PART_TONE[points],
            level && PART_TONE[level === "severe" ? 3 : 1],
          )}
          data-testid={`${testPrefix}-${key}`}
        >
          <dt className="text-xs">{label}</dt>
          {/* A number keeps its unit on its line; the ACVPU's words ("Confusion récente") wrap. */}
          <dd className={cn("text-sm font-semibold tabular-nums", key !== "consciousness" && "whitespace-nowrap")}>
            {value ?? "—"}
            {points > 0 && <span className="sr-only"> ({t("vitals.flag.news2", { count: points })})</span>}
            {level && <span className="sr-only"> ({t(`vitals.flag.${level}`)})</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
