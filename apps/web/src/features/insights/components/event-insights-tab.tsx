import type { InsightSection } from "@hulppost/shared/insights";
import { BarChart3 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { EmptyState } from "../../../components/ui/page-header";
import { useEventInsights } from "../api/get-event-insights";
import { insightsCsvUrl } from "../api/insights-csv";
import { DownloadAllButton } from "./download-all-button";
import { ForecastVsActualCard } from "./forecast-vs-actual-card";
import { InsightsFigures } from "./insights-figures";

/** An event's insights, a tab of its admin detail; its code and charts load when it is opened. */
export function EventInsightsTab({ orgId, eventId }: { orgId: string; eventId: string }) {
  const { t, i18n } = useTranslation("insights");
  useTranslation(["patients"]);
  const target = { kind: "event", eventId } as const;
  const insights = useEventInsights(orgId, eventId);
  const language = i18n.resolvedLanguage ?? "nl";
  const csvUrl = (section?: InsightSection) => insightsCsvUrl(orgId, target, language, section);
  const view = insights.data;
  if (insights.isPending) return <Loading />;
  if (!view) return <LoadError title={t("loadFailed")} error={insights.error} onRetry={() => insights.refetch()} />;
  // Nobody needed nor scheduled: the hours alone would not tell, they count only once it has ended.
  const staffing = view.staffing.events[0];
  const scheduled = staffing ? staffing.assigned.doctors + staffing.assigned.nurses + staffing.assigned.firstAiders : 0;
  const empty = view.patients.total === 0 && scheduled === 0 && !staffing?.needed;
  return (
    <div className="flex flex-col gap-4" data-testid="event-insights">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{t("eventIntro")}</p>
        {!empty && <DownloadAllButton url={csvUrl()} />}
      </div>
      {view.forecast && <ForecastVsActualCard series={view.forecast} />}
      {empty ? (
        <EmptyState
          icon={<BarChart3 className="h-10 w-10" />}
          title={t("eventEmpty.title")}
          description={t("eventEmpty.description")}
        />
      ) : (
        <InsightsFigures view={view} csvUrl={csvUrl} perEvent />
      )}
    </div>
  );
}
