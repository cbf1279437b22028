import type { InsightSection, InsightsView } from "@hulppost/shared/insights";
import { useTranslation } from "react-i18next";
import { HoursByPersonCard, HoursByQualificationCard } from "./hours-cards";
import { HourCard, OutcomeCard, ResponseCard, StatusAndUrgencyCards } from "./patient-cards";
import { StaffingEventsCard, StaffingMonthsCard } from "./staffing-cards";
import { useInsightFormat } from "./use-insight-format";

/** The four numbers an admin looks at first, above the charts. */
function KeyFigures({ view, format }: { view: InsightsView; format: ReturnType<typeof useInsightFormat> }) {
  const { t } = useTranslation("insights");
  const needed = view.staffing.months.reduce((sum, m) => sum + m.needed, 0);
  const filled = view.staffing.months.reduce((sum, m) => sum + m.filled, 0);
  const hours = view.hours.qualifications.reduce((sum, q) => sum + q.hours, 0);
  const figures = [
    { key: "patients", value: format.count(view.patients.total) },
    { key: "median", value: format.minutes(view.response.medianMinutes) },
    { key: "fillRate", value: format.percent(needed > 0 ? filled / needed : null) },
    { key: "hours", value: format.decimal(Math.round(hours * 10) / 10) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="insights-key-figures">
      {figures.map((f) => (
        <div key={f.key} className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
          <dt className="text-xs font-medium text-slate-600">{t(`keyFigures.${f.key}`)}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Every figure of a period or an event, each in its card with a table and a CSV. For one event a
 * months chart would have one bar and the outcome would repeat its statuses (or be empty while it
 * runs), so those two are left to its CSV.
 */
export function InsightsFigures({
  view,
  csvUrl,
  perEvent = false,
}: {
  view: InsightsView;
  csvUrl: (section: InsightSection) => string;
  perEvent?: boolean;
}) {
  const format = useInsightFormat();
  const props = { view, format, csvUrl };
  return (
    <div className="flex flex-col gap-4" data-testid="insights-figures">
      <KeyFigures view={view} format={format} />
      {perEvent ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <StatusAndUrgencyCards {...props} />
          <HourCard {...props} className="lg:col-span-2" />
          <ResponseCard {...props} />
          <StaffingEventsCard {...props} />
          <HoursByQualificationCard {...props} />
          <HoursByPersonCard {...props} />
        </div>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <StatusAndUrgencyCards {...props} />
          <HourCard {...props} className="lg:col-span-2" />
          <OutcomeCard {...props} />
          <ResponseCard {...props} />
          <StaffingMonthsCard {...props} />
          <HoursByQualificationCard {...props} />
          <StaffingEventsCard {...props} className="lg:col-span-2" />
          <HoursByPersonCard {...props} className="lg:col-span-2" />
        </div>
      )}
    </div>
  );
}
