import { ACVPU, type Consciousness, scoreNews2 } from "@hulppost/shared/clinical/news2";
import { VITAL_RANGES, vitalSignsBody } from "@hulppost/shared/vital-signs";
import { Plus } from "lucide-react";
import { useState } from "react";
import { type Control, Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Switch } from "../../../components/ui/checkbox";
import { DateField } from "../../../components/ui/date-field";
import { FormField } from "../../../components/ui/form-field";
import { Input, NativeSelect } from "../../../components/ui/input";
import { fromLocalInput, toLocalInput } from "../../../lib/planning-time-zone";
import { useErrorMessage } from "../../../lib/use-error-message";
import { applyFieldErrors } from "../../../lib/use-form-errors";
import { useAddVitalSigns } from "../api/field-writes";
import { News2Badge } from "./news2-badge";

const NUMBERS = [
  "systolic",
  "diastolic",
  "heartRate",
  "respiratoryRate",
  "spo2",
  "temperature",
  "pain",
  "glucose",
] as const;
type NumberField = (typeof NUMBERS)[number];
type Values = Record<NumberField, string> & { measuredAt: string; onOxygen: boolean; consciousness: string };

const empty = (): Values => ({
  systolic: "",
  diastolic: "",
  heartRate: "",
  respiratoryRate: "",
  spo2: "",
  temperature: "",
  pain: "",
  glucose: "",
  consciousness: "",
  onOxygen: false,
  measuredAt: toLocalInput(new Date().toISOString()),
});

const toNumber = (value: string) => {
  const trimmed = value.trim().replace(",", ".");
  return trimmed === "" ? null : Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
};

/**
 * A new measurement: big number fields for a gloved thumb, the time (now unless changed), air or
 * oxygen, and ACVPU. Checked here with the server's rules; the server computes NEWS2.
 */
export function VitalSignsForm({
  orgId,
  patientId,
  spo2Scale2,
  onSaved,
}: {
  orgId: string;
  patientId: string;
  /** The record's SpO2 scale, for the score shown while typing. */
  spo2Scale2: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation("patients");
  const errorMessage = useErrorMessage();
  const form = useForm<Values>({ defaultValues: empty() });
  const errors = form.formState.errors;
  // One client id per measurement being entered: made when the form opens, sent again by every
  // retry (a failed or lost answer may still have been stored, and the server keeps one row per
  // id), and renewed only once the save succeeded and the form is cleared for the next one.
  const [measurementId, setMeasurementId] = useState(() => crypto.randomUUID());
  // Without a network the measurement is kept on this device and sent later (field mode).
  const mutation = useAddVitalSigns(orgId, patientId, {
    onSuccess: (outcome) => {
      if (outcome.queued) toast.success(t("vitals.saved"), { description: t("field:keptOnDevice") });
      else toast.success(t("vitals.saved"));
      setMeasurementId(crypto.randomUUID());
      form.reset(empty());
      onSaved();
    },
    onError: (error) => {
      applyFieldErrors(error, form.setError);
      toast.error(t("common:toasts.saveFailed"), { description: errorMessage(error) });
    },
  });

  const submit = (values: Values) => {
    const body = {
      id: measurementId,
      // The time field holds minutes: left as it opened, the measurement is timed to the
      // millisecond when saved (on the server, or on the device when kept offline), so two taken in
      // one minute keep their order.
      // A time that is not a real one (NOT_A_DATE) is sent as typed, so the field says so.
      measuredAt:
        form.getFieldState("measuredAt").isDirty && values.measuredAt !== ""
          ? (fromLocalInput(values.measuredAt) ?? values.measuredAt)
          : undefined,
      onOxygen: values.onOxygen,
      consciousness: values.consciousness || null,
      ...Object.fromEntries(NUMBERS.map((name) => [name, toNumber(values[name])])),
    };
    const checked = vitalSignsBody.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const name = (issue.path.join(".") || "_") as keyof Values;
        form.setError(name, { type: "validate", message: issue.message });
      }
      return;
    }
    mutation.mutate({ ...checked.data, id: measurementId });
  };

  const numberField = (name: NumberField, decimal = false) => (
    <FormField
      key={name}
      id={`vitals-${name}`}
      label={`${t(`vitals.fields.${name}`)} (${t(`vitals.units.${name}`)})`}
      error={errors[name]?.message}
      hint={t("vitals.range", { min: VITAL_RANGES[name][0], max: VITAL_RANGES[name][1] })}
    >
      <Input
        id={`vitals-${name}`}
        inputMode={decimal ? "decimal" : "numeric"}
        className="h-12 text-lg"
        aria-invalid={!!errors[name]}
        data-testid={`vitals-${name}`}
        {...form.register(name)}
      />
    </FormField>
  );

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4" data-testid="vitals-form">
      <div className="grid grid-cols-2 gap-3">
        {numberField("systolic")}
        {numberField("diastolic")}
        {numberField("heartRate")}
        {numberField("respiratoryRate")}
        {numberField("spo2")}
        {numberField("temperature", true)}
      </div>
      <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-3">
        <label htmlFor="vitals-onOxygen" className="text-sm font-medium text-slate-900">
          {t("vitals.fields.onOxygen")}
        </label>
        <Controller
          control={form.control}
          name="onOxygen"
          render={({ field }) => (
            <Switch
              id="vitals-onOxygen"
              checked={field.value}
              onCheckedChange={field.onChange}
              data-testid="vitals-onOxygen"
            />
          )}
        />
      </div>
      <FormField
        id="vitals-consciousness"
        label={t("vitals.fields.consciousness")}
        error={errors.consciousness?.message}
      >
        <NativeSelect
          id="vitals-consciousness"
          className="h-12"
          data-testid="vitals-consciousness"
          {...form.register("consciousness")}
        >
          <option value="">—</option>
          {ACVPU.map((value) => (
            <option key={value} value={value}>
              {t(`acvpu.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        {numberField("pain")}
        {numberField("glucose", true)}
      </div>
      <FormField id="vitals-measuredAt" label={t("vitals.fields.measuredAt")} error={errors.measuredAt?.message}>
        <DateField
          control={form.control}
          name="measuredAt"
          mode="datetime"
          id="vitals-measuredAt"
          aria-invalid={!!errors.measuredAt}
          data-testid="vitals-measuredAt"
        />
      </FormField>
      {(errors as Record<string, { message?: string }>)._?.message && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {t("vitals.noValues")}
        </p>
      )}
      {/* The score so far and the save button stay in view while a phone scrolls the fields. */}
      <div className="sticky bottom-0 -mx-5 -mb-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-white px-5 py-3">
        <News2Preview control={form.control} scale2={spo2Scale2} />
        <Button type="submit" size="lg" loading={mutation.isPending} data-testid="vitals-save">
          <Plus className="h-5 w-5" aria-hidden />
          {t("vitals.save")}
        </Button>
      </div>
    </form>
  );
}

/** A typed value NEWS2 can score: a number within the contract's range, else not measured yet. */
function scorable(name: NumberField, value: string | undefined) {
  const number = toNumber(value ?? "");
  const [min, max] = VITAL_RANGES[name];
  return typeof number === "number" && number >= min && number <= max ? number : null;
}

/** NEWS2 as the server will compute it from what is typed so far, or what is still missing. */
function News2Preview({ control, scale2 }: { control: Control<Values>; scale2: boolean }) {
  const { t } = useTranslation("patients");
  const values = useWatch({ control });
  const result = scoreNews2(
    {
      respiratoryRate: scorable("respiratoryRate", values.respiratoryRate),
      spo2: scorable("spo2", values.spo2),
      onOxygen: values.onOxygen ?? false,
      systolic: scorable("systolic", values.systolic),
      heartRate: scorable("heartRate", values.heartRate),
      consciousness: (values.consciousness || null) as Consciousness | null,
      temperature: scorable("temperature", values.temperature),
    },
    { scale2 },
  );
  return (
    <div className="flex min-w-0 items-center gap-2" aria-live="polite" data-testid="vitals-news2-preview">
      <span className="text-xs font-medium text-slate-600">{t("vitals.preview")}</span>
      <News2Badge total={result.total} risk={result.risk} missing={result.missing} />
    </div>
  );
}
