import type { AlertKind, AlertPreferencesView, ChannelChoice } from "@hulppost/shared/notifications";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { SwitchRow } from "../../../components/ui/checkbox";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Loading } from "../../../components/ui/load-state";
import { ApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useAlertPreferences, useSaveAlertPreferences } from "../api/notifications";
import { ALERT_KINDS, ChannelTable, type Choices, sameChoices } from "./channel-table";

/** My channels per kind of alert and my quiet hours (clinical alerts ignore them), on the profile. */
export function AlertPreferencesCard({ orgId }: { orgId: string }) {
  const preferences = useAlertPreferences(orgId);
  if (preferences.isPending) return <Loading />;
  if (!preferences.data) return null;
  return <PreferencesForm key={JSON.stringify(preferences.data)} orgId={orgId} initial={preferences.data} />;
}

function PreferencesForm({ orgId, initial }: { orgId: string; initial: AlertPreferencesView }) {
  const { t } = useTranslation("notifications");
  const [choices, setChoices] = useState<Choices>(initial.channels);
  const [quiet, setQuiet] = useState(initial.quietHours ?? { start: "22:00", end: "07:00" });
  const [quietOn, setQuietOn] = useState(initial.quietHours !== null);
  const errorMessage = useErrorMessage();
  const [fields, setFields] = useState<Record<string, string>>({});
  const save = useSaveAlertPreferences(orgId, {
    onSuccess: () => {
      setFields({});
      toast.success(t("preferences.saved"));
    },
    onError: (error) => {
      setFields(error instanceof ApiError ? (error.fields ?? {}) : {});
      toast.error(t("preferences.failed"), { description: errorMessage(error) });
    },
  });
  const submit = () => {
    // What differs from what counted for me, and what I had chosen before, is mine.
    const channels: Partial<Record<AlertKind, ChannelChoice>> = {};
    for (const kind of ALERT_KINDS)
      if (initial.own.includes(kind) || !sameChoices(choices[kind], initial.channels[kind]))
        channels[kind] = choices[kind];
    save.mutate({ channels, quietHours: quietOn ? quiet : null });
  };
  return (
    <Card className="min-w-0" data-testid="alert-preferences">
      <CardHeader>
        <CardTitle>{t("preferences.title")}</CardTitle>
        <CardDescription>{t("preferences.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ChannelTable value={choices} onChange={setChoices} sms={initial.smsAvailable} idPrefix="mine" />
        <SwitchRow
          id="quiet-hours"
          label={t("preferences.quiet")}
          hint={t("preferences.quietHint")}
          checked={quietOn}
          onCheckedChange={setQuietOn}
          testId="quiet-hours"
        />
        {quietOn && (
          <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
            <FormField id="quiet-start" label={t("preferences.from")} error={fields["quietHours.start"]}>
              <Input
                id="quiet-start"
                type="time"
                value={quiet.start}
                onChange={(event) => setQuiet({ ...quiet, start: event.target.value })}
                data-testid="quiet-start"
              />
            </FormField>
            <FormField id="quiet-end" label={t("preferences.until")} error={fields["quietHours.end"]}>
              <Input
                id="quiet-end"
                type="time"
                value={quiet.end}
                onChange={(event) => setQuiet({ ...quiet, end: event.target.value })}
                data-testid="quiet-end"
              />
            </FormField>
          </div>
        )}
        <Button onClick={submit} loading={save.isPending} className="self-start" data-testid="alert-preferences-save">
          {t("preferences.save")}
        </Button>
      </CardContent>
    </Card>
  );
}
