import { zodResolver } from "@hookform/resolvers/zod";
import {
  ABSENCE_REASON_MAX_LENGTH,
  type AbsenceInput,
  absenceBody,
  MAX_EVENTS_PER_MONTH_LIMIT,
  WEEKDAYS,
} from "@hulppost/shared/availability";
import { Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { DateField } from "../../components/ui/date-field";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { useFormat } from "../../lib/format";
import { displayLocale } from "../../lib/planning-time-zone";
import { useErrorMessage } from "../../lib/use-error-message";
import { applyFieldErrors } from "../../lib/use-form-errors";
import {
  type AbsenceValues,
  useAbsences,
  useAddAbsence,
  usePreferences,
  useRemoveAbsence,
  useSavePreferences,
} from "./api/availability";

const EMPTY: AbsenceInput = { startDate: "", startTime: "00:00", endDate: "", endTime: "23:59", reason: "" };

/** Periods I cannot work, and my general preferences (decision 048): admins see them when they staff. */
export function AvailabilityCard() {
  const { t } = useTranslation("profile");
  return (
    <Card data-testid="availability-card">
      <CardHeader>
        <CardTitle>{t("availability.title")}</CardTitle>
        <CardDescription>{t("availability.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <AbsenceList />
        <AbsenceForm />
        <PreferencesForm />
      </CardContent>
    </Card>
  );
}

function AbsenceList() {
  const { t } = useTranslation("profile");
  const { dateTime } = useFormat();
  const errorMessage = useErrorMessage();
  const absences = useAbsences();
  const remove = useRemoveAbsence({
    onSuccess: () => toast.success(t("availability.removed")),
    onError: (error) => toast.error(t("common:toasts.saveFailed"), { description: errorMessage(error) }),
  });
  if (!absences.data?.length) return <p className="text-sm text-slate-500">{t("availability.none")}</p>;
  return (
    <ul className="divide-y divide-slate-100" data-testid="absence-list">
      {absences.data.map((absence) => (
        <li key={absence.id} className="flex items-center gap-3 py-2" data-testid="absence-row">
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-medium text-slate-800">
              {t("availability.range", { from: dateTime(absence.startsAt), to: dateTime(absence.endsAt) })}
            </p>
            {absence.reason && <p className="text-slate-500 [overflow-wrap:anywhere]">{absence.reason}</p>}
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("availability.remove")}
            disabled={remove.isPending}
            onClick={() => remove.mutate(absence.id)}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </Button>
        </li>
      ))}
    </ul>
  );
}

function AbsenceForm() {
  const { t } = useTranslation("profile");
  const errorMessage = useErrorMessage();
  const form = useForm<AbsenceInput, unknown, AbsenceValues>({
    resolver: zodResolver(absenceBody),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const add = useAddAbsence({
    onSuccess: () => {
      toast.success(t("availability.added"));
      form.reset(EMPTY);
    },
    onError: (error) => {
      applyFieldErrors(error, form.setError);
      toast.error(t("common:toasts.saveFailed"), { description: errorMessage(error) });
    },
  });
  const when = (name: "startDate" | "startTime" | "endDate" | "endTime", mode: "date" | "time") => (
    <FormField id={`absence-${name}`} label={t(`availability.fields.${name}`)} error={errors[name]?.message} required>
      <DateField
        control={form.control}
        name={name}
        mode={mode}
        id={`absence-${name}`}
        data-testid={`absence-${name}`}
        aria-invalid={!!errors[name]}
      />
    </FormField>
  );
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((values) => add.mutate(values))}>
      <div className="grid grid-cols-2 gap-4">
        {when("startDate", "date")}
        {when("startTime", "time")}
        {when("endDate", "date")}
        {when("endTime", "time")}
      </div>
      <FormField
        id="absence-reason"
        label={t("availability.fields.reason")}
        hint={t("availability.reasonHint")}
        error={errors.reason?.message}
      >
        <Input
          id="absence-reason"
          data-testid="absence-reason"
          maxLength={ABSENCE_REASON_MAX_LENGTH}
          {...form.register("reason")}
        />
      </FormField>
      <Button type="submit" className="self-start" disabled={add.isPending} data-testid="absence-add">
        {t("availability.add")}
      </Button>
    </form>
  );
}

function PreferencesForm() {
  const { t, i18n } = useTranslation("profile");
  const errorMessage = useErrorMessage();
  const preferences = usePreferences();
  const [days, setDays] = useState<(typeof WEEKDAYS)[number][]>([]);
  const [max, setMax] = useState("");
  useEffect(() => {
    if (!preferences.data) return;
    setDays(WEEKDAYS.filter((day) => preferences.data.avoidWeekdays.includes(day)));
    setMax(preferences.data.maxEventsPerMonth?.toString() ?? "");
  }, [preferences.data]);
  const save = useSavePreferences({
    onSuccess: () => toast.success(t("availability.preferencesSaved")),
    onError: (error) => toast.error(t("common:toasts.saveFailed"), { description: errorMessage(error) }),
  });
  // 1 January 2024 was a Monday: ISO day d is 2024-01-0d, named by the browser in the interface language.
  const dayName = (day: number) =>
    new Intl.DateTimeFormat(displayLocale(i18n.resolvedLanguage ?? "nl"), { weekday: "short", timeZone: "UTC" }).format(
      new Date(Date.UTC(2024, 0, day)),
    );
  const cap = max.trim() === "" ? null : Number(max);
  const capValid = cap === null || (Number.isInteger(cap) && cap >= 1 && cap <= MAX_EVENTS_PER_MONTH_LIMIT);
  return (
    <div className="flex flex-col gap-4 border-t border-slate-100 pt-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">{t("availability.avoidDays")}</legend>
        <div className="flex flex-wrap gap-2">
          {WEEKDAYS.map((day) => {
            const on = days.includes(day);
            return (
              <Button
                key={day}
                type="button"
                size="sm"
                variant={on ? "primary" : "outline"}
                aria-pressed={on}
                data-testid={`avoid-day-${day}`}
                onClick={() => setDays(on ? days.filter((d) => d !== day) : [...days, day])}
              >
                {dayName(day)}
              </Button>
            );
          })}
        </div>
      </fieldset>
      <FormField
        id="availability-max"
        label={t("availability.maxEvents")}
        hint={t("availability.maxEventsHint")}
        error={capValid ? undefined : `tooBig:${MAX_EVENTS_PER_MONTH_LIMIT}`}
      >
        <Input
          id="availability-max"
          data-testid="availability-max"
          inputMode="numeric"
          className="w-28"
          value={max}
          onChange={(event) => setMax(event.target.value)}
        />
      </FormField>
      <Button
        type="button"
        variant="outline"
        className="self-start"
        disabled={!capValid || save.isPending}
        data-testid="availability-save"
        onClick={() => save.mutate({ avoidWeekdays: days, maxEventsPerMonth: cap })}
      >
        {t("availability.savePreferences")}
      </Button>
    </div>
  );
}
