import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Switch } from "../../../components/ui/checkbox";
import { DateField } from "../../../components/ui/date-field";
import { useFieldMessage } from "../../../components/ui/form-field";
import { Label } from "../../../components/ui/label";
import { getPlanningTimeZone } from "../../../lib/planning-time-zone";
import { type SmsFormOutput, type SmsFormValues, suggestedSchedule } from "../sms-form-values";

/**
 * "Send later": a date and a time read in the planning time zone (Belgian time by default), like
 * every time of an event, so a coordinator abroad still plans in the post's clock.
 */
export function ScheduleFields({ form }: { form: UseFormReturn<SmsFormValues, unknown, SmsFormOutput> }) {
  const { t } = useTranslation("sms");
  const fieldMessage = useFieldMessage();
  const [later, date, time] = form.watch(["later", "date", "time"]);
  const { errors } = form.formState;
  const error = fieldMessage(errors.date?.message ?? errors.time?.message);

  const toggle = (on: boolean) => {
    form.setValue("later", on, { shouldDirty: true, shouldValidate: true });
    if (on && !date && !time) {
      const suggestion = suggestedSchedule();
      form.setValue("date", suggestion.date, { shouldValidate: true });
      form.setValue("time", suggestion.time, { shouldValidate: true });
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <Switch id="sms-later" checked={later} onCheckedChange={toggle} data-testid="sms-schedule-toggle" />
        <Label htmlFor="sms-later">{t("schedule.toggle")}</Label>
      </div>
      {later && (
        <div className="flex flex-col gap-1.5">
          <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="sms-schedule-date">{t("schedule.date")}</Label>
              <DateField
                control={form.control}
                name="date"
                mode="date"
                deps={["time"]}
                id="sms-schedule-date"
                aria-invalid={!!error || undefined}
                aria-describedby="sms-schedule-hint"
                data-testid="sms-schedule-date"
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="sms-schedule-time">{t("schedule.time")}</Label>
              <DateField
                control={form.control}
                name="time"
                mode="time"
                id="sms-schedule-time"
                aria-invalid={!!error || undefined}
                aria-describedby="sms-schedule-hint"
                data-testid="sms-schedule-time"
              />
            </div>
          </div>
          {error ? (
            <p id="sms-schedule-hint" role="alert" className="text-xs font-medium text-red-700">
              {error}
            </p>
          ) : (
            <p id="sms-schedule-hint" className="text-xs text-slate-600">
              {t("schedule.hint", { zone: getPlanningTimeZone() })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
