import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/ui/form-field";
import { NativeSelect } from "../../../components/ui/input";
import { useSmsEvents } from "../api/list-events";
import { placeholdersOf, type SmsFormOutput, type SmsFormValues } from "../sms-form-values";
import { EventOptions } from "./event-options";

/**
 * The event placeholder (`{evenement}`, `{événement}`…) needs an event to fill it. When the recipients are picked by name, qualification
 * or everyone (not by event), the person says which event it is.
 */
export function PlaceholderEventField({
  orgId,
  form,
}: {
  orgId: string;
  form: UseFormReturn<SmsFormValues, unknown, SmsFormOutput>;
}) {
  const { t, i18n } = useTranslation("sms");
  const placeholder = placeholdersOf(i18n.resolvedLanguage).event;
  const events = useSmsEvents(orgId);
  const error = form.formState.errors.placeholderEventId?.message;
  return (
    <FormField
      id="sms-placeholder-event"
      label={t("compose.placeholderEvent", { placeholder })}
      error={error}
      hint={t("compose.placeholderEventHint", { placeholder })}
      required
    >
      <NativeSelect
        id="sms-placeholder-event"
        aria-invalid={!!error || undefined}
        aria-describedby={error ? "sms-placeholder-event-error" : "sms-placeholder-event-hint"}
        disabled={events.isPending}
        data-testid="sms-placeholder-event"
        {...form.register("placeholderEventId")}
      >
        <option value="">{t("compose.chooseEvent")}</option>
        <EventOptions live={events.live} upcoming={events.upcoming} />
      </NativeSelect>
    </FormField>
  );
}
