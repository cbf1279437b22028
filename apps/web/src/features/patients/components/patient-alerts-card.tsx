import type { AlertRecordView } from "@hulppost/shared/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { BellRing } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { LoadError } from "../../../components/ui/load-state";
import { markPatientAlertsOpened, patientAlertsKey, usePatientAlerts } from "../api/patient-alerts";
import { usePatientTime } from "../patient-format";

type Delivery = AlertRecordView["deliveries"][number];

const STATUS_CLASS = {
  sent: "text-emerald-700",
  failed: "text-red-700",
  queued: "text-amber-700",
  skipped: "text-slate-500",
} as const;

/**
 * The record's alerts (decision 046): who a clinical alert or a due observation reached, how it
 * went out per channel, and who opened it. Opening the record counts as opening my own alerts
 * about the patient, however I came here (a tap on the push, the bell, the list), so nobody gets
 * the escalation's SMS for an alert someone is already reading. Shown only when there are alerts.
 */
export function PatientAlertsCard({ orgId, patientId }: { orgId: string; patientId: string }) {
  const { t } = useTranslation("patients");
  const client = useQueryClient();
  const alerts = usePatientAlerts(orgId, patientId);
  useEffect(() => {
    markPatientAlertsOpened(orgId, patientId)
      .then(({ opened }) => {
        if (opened) void client.invalidateQueries({ queryKey: patientAlertsKey(orgId, patientId) });
      })
      // Offline, or the record is gone: the next opening marks them.
      .catch(() => undefined);
  }, [client, orgId, patientId]);
  if (alerts.isPending || (alerts.isSuccess && !alerts.data.length)) return null;
  return (
    <Card data-testid="patient-alerts">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellRing className="h-4 w-4 text-slate-500" aria-hidden />
          {t("alerts.title")}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {alerts.isError ? (
          <LoadError title={t("alerts.failed")} error={alerts.error} onRetry={() => alerts.refetch()} />
        ) : (
          <AlertList alerts={alerts.data} />
        )}
      </CardContent>
    </Card>
  );
}

/** One line per channel and outcome ("Push: verstuurd ×2" for two phones), the first failure's reason as its title. */
function channelStates(alert: AlertRecordView) {
  const states = new Map<
    string,
    { channel: Delivery["channel"]; status: Delivery["status"]; count: number; error: string | null }
  >();
  for (const delivery of alert.deliveries) {
    const key = `${delivery.channel}:${delivery.status}`;
    const state = states.get(key);
    if (state) state.count++;
    else states.set(key, { channel: delivery.channel, status: delivery.status, count: 1, error: delivery.error });
  }
  return [...states.values()];
}

function AlertList({ alerts }: { alerts: AlertRecordView[] }) {
  const { t } = useTranslation("patients");
  const times = usePatientTime();
  return (
    <ul className="divide-y divide-slate-100">
      {alerts.map((alert) => (
        <li key={alert.id} className="flex flex-col gap-0.5 py-2 text-sm" data-testid="patient-alert">
          <p className="font-medium text-slate-900">
            {alert.userName}
            <span className="font-normal text-slate-600">
              {" · "}
              {alert.kind === "clinical"
                ? t("alerts.clinical", { score: alert.params.score ?? "—" })
                : t("alerts.observationDue")}
            </span>
          </p>
          <p className="text-xs text-slate-500">
            {times.time(alert.createdAt)} ·{" "}
            {alert.openedAt ? (
              <span className="text-emerald-700">{t("alerts.opened", { time: times.time(alert.openedAt) })}</span>
            ) : (
              t("alerts.notOpened")
            )}
          </p>
          {alert.deliveries.length > 0 && (
            <ul className="flex flex-wrap gap-x-3 text-xs">
              {channelStates(alert).map(({ channel, status, count, error }) => (
                <li key={`${channel}:${status}`} className={STATUS_CLASS[status]} title={error ?? undefined}>
                  {t(`alerts.channel.${channel}`)}: {t(`alerts.status.${status}`)}
                  {count > 1 ? ` ×${count}` : ""}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
