import type { PushDeviceView } from "@hulppost/shared/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { BellOff, BellRing, Send, Smartphone, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { useFormat } from "../../../lib/format";
import { useErrorMessage } from "../../../lib/use-error-message";
import { describeAgent } from "../../../lib/user-agent";
import { devicesQueryKey, usePushDevices, useRemoveDevice, useTestDevice } from "../api/devices";
import {
  PushProblem,
  pushSupported,
  subscribeThisDevice,
  thisDeviceId,
  unsubscribeThisDevice,
} from "../push-subscription";

/**
 * The profile's notifications: turn alerts on for this device (the browser asks permission), send
 * it a test, and the person's devices that receive alerts, each removable (decision 046).
 */
export function DeviceNotificationsCard() {
  const { t } = useTranslation("notifications");
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const client = useQueryClient();
  const devices = usePushDevices();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PushProblem["reason"] | null>(null);
  const here = thisDeviceId();
  const onHere = devices.data?.some((d) => d.id === here) ?? false;
  const test = useTestDevice({
    onSuccess: (answer) =>
      answer.sent
        ? toast.success(t("devices.testSent"))
        : toast.error(t(answer.removed ? "devices.testGone" : "devices.testFailed"), {
            description: answer.error ?? undefined,
          }),
    onError: (error) => toast.error(t("devices.testFailed"), { description: errorMessage(error) }),
  });
  const remove = useRemoveDevice({
    onSuccess: () => toast.success(t("devices.removed")),
    onError: (error) => toast.error(t("devices.removeFailed"), { description: errorMessage(error) }),
  });

  const turnOn = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { label } = describeAgent(navigator.userAgent);
      const device = await subscribeThisDevice(label || t("devices.thisDevice"));
      await client.invalidateQueries({ queryKey: devicesQueryKey() });
      toast.success(t("devices.on"));
      test.mutate(device.id);
    } catch (error) {
      if (error instanceof PushProblem) setProblem(error.reason);
      else toast.error(t("devices.onFailed"), { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  const turnOff = async () => {
    setBusy(true);
    try {
      if (here) await remove.mutateAsync(here);
      await unsubscribeThisDevice();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="min-w-0" data-testid="device-notifications">
      <CardHeader>
        <CardTitle>{t("devices.title")}</CardTitle>
        <CardDescription>{t("devices.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!pushSupported() ? (
          <Alert tone="info">{t("problem.unsupported")}</Alert>
        ) : onHere ? (
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="green">
              <BellRing className="mr-1 h-3.5 w-3.5" aria-hidden />
              {t("devices.onHere")}
            </Badge>
            <Button variant="outline" size="sm" onClick={turnOff} loading={busy} data-testid="push-off">
              <BellOff className="h-4 w-4" aria-hidden />
              {t("devices.turnOff")}
            </Button>
          </div>
        ) : (
          <Button onClick={turnOn} loading={busy} className="self-start" data-testid="push-on">
            <BellRing className="h-4 w-4" aria-hidden />
            {t("devices.turnOn")}
          </Button>
        )}
        {problem && (
          <Alert tone="warning" data-testid="push-problem">
            {t(`problem.${problem}`)}
          </Alert>
        )}
        <DeviceList
          devices={devices.data ?? []}
          here={here}
          onTest={(id) => test.mutate(id)}
          onRemove={(id) => remove.mutate(id)}
          testing={test.isPending ? test.variables : undefined}
          format={format}
        />
      </CardContent>
    </Card>
  );
}

function DeviceList({
  devices,
  here,
  onTest,
  onRemove,
  testing,
  format,
}: {
  devices: PushDeviceView[];
  here: string | null;
  onTest: (id: string) => void;
  onRemove: (id: string) => void;
  testing: string | undefined;
  format: ReturnType<typeof useFormat>;
}) {
  const { t } = useTranslation("notifications");
  if (!devices.length) return <p className="text-sm text-slate-500">{t("devices.none")}</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" data-testid="push-devices">
      {devices.map((device) => (
        <li
          key={device.id}
          className="flex flex-wrap items-center gap-3 px-3 py-2.5"
          data-testid={`push-device-${device.id}`}
        >
          <Smartphone className="h-5 w-5 shrink-0 text-slate-500" aria-hidden />
          <div className="min-w-40 flex-1">
            <p className="text-sm font-medium text-slate-900">
              {device.label}
              {device.id === here && (
                <span className="ml-2 text-xs font-normal text-brand-700">{t("devices.thisOne")}</span>
              )}
            </p>
            <p className="text-xs text-slate-500">
              {device.lastError
                ? t("devices.lastError", { time: format.dateTime(device.lastFailureAt), error: device.lastError })
                : device.lastSuccessAt
                  ? t("devices.lastSent", { time: format.dateTime(device.lastSuccessAt) })
                  : t("devices.since", { time: format.dateTime(device.createdAt) })}
            </p>
          </div>
          <Button variant="outline" size="sm" onClick={() => onTest(device.id)} loading={testing === device.id}>
            <Send className="h-4 w-4" aria-hidden />
            {t("devices.test")}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("devices.remove", { name: device.label })}
            onClick={() => onRemove(device.id)}
          >
            <Trash2 className="h-4 w-4 text-red-700" aria-hidden />
          </Button>
        </li>
      ))}
    </ul>
  );
}
