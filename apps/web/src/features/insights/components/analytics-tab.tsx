import { type InsightSection, insightPeriod } from "@hulppost/shared/insights";
import { BarChart3 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { EmptyState } from "../../../components/ui/page-header";
import { Spinner } from "../../../components/ui/spinner";
import { getPlanningTimeZone } from "../../../lib/planning-time-zone";
import { useInsights } from "../api/get-insights";
import { type InsightsTarget, insightsCsvUrl } from "../api/insights-csv";
import { DownloadAllButton } from "./download-all-button";
import { InsightsFigures } from "./insights-figures";
import { OwnRatesCard } from "./own-rates-card";
import { type Period, PeriodFilter } from "./period-filter";
import { useInsightFormat } from "./use-insight-format";

/** Today in the planning time zone, the day the server's periods end on too. */
const planningToday = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: getPlanningTimeZone(),
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());

/**
 * The admin settings' Analytics tab: the organisation's figures over a period, the last 12 months
 * at first. Loaded with its charts only when the tab is opened.
 */
export function AnalyticsTab({ orgId }: { orgId: string }) {
  const { t, i18n } = useTranslation("insights");
  // Statuses and urgencies are worded as on the patient pages.
  useTranslation(["patients"]);
  const format = useInsightFormat();
  const [today] = useState(planningToday);
  const [period, setPeriod] = useState<Period>(() => insightPeriod("12m", today));
  const target: InsightsTarget = { kind: "period", ...period };
  const insights = useInsights(orgId, period);
  const language = i18n.resolvedLanguage ?? "nl";
  const csvUrl = (section?: InsightSection) => insightsCsvUrl(orgId, target, language, section);
  const view = insights.data;
  const empty =
    view && view.patients.total === 0 && view.staffing.events.length === 0 && view.hours.people.length === 0;

  return (
    <div className="flex flex-col gap-4" data-testid="insights-analytics">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <PeriodFilter value={period} today={today} onChange={setPeriod} />
        <div className="flex items-center gap-3">
          {insights.isPlaceholderData && (
            <span className="flex items-center gap-2 text-sm text-slate-600" role="status">
              <Spinner className="h-4 w-4 text-brand-700" />
              {t("updating")}
            </span>
          )}
          {view && !empty && <DownloadAllButton url={csvUrl()} />}
        </div>
      </div>
      {insights.isPending ? (
        <Loading />
      ) : insights.isError && !view ? (
        <LoadError title={t("loadFailed")} error={insights.error} onRetry={() => insights.refetch()} />
      ) : !view ? null : empty ? (
        <div data-testid="insights-empty">
          <EmptyState
            icon={<BarChart3 className="h-10 w-10" />}
            title={t("empty.title")}
            description={t("empty.description", { from: format.day(view.from), to: format.day(view.to) })}
          />
        </div>
      ) : (
        <InsightsFigures view={view} csvUrl={csvUrl} />
      )}
      {/* Across every season, whatever the period: a rate learns from all of the organisation's past events. */}
      {view && <OwnRatesCard ownRates={view.ownRates} />}
    </div>
  );
}
