import type { InsightSection, InsightsView } from "@hulppost/shared/insights";
import { PATIENT_STATUSES, URGENCIES } from "@hulppost/shared/patients";
import { useTranslation } from "react-i18next";
import { BarFigure } from "./bar-figure";
import { ChartCard } from "./chart-card";
import { STATUS_COLOR, URGENCY_COLOR } from "./insights-colors";
import type { InsightFormat } from "./use-insight-format";

export interface CardProps {
  view: InsightsView;
  format: InsightFormat;
  csvUrl: (section: InsightSection) => string;
  className?: string;
}

/** Patients by their status now, and by the urgency they were given. */
export function StatusAndUrgencyCards({ view, format, csvUrl }: CardProps) {
  const { t } = useTranslation("insights");
  const { patients } = view;
  const none = patients.total === 0 && t("noPatients");
  const statuses = PATIENT_STATUSES.map((s) => ({
    label: t(`patients:status.${s}`),
    value: patients.byStatus[s],
    color: STATUS_COLOR[s],
  }));
  const urgencies = URGENCIES.map((u) => ({
    label: t(`patients:urgency.${u}`),
    value: patients.byUrgency[u],
    color: URGENCY_COLOR[u],
  }));
  const table = (column: string, data: { label: string; value: number }[]) => ({
    columns: [column, t("columns.patients")],
    rows: data.map((d) => ({ key: d.label, cells: [d.label, format.count(d.value)] })),
  });
  return (
    <>
      <ChartCard
        section="status"
        title={t("sections.status.title")}
        description={t("sections.status.description", { count: patients.total })}
        table={table(t("columns.status"), statuses)}
        csvUrl={csvUrl("status")}
        empty={none}
      >
        <BarFigure data={statuses} name={t("columns.patients")} format={format.count} horizontal categoryWidth={150} />
      </ChartCard>
      <ChartCard
        section="urgency"
        title={t("sections.urgency.title")}
        description={t("sections.urgency.description")}
        table={table(t("columns.urgency"), urgencies)}
        csvUrl={csvUrl("urgency")}
        empty={none}
      >
        <BarFigure data={urgencies} name={t("columns.patients")} format={format.count} />
      </ChartCard>
    </>
  );
}

/** Arrivals per hour of the day, in the planning time zone. */
export function HourCard({ view, format, csvUrl, className }: CardProps) {
  const { t } = useTranslation("insights");
  const hours = view.patients.byHour;
  return (
    <ChartCard
      section="hour"
      title={t("sections.hour.title")}
      description={t("sections.hour.description")}
      table={{
        columns: [t("columns.hour"), t("columns.patients")],
        rows: hours.map((n, hour) => ({ key: String(hour), cells: [format.hourRange(hour), format.count(n)] })),
      }}
      csvUrl={csvUrl("hour")}
      empty={view.patients.total === 0 && t("noPatients")}
      className={className}
    >
      <BarFigure
        data={hours.map((value, hour) => ({ label: String(hour).padStart(2, "0"), value }))}
        name={t("columns.patients")}
        format={format.count}
        valueLabels={false}
        tickInterval="preserveStartEnd"
      />
    </ChartCard>
  );
}

/** How the records of events that are over were left. */
export function OutcomeCard({ view, format, csvUrl }: CardProps) {
  const { t } = useTranslation("insights");
  const { outcome } = view.patients;
  const data = PATIENT_STATUSES.map((s) => ({
    label: t(`patients:status.${s}`),
    value: outcome.byStatus[s],
    color: STATUS_COLOR[s],
  }));
  return (
    <ChartCard
      section="outcome"
      title={t("sections.outcome.title")}
      description={t("sections.outcome.description", { count: outcome.ended })}
      table={{
        columns: [t("columns.status"), t("columns.patients")],
        rows: data.map((d) => ({ key: d.label, cells: [d.label, format.count(d.value)] })),
      }}
      csvUrl={csvUrl("outcome")}
      empty={outcome.ended === 0 && t("noOutcome")}
    >
      <BarFigure data={data} name={t("columns.patients")} format={format.count} horizontal categoryWidth={150} />
    </ChartCard>
  );
}

/** From arrival to the first vital signs: median, 90th percentile, and who was never measured. */
export function ResponseCard({ view, format, csvUrl }: CardProps) {
  const { t } = useTranslation("insights");
  const { response } = view;
  const figures = [
    { key: "median", value: format.minutes(response.medianMinutes), strong: true },
    { key: "p90", value: format.minutes(response.p90Minutes), strong: true },
    { key: "measured", value: format.count(response.measured), strong: false },
    { key: "unmeasured", value: format.count(response.unmeasured), strong: false },
  ];
  return (
    <ChartCard
      section="response"
      title={t("sections.response.title")}
      description={t("sections.response.description")}
      table={{
        columns: [t("columns.figure"), t("columns.value")],
        rows: figures.map((f) => ({ key: f.key, cells: [t(`response.${f.key}`), f.value] })),
      }}
      csvUrl={csvUrl("response")}
      empty={view.patients.total === 0 && t("noPatients")}
    >
      {/* Four numbers read better as numbers than as a chart; the table says them to a screen reader. */}
      <div aria-hidden="true">
        <dl className="grid grid-cols-2 gap-3">
          {figures.map((f) => (
            <div key={f.key} className="rounded-lg bg-slate-50 px-3 py-3">
              <dt className="text-xs font-medium text-slate-600">{t(`response.${f.key}`)}</dt>
              <dd
                className={
                  f.strong ? "mt-1 text-2xl font-semibold text-slate-900" : "mt-1 text-lg font-semibold text-slate-800"
                }
              >
                {f.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </ChartCard>
  );
}
