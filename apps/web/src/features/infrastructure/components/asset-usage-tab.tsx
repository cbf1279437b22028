import { History } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { EmptyState } from "../../../components/ui/page-header";
import { useEventFormat } from "../../../lib/event-dates";
import { useAssetUsage } from "../api/asset-usage";

const PHASE_TONES = { planned: "blue", live: "green", past: "neutral" } as const;

/** The events the asset was and will be on, newest first, with the hours each took. */
export function AssetUsageTab({ orgId, assetId }: { orgId: string; assetId: string }) {
  const { t } = useTranslation("infrastructure");
  const format = useEventFormat();
  const usage = useAssetUsage(orgId, assetId);
  if (usage.isPending) return <Loading />;
  if (usage.isError)
    return <LoadError title={t("usage.loadFailed")} error={usage.error} onRetry={() => usage.refetch()} />;
  const { totals, events } = usage.data;
  if (events.length === 0)
    return (
      <EmptyState
        icon={<History className="h-10 w-10" />}
        title={t("usage.empty")}
        description={t("usage.emptyDescription")}
      />
    );
  return (
    <Card data-testid="asset-usage">
      <CardHeader>
        <CardTitle>{t("usage.title")}</CardTitle>
        <p className="text-sm text-slate-600" data-testid="usage-totals">
          {t("usage.totals", { count: totals.events, hours: format.number(totals.hours) })}
        </p>
      </CardHeader>
      <CardContent className="px-0 pb-2">
        <ul className="divide-y divide-slate-100">
          {events.map((event) => (
            <li key={event.eventId} className="flex items-start gap-3 px-5 py-3" data-testid={`usage-${event.eventId}`}>
              <div className="min-w-0 flex-1">
                <Link
                  to={`/dashboard/event-management?event=${encodeURIComponent(event.eventId)}&tab=infrastructure`}
                  className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {event.name}
                </Link>
                <p className="text-xs text-slate-500 first-letter:uppercase">
                  {format.period(event)}
                  {event.location ? ` · ${event.location}` : ""}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <span className="text-sm font-semibold tabular-nums text-slate-900">
                  {t("usage.hours", { hours: format.number(event.hours) })}
                </span>
                {event.cancelled ? (
                  <Badge tone="neutral">{t("usage.cancelled")}</Badge>
                ) : (
                  <Badge tone={PHASE_TONES[event.phase]}>{t(`usage.phases.${event.phase}`)}</Badge>
                )}
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
