import type { VitalSignsView } from "@hulppost/shared/vital-signs";
import { useTranslation } from "react-i18next";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { usePatientTime } from "../patient-format";

type Series = { key: keyof VitalSignsView; color: string };

const CHARTS: { title: string; series: Series[]; domain: [number | "auto", number | "auto"] }[] = [
  {
    title: "circulation",
    series: [
      { key: "systolic", color: "#4338ca" },
      { key: "diastolic", color: "#f97316" },
      { key: "heartRate", color: "#2563eb" },
    ],
    domain: ["auto", "auto"],
  },
  {
    title: "breathing",
    series: [
      { key: "respiratoryRate", color: "#0891b2" },
      { key: "spo2", color: "#7c3aed" },
    ],
    domain: ["auto", "auto"],
  },
  { title: "temperature", series: [{ key: "temperature", color: "#c2410c" }], domain: [34, 41] },
  {
    title: "scores",
    series: [
      { key: "pain", color: "#ca8a04" },
      { key: "glucose", color: "#16a34a" },
    ],
    domain: [0, "auto"],
  },
];

/** Trend lines per parameter over time; loaded only when opened. */
export function VitalSignsCharts({ vitals }: { vitals: VitalSignsView[] }) {
  const { t, i18n } = useTranslation("patients");
  const times = usePatientTime();
  // Axis and tooltip numbers in the reader's language: 36,8 °C in Dutch.
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? "nl", { maximumFractionDigits: 1 });
  const format = (value: unknown) => (typeof value === "number" ? number.format(value) : String(value ?? "—"));
  // The list comes newest first (by time, then by order of entry): reversed, a stable sort by time
  // keeps two measurements of the same moment in the order they were entered.
  const points = [...vitals]
    .reverse()
    .sort((a, b) => a.measuredAt.localeCompare(b.measuredAt))
    .map((v) => ({ ...v, at: times.time(v.measuredAt), news2: v.news2.total }));
  // From the first measurement on: one point is already a trend's start, and the dots show it.
  if (points.length === 0) return null;
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="vitals-charts">
      {[
        ...CHARTS,
        { title: "news2", series: [{ key: "news2" as keyof VitalSignsView, color: "#111827" }], domain: [0, 20] },
      ].map((chart) => (
        <figure key={chart.title} className="rounded-lg border border-slate-200 p-2">
          <figcaption className="px-1 pb-1 text-xs font-medium text-slate-700">
            {t(`vitals.charts.${chart.title}`)}
          </figcaption>
          <div className="h-44">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={points} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
                <XAxis dataKey="at" fontSize={11} />
                <YAxis fontSize={11} domain={chart.domain as [number, number]} allowDecimals tickFormatter={format} />
                {/* Values in dark text: a series' own colour is too light to read as text (WCAG contrast). */}
                <Tooltip formatter={format} itemStyle={{ color: "#0f172a" }} />
                <Legend wrapperStyle={{ fontSize: 11 }} />
                {chart.series.map((s) => (
                  <Line
                    key={s.key}
                    type="monotone"
                    dataKey={s.key}
                    name={t(`vitals.short.${s.key}`)}
                    stroke={s.color}
                    strokeWidth={2}
                    dot={{ r: 3 }}
                    connectNulls
                    isAnimationActive={false}
                  />
                ))}
              </LineChart>
            </ResponsiveContainer>
          </div>
        </figure>
      ))}
    </div>
  );
}
