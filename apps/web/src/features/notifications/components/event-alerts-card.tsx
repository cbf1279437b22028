import type { AlertRecordView } from "@hulppost/shared/notifications";
import { CheckCircle2, CircleX, Clock, MinusCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { useFormat } from "../../../lib/format";
import { useEventAlerts } from "../api/alerts";

const STATUS_ICON = { sent: CheckCircle2, failed: CircleX, queued: Clock, skipped: MinusCircle } as const;
const STATUS_CLASS = {
  sent: "text-emerald-700",
  failed: "text-red-700",
  queued: "text-amber-700",
  skipped: "text-slate-500",
} as const;

/**
 * The event's delivery record for its admin: each alert (newest first) with its person, how it
 * went out per channel (sent to the push service, failed with the reason, skipped) and when it was
 * opened (decision 046).
 */
export function EventAlertsCard({ orgId, eventId }: { orgId: string; eventId: string }) {
  const { t } = useTranslation("notifications");
  const alerts = useEventAlerts(orgId, eventId);
  return (
    <Card data-testid="event-alerts">
      <CardHeader>
        <CardTitle>{t("record.title")}</CardTitle>
        <CardDescription>{t("record.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {alerts.isPending ? (
          <Loading />
        ) : alerts.isError ? (
          <LoadError title={t("record.failed")} error={alerts.error} onRetry={() => alerts.refetch()} />
        ) : alerts.data.length ? (
          <AlertRows alerts={alerts.data} />
        ) : (
          <p className="text-sm text-slate-500">{t("record.empty")}</p>
        )}
      </CardContent>
    </Card>
  );
}

function AlertRows({ alerts }: { alerts: AlertRecordView[] }) {
  const { t } = useTranslation("notifications");
  const format = useFormat();
  return (
    <ul className="divide-y divide-slate-100">
      {alerts.map((alert) => (
        <li key={alert.id} className="flex flex-wrap items-start gap-x-4 gap-y-1 py-2.5 text-sm">
          <div className="min-w-48 flex-1">
            <p className="font-medium text-slate-900">
              {t(`kinds.${alert.kind}.name`)} · {alert.userName}
            </p>
            <p className="text-xs text-slate-500">
              {format.dateTime(alert.createdAt)}
              {alert.openedAt
                ? ` · ${t("record.opened", { time: format.dateTime(alert.openedAt) })}`
                : ` · ${t("record.notOpened")}`}
            </p>
          </div>
          <ul className="flex flex-wrap gap-2">
            {alert.deliveries.map((delivery) => {
              const Icon = STATUS_ICON[delivery.status];
              return (
                <li
                  // A person's devices each have a push delivery, each written at its own moment.
                  key={`${delivery.channel}-${delivery.at}-${delivery.status}-${delivery.error ?? ""}`}
                  className={`inline-flex items-center gap-1 text-xs ${STATUS_CLASS[delivery.status]}`}
                  title={delivery.error ?? undefined}
                >
                  <Icon className="h-3.5 w-3.5" aria-hidden />
                  {t(`channels.${delivery.channel}`)}: {t(`record.status.${delivery.status}`)}
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
}
