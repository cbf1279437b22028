import type { VitalSignsView } from "@hulppost/shared/vital-signs";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../lib/cn";
import { PART_TONE, usePatientTime, usePersonName } from "../patient-format";
import { type AbnormalLevel, diastolicLevel, glucoseLevel, painLevel } from "../vital-thresholds";
import { VitalValues } from "./latest-vitals";
import { News2Badge } from "./news2-badge";

/** ACVPU's own letters, the same in every language, as on a NEWS2 chart. */
const ACVPU_LETTER = { alert: "A", confusion: "C", voice: "V", pain: "P", unresponsive: "U" } as const;

/** Values outside NEWS2 in the colours of its points: mildly off like 1 point, severely like 3. */
const LEVEL_TONE: Record<AbnormalLevel, string> = { mild: PART_TONE[1] ?? "", severe: PART_TONE[3] ?? "" };

/** How a value stands out: its colour, and the same in words for people who cannot see colour. */
interface Mark {
  tone: string;
  hint: string | null;
}

/** One value; an abnormal one is also bold and says why in text, so colour is never the only signal. */
function Value({ mark, label, children }: { mark: Mark; label?: string; children: ReactNode }) {
  const title = [label, mark.hint].filter(Boolean).join(" · ");
  return (
    <span
      className={cn(
        "inline-block min-w-8 rounded px-1.5 py-0.5 text-center tabular-nums",
        mark.hint && "font-semibold",
        mark.tone,
      )}
      title={title || undefined}
    >
      {children ?? "—"}
      {mark.hint && <span className="sr-only"> ({mark.hint})</span>}
    </span>
  );
}

/** The measurements, newest first; each value in the colour of its NEWS2 points or its own limits. */
export function VitalSignsTable({ vitals }: { vitals: VitalSignsView[] }) {
  const { t, i18n } = useTranslation("patients");
  const times = usePatientTime();
  // 36,8 in Dutch, 36.8 in English: one decimal, as the contract stores them.
  const tenths = new Intl.NumberFormat(i18n.resolvedLanguage ?? "nl", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const decimal = (value: number | null) => (value === null ? null : tenths.format(value));
  const person = usePersonName();
  const none: Mark = { tone: "", hint: null };
  const points = (value: number | undefined): Mark =>
    value ? { tone: PART_TONE[value] ?? "", hint: t("vitals.flag.news2", { count: value }) } : none;
  const level = (value: AbnormalLevel | null): Mark =>
    value ? { tone: LEVEL_TONE[value], hint: t(`vitals.flag.${value}`) } : none;
  const cell = (content: ReactNode) => <td className="px-2 py-2 whitespace-nowrap">{content}</td>;
  return (
    <>
      {/* On a phone each measurement is a card: a table would be cut off after three columns. */}
      <ul className="flex flex-col gap-3 md:hidden" aria-label={t("vitals.tableCaption")} data-testid="vitals-cards">
        {vitals.map((v) => (
          <li key={v.id} className="rounded-xl border border-slate-200 p-3" data-testid="vitals-card">
            <div className="mb-2 flex items-start justify-between gap-2">
              <div className="text-sm">
                <p className="font-semibold text-slate-900 tabular-nums">{times.time(v.measuredAt)}</p>
                <p className="text-xs text-slate-600">{person(v.recordedBy)}</p>
              </div>
              <News2Badge total={v.news2.total} risk={v.news2.risk} missing={v.news2.missing} align="end" />
            </div>
            <VitalValues vitals={v} testPrefix="card" all />
          </li>
        ))}
      </ul>
      <VitalsTableWide vitals={vitals} cell={cell} points={points} level={level} none={none} decimal={decimal} />
    </>
  );
}

function VitalsTableWide({
  vitals,
  cell,
  points,
  level,
  none,
  decimal,
}: {
  vitals: VitalSignsView[];
  cell: (content: ReactNode) => ReactNode;
  points: (value: number | undefined) => Mark;
  level: (value: AbnormalLevel | null) => Mark;
  none: Mark;
  decimal: (value: number | null) => string | null;
}) {
  const { t } = useTranslation("patients");
  const times = usePatientTime();
  const person = usePersonName();
  return (
    // On a phone the table scrolls sideways: the region takes focus so a keyboard can scroll it too
    // (WCAG 2.1.1; axe "scrollable-region-focusable").
    <section
      className="hidden overflow-x-auto rounded-lg border border-slate-200 focus-visible:ring-2 md:block focus-visible:ring-brand-600 focus-visible:outline-none"
      aria-label={t("vitals.tableCaption")}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      data-testid="vitals-table"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{t("vitals.tableCaption")}</caption>
        <thead className="bg-slate-50 text-left text-xs font-medium text-slate-600">
          <tr>
            <th className="px-2 py-2">{t("vitals.time")}</th>
            <th className="px-2 py-2">{t("news2.label")}</th>
            <th className="px-2 py-2">{t("vitals.short.bloodPressure")}</th>
            <th className="px-2 py-2">{t("vitals.short.heartRate")}</th>
            <th className="px-2 py-2">{t("vitals.short.respiratoryRate")}</th>
            <th className="px-2 py-2">{t("vitals.short.spo2")}</th>
            <th className="px-2 py-2">{t("vitals.short.temperature")}</th>
            <th className="px-2 py-2">{t("vitals.short.consciousness")}</th>
            <th className="px-2 py-2">{t("vitals.short.pain")}</th>
            <th className="px-2 py-2">{t("vitals.short.glucose")}</th>
            <th className="px-2 py-2">{t("vitals.by")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {vitals.map((v) => {
            const parts = v.news2.parts;
            return (
              <tr key={v.id} data-testid="vitals-row">
                <td className="px-2 py-2 whitespace-nowrap tabular-nums">{times.time(v.measuredAt)}</td>
                <td className="min-w-40 px-2 py-2">
                  <News2Badge total={v.news2.total} risk={v.news2.risk} missing={v.news2.missing} />
                </td>
                {cell(
                  v.systolic === null ? (
                    <Value mark={none}>{null}</Value>
                  ) : (
                    // Systolic is scored by NEWS2, diastolic by its own limits: each keeps its colour.
                    <>
                      <Value mark={points(parts.systolic)} label={t("vitals.short.systolic")}>
                        {v.systolic}
                      </Value>
                      <span className="px-0.5 text-slate-400">/</span>
                      <Value mark={level(diastolicLevel(v.diastolic))} label={t("vitals.short.diastolic")}>
                        {v.diastolic ?? "–"}
                      </Value>
                    </>
                  ),
                )}
                {cell(<Value mark={points(parts.heartRate)}>{v.heartRate}</Value>)}
                {cell(<Value mark={points(parts.respiratoryRate)}>{v.respiratoryRate}</Value>)}
                {cell(
                  <Value mark={points(Math.max(parts.spo2 ?? 0, parts.onOxygen ?? 0))}>
                    {v.spo2 !== null ? `${v.spo2}%${v.onOxygen ? ` · ${t("vitals.oxygenShort")}` : ""}` : null}
                  </Value>,
                )}
                {cell(<Value mark={points(parts.temperature)}>{decimal(v.temperature)}</Value>)}
                {cell(
                  <Value
                    mark={points(parts.consciousness)}
                    label={v.consciousness ? t(`acvpu.${v.consciousness}`) : undefined}
                  >
                    {v.consciousness ? (
                      <>
                        <span aria-hidden>{ACVPU_LETTER[v.consciousness]}</span>
                        <span className="sr-only">{t(`acvpu.${v.consciousness}`)}</span>
                      </>
                    ) : null}
                  </Value>,
                )}
                {cell(<Value mark={level(painLevel(v.pain))}>{v.pain}</Value>)}
                {cell(<Value mark={level(glucoseLevel(v.glucose))}>{decimal(v.glucose)}</Value>)}
                <td className="px-2 py-2 text-xs whitespace-nowrap text-slate-600">{person(v.recordedBy)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
