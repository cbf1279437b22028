import { QUALIFICATIONS, type Qualification } from "@hulppost/shared/constants";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Checkbox } from "../../../components/ui/checkbox";
import { NativeSelect } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { useEventTeams } from "../api/event-teams";
import { useSmsEvents } from "../api/list-events";
import type { SmsFormOutput, SmsFormValues } from "../sms-form-values";
import { EventOptions } from "./event-options";

type Form = UseFormReturn<SmsFormValues, unknown, SmsFormOutput>;

/**
 * Whole groups at once: the caregivers of an event (or one of its teams), everyone with a
 * qualification, or everyone. Groups and picked people add up; someone in two gets one message.
 */
export function RecipientGroups({ orgId, form }: { orgId: string; form: Form }) {
  const { t } = useTranslation("sms");
  const events = useSmsEvents(orgId);
  const [eventId, teamId, qualifications, everyone] = form.watch(["eventId", "teamId", "qualifications", "everyone"]);
  const teams = useEventTeams(orgId, eventId);
  const changed = { shouldDirty: true, shouldValidate: true } as const;

  const toggleQualification = (q: Qualification, on: boolean) =>
    form.setValue("qualifications", on ? [...qualifications, q] : qualifications.filter((x) => x !== q), changed);

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="sr-only">{t("groups.title")}</legend>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="sms-group-event">{t("groups.event")}</Label>
        <NativeSelect
          id="sms-group-event"
          value={eventId}
          onChange={(e) => {
            form.setValue("eventId", e.target.value, changed);
            form.setValue("teamId", "", changed);
          }}
          disabled={events.isPending}
          data-testid="sms-group-event"
        >
          <option value="">{events.error ? t("groups.eventsFailed") : t("groups.noEvent")}</option>
          <EventOptions live={events.live} upcoming={events.upcoming} />
        </NativeSelect>
      </div>
      {eventId && teams.length > 0 && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="sms-group-team">{t("groups.team")}</Label>
          <NativeSelect
            id="sms-group-team"
            value={teamId}
            onChange={(e) => form.setValue("teamId", e.target.value, changed)}
            data-testid="sms-group-team"
          >
            <option value="">{t("groups.wholeEvent")}</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">{t("groups.qualifications")}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {QUALIFICATIONS.map((q) => (
            <label
              key={q}
              htmlFor={`sms-q-${q}`}
              className="flex cursor-pointer items-center gap-2 text-sm text-slate-800"
            >
              <Checkbox
                id={`sms-q-${q}`}
                checked={qualifications.includes(q)}
                onCheckedChange={(state) => toggleQualification(q, state === true)}
                data-testid={`sms-group-qualification-${q}`}
              />
              {t(`common:qualifications.${q}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor="sms-everyone" className="flex cursor-pointer items-start gap-2 text-sm text-slate-800">
        <Checkbox
          id="sms-everyone"
          checked={everyone}
          onCheckedChange={(state) => form.setValue("everyone", state === true, changed)}
          className="mt-0.5"
          data-testid="sms-group-everyone"
        />
        <span>
          <span className="block font-medium">{t("groups.everyone")}</span>
          <span className="block text-xs text-slate-600">{t("groups.everyoneHint")}</span>
        </span>
      </label>
    </fieldset>
  );
}
