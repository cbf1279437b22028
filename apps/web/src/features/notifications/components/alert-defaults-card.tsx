import type { AlertDefaultsView, AlertKind, ChannelChoice } from "@hulppost/shared/notifications";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Loading } from "../../../components/ui/load-state";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useAlertDefaults, useSaveAlertDefaults } from "../api/notifications";
import { ALERT_KINDS, ChannelTable, type Choices } from "./channel-table";

/** Options: the organisation's channels per kind of alert, for every person who chose none. */
export function AlertDefaultsCard({ orgId, sms }: { orgId: string; sms: boolean }) {
  const defaults = useAlertDefaults(orgId);
  if (defaults.isPending) return <Loading />;
  if (!defaults.data) return null;
  return <DefaultsForm key={JSON.stringify(defaults.data)} orgId={orgId} initial={defaults.data} sms={sms} />;
}

function DefaultsForm({ orgId, initial, sms }: { orgId: string; initial: AlertDefaultsView; sms: boolean }) {
  const { t } = useTranslation("notifications");
  const errorMessage = useErrorMessage();
  const [choices, setChoices] = useState<Choices>(initial.channels);
  const save = useSaveAlertDefaults(orgId, {
    onSuccess: () => toast.success(t("defaults.saved")),
    onError: (error) => toast.error(t("defaults.failed"), { description: errorMessage(error) }),
  });
  const submit = () => {
    const body: Partial<Record<AlertKind, ChannelChoice>> = {};
    for (const kind of ALERT_KINDS) body[kind] = choices[kind];
    save.mutate(body);
  };
  return (
    <Card className="min-w-0" data-testid="alert-defaults">
      <CardHeader>
        <CardTitle>{t("defaults.title")}</CardTitle>
        <CardDescription>{t("defaults.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ChannelTable value={choices} onChange={setChoices} sms={sms} idPrefix="defaults" />
        <Button onClick={submit} loading={save.isPending} className="self-start" data-testid="alert-defaults-save">
          {t("defaults.save")}
        </Button>
      </CardContent>
    </Card>
  );
}
