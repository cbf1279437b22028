import type { eventBody } from "@hulppost/shared/events";
import { addDays } from "date-fns";
import { Clock, FileText, Hospital, MapPin, Phone, UsersRound } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { DateField } from "../../../components/ui/date-field";
import { FormField } from "../../../components/ui/form-field";
import { Input, Textarea } from "../../../components/ui/input";
import { dayKey, fromDayKey } from "../../../lib/event-dates";

export type EventFormValues = z.input<typeof eventBody>;
export type EventFormOutput = z.output<typeof eventBody>;
type EventForm = UseFormReturn<EventFormValues, unknown, EventFormOutput>;
type FieldName = keyof EventFormValues & string;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const COUNT_FIELDS = [
  "requiredDoctors",
  "requiredNurses",
  "requiredFirstAiders",
  "requiredTents",
  "requiredAmbulances",
] as const;

function Section({
  icon,
  title,
  columns = "sm:grid-cols-2",
  children,
}: {
  icon: ReactNode;
  title: ReactNode;
  columns?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-3 border-t border-slate-100 pt-4 first:border-t-0 first:pt-0">
      <legend className="contents">
        <span className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <span className="text-brand-700" aria-hidden>
            {icon}
          </span>
          {title}
        </span>
      </legend>
      <div className={`grid gap-3 ${columns}`}>{children}</div>
    </fieldset>
  );
}

/**
 * A night shift ends the next day: when the end time is not after the start time, the end date is
 * filled in as the day after, unless the admin already chose a later day themselves.
 */
function useOvernightEndDate(form: EventForm) {
  const [date, startTime, endTime] = form.watch(["date", "startTime", "endTime"]);
  const overnight = TIME.test(startTime ?? "") && TIME.test(endTime ?? "") && (endTime ?? "") <= (startTime ?? "");
  useEffect(() => {
    if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    const endDate = String(form.getValues("endDate") ?? "");
    if (overnight && (!endDate || endDate <= date)) {
      form.setValue("endDate", dayKey(addDays(fromDayKey(date), 1)), { shouldDirty: true });
    } else if (!overnight && endDate && endDate < date) {
      form.setValue("endDate", "", { shouldDirty: true });
    }
  }, [overnight, date, form]);
  return overnight;
}

export function EventFormFields({ form }: { form: EventForm }) {
  const { t } = useTranslation("events");
  const { errors } = form.formState;
  const overnight = useOvernightEndDate(form);
  // Dates and times in the app's own fields: day first and a 24-hour clock on every device.
  const when = (name: "date" | "startTime" | "endTime", mode: "date" | "time") => (
    <FormField id={`event-${name}`} label={t(`form.fields.${name}`)} error={errors[name]?.message} required>
      <DateField
        control={form.control}
        name={name}
        mode={mode}
        id={`event-${name}`}
        aria-invalid={!!errors[name]}
        data-testid={`event-${name}`}
      />
    </FormField>
  );
  const field = (name: FieldName, props: { type?: string; autoComplete?: string; required?: boolean } = {}) => (
    <FormField
      id={`event-${name}`}
      label={t(`form.fields.${name}`)}
      error={errors[name]?.message}
      required={props.required}
    >
      <Input
        id={`event-${name}`}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete ?? "off"}
        aria-invalid={!!errors[name]}
        data-testid={`event-${name}`}
        {...form.register(name)}
      />
    </FormField>
  );

  return (
    <div className="flex flex-col gap-5">
      <Section icon={<FileText className="h-4 w-4" />} title={t("form.sections.details")}>
        <div className="sm:col-span-2">{field("name", { required: true })}</div>
        <FormField
          id="event-description"
          label={t("form.fields.description")}
          error={errors.description?.message}
          className="sm:col-span-2"
        >
          <Textarea id="event-description" rows={3} data-testid="event-description" {...form.register("description")} />
        </FormField>
      </Section>

      <Section icon={<Clock className="h-4 w-4" />} title={t("form.sections.time")} columns="grid-cols-2">
        {when("date", "date")}
        {when("startTime", "time")}
        <FormField
          id="event-endDate"
          label={t("form.fields.endDate")}
          error={errors.endDate?.message}
          hint={overnight ? t("form.overnightHint") : t("form.endDateHint")}
        >
          <DateField
            control={form.control}
            name="endDate"
            mode="date"
            id="event-endDate"
            aria-invalid={!!errors.endDate}
            data-testid="event-endDate"
          />
        </FormField>
        {when("endTime", "time")}
      </Section>

      <Section icon={<MapPin className="h-4 w-4" />} title={t("form.sections.place")}>
        {field("location")}
        {field("address", { autoComplete: "street-address" })}
      </Section>

      <Section icon={<Phone className="h-4 w-4" />} title={t("form.sections.contact")}>
        <div className="sm:col-span-2">{field("contactName")}</div>
        {field("contactPhone", { type: "tel" })}
        {field("contactEmail", { type: "email" })}
      </Section>

      <Section icon={<Hospital className="h-4 w-4" />} title={t("form.sections.hospital")}>
        {field("hospitalName")}
        {field("hospitalPhone", { type: "tel" })}
        <div className="sm:col-span-2">{field("hospitalAddress")}</div>
      </Section>

      <Section icon={<UsersRound className="h-4 w-4" />} title={t("form.sections.requirements")}>
        <div className="grid grid-cols-2 gap-3 sm:col-span-2 sm:grid-cols-5">
          {COUNT_FIELDS.map((name) => (
            <FormField key={name} id={`event-${name}`} label={t(`form.fields.${name}`)} error={errors[name]?.message}>
              <Input
                id={`event-${name}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={500}
                step={1}
                aria-invalid={!!errors[name]}
                data-testid={`event-${name}`}
                {...form.register(name, { setValueAs: (v) => (v === "" || v == null ? undefined : Number(v)) })}
              />
            </FormField>
          ))}
        </div>
      </Section>
    </div>
  );
}
