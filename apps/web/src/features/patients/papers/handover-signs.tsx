import type { HandoverVitals } from "@hulppost/shared/papers";
import { useTranslation } from "react-i18next";
import { cn } from "../../../lib/cn";
import { News2Badge } from "../components/news2-badge";
import { usePatientTime } from "../patient-format";

/** One measurement as a crew reads it aloud: big numbers with their units, and its NEWS2. */
export function HandoverSigns({ label, vitals }: { label: string; vitals: HandoverVitals }) {
  const { t, i18n } = useTranslation("patients");
  const times = usePatientTime();
  // One decimal always, as a thermometer shows it: "38,0" next to "38,2", never "38".
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? "nl", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const unit = (key: string) => t(`vitals.units.${key}`);
  // [parameter, value, unit]: the unit is set smaller beside its value, on the same line.
  const rows = [
    [
      "bloodPressure",
      vitals.systolic === null ? null : `${vitals.systolic}/${vitals.diastolic ?? "–"}`,
      unit("systolic"),
    ],
    ["heartRate", vitals.heartRate === null ? null : `${vitals.heartRate}`, unit("heartRate")],
    ["respiratoryRate", vitals.respiratoryRate === null ? null : `${vitals.respiratoryRate}`, unit("respiratoryRate")],
    ["spo2", vitals.spo2 === null ? null : `${vitals.spo2}`, vitals.onOxygen ? `% · ${t("vitals.oxygenShort")}` : "%"],
    ["temperature", vitals.temperature === null ? null : number.format(vitals.temperature), unit("temperature")],
    ["consciousness", vitals.consciousness ? t(`acvpu.${vitals.consciousness}`) : null, ""],
    ["glucose", vitals.glucose === null ? null : number.format(vitals.glucose), unit("glucose")],
  ] as const;
  return (
    <div className="rounded-lg border border-slate-200 p-3 break-inside-avoid">
      <div className="mb-2 flex items-center justify-between gap-2">
        <p className="text-base font-semibold text-slate-900">
          {label} · {times.time(vitals.measuredAt)}
        </p>
        <News2Badge total={vitals.news2.total} risk={vitals.news2.risk} missing={vitals.news2.missing} align="end" />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1.5 sm:grid-cols-3 xl:grid-cols-4">
        {rows
          .filter(([, value]) => value !== null)
          .map(([key, value, unitText]) => (
            <div key={key} className="min-w-0">
              <dt className="text-xs font-medium text-slate-500">{t(`vitals.short.${key}`)}</dt>
              {/* A value and its unit on one line ("89/63 mmHg"); words (ACVPU) wrap between words only. */}
              <dd
                className={cn(
                  "text-xl font-semibold text-slate-900 tabular-nums",
                  key === "consciousness" ? "hyphens-none [overflow-wrap:normal]" : "whitespace-nowrap",
                )}
              >
                {value}
                {unitText && <span className="ml-1 text-sm font-medium text-slate-600">{unitText}</span>}
              </dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
