import { OUTCOMES, PATIENT_TYPES, SEXES, URGENCIES } from "@hulppost/shared/patients";
import { Save } from "lucide-react";
import type { ChangeEvent, ReactNode } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Switch } from "../../../components/ui/checkbox";
import { DateField } from "../../../components/ui/date-field";
import { FormField } from "../../../components/ui/form-field";
import { Input, NativeSelect, Textarea } from "../../../components/ui/input";
import { TreatmentTemplatePicker } from "../../treatments";
import type { PatientFormValues } from "../patient-form-values";
import { BodyMap } from "./body-map";
import { GcsFields } from "./gcs-fields";

const PAIN_SCORES = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"];

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

/**
 * The whole record as a form, in the order a caregiver works: who, what happened, history,
 * assessment, treatment, and where they went. Used to register a patient in full and to complete
 * or correct a record; only what changed is sent.
 */
export function PatientForm({
  form,
  onSubmit,
  pending,
  submitLabel,
  hospitalName,
}: {
  form: UseFormReturn<PatientFormValues>;
  onSubmit: (values: PatientFormValues) => void;
  pending: boolean;
  submitLabel: string;
  hospitalName: string | null;
}) {
  const { t } = useTranslation("patients");
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const error = (name: keyof PatientFormValues) => errors[name]?.message as string | undefined;
  const attrs = (name: keyof PatientFormValues) => ({
    id: `patient-${name}`,
    "aria-invalid": !!errors[name],
    "aria-describedby": errors[name] ? `patient-${name}-error` : undefined,
    "data-testid": `patient-${name}`,
  });
  const field = (name: keyof PatientFormValues) => ({ ...attrs(name), ...register(name) });
  const outcome = watch("outcome");
  const outcomeField = field("outcome");
  // A referral goes to the event's nearest hospital unless said otherwise: choosing "hospital"
  // fills it in, still editable; a name the caregiver typed is never overwritten. Choosing another
  // outcome takes the filled-in name back, so no hidden hospital is saved with "home".
  const onOutcomeChange = (event: ChangeEvent<HTMLSelectElement>) => {
    void outcomeField.onChange(event);
    if (!hospitalName) return;
    const destination = form.getValues("destinationHospital").trim();
    if (event.target.value === "hospital" && !destination)
      form.setValue("destinationHospital", hospitalName, { shouldDirty: true });
    else if (event.target.value !== "hospital" && destination === hospitalName)
      form.setValue("destinationHospital", "", { shouldDirty: true });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4" data-testid="patient-form">
      <Section title={t("sections.person")} testId="section-person">
        <FormField id="patient-firstName" label={t("fields.firstName")} error={error("firstName")}>
          <Input autoComplete="off" {...field("firstName")} />
        </FormField>
        <FormField
          id="patient-lastName"
          label={t("fields.lastName")}
          error={error("lastName")}
          hint={t("hints.unknown")}
        >
          <Input autoComplete="off" {...field("lastName")} />
        </FormField>
        <FormField id="patient-birthDate" label={t("fields.birthDate")} error={error("birthDate")}>
          <DateField control={form.control} name="birthDate" mode="date" {...attrs("birthDate")} />
        </FormField>
        <FormField
          id="patient-estimatedAge"
          label={t("fields.estimatedAge")}
          error={error("estimatedAge")}
          hint={t("hints.estimatedAge")}
        >
          <Input inputMode="numeric" {...field("estimatedAge")} />
        </FormField>
        <FormField id="patient-sex" label={t("fields.sex")} error={error("sex")}>
          <NativeSelect {...field("sex")}>
            <option value="">—</option>
            {SEXES.map((value) => (
              <option key={value} value={value}>
                {t(`sex.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="patient-type" label={t("fields.type")} error={error("type")}>
          <NativeSelect {...field("type")}>
            <option value="">—</option>
            {PATIENT_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`type.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </Section>

      <Section title={t("sections.complaint")} testId="section-complaint">
        <FormField id="patient-urgency" label={t("fields.urgency")} error={error("urgency")}>
          <NativeSelect {...field("urgency")}>
            {URGENCIES.map((value) => (
              <option key={value} value={value}>
                {t(`urgency.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="patient-complaint" label={t("fields.complaint")} error={error("complaint")}>
          <Input {...field("complaint")} />
        </FormField>
        <FormField
          id="patient-mechanism"
          label={t("fields.mechanism")}
          error={error("mechanism")}
          className="sm:col-span-2"
        >
          <Textarea className="min-h-16" {...field("mechanism")} />
        </FormField>
        <FormField id="patient-injury" label={t("fields.injury")} error={error("injury")} className="sm:col-span-2">
          <Textarea className="min-h-16" {...field("injury")} />
        </FormField>
        <div className="sm:col-span-2">
          <p id="patient-bodyParts-label" className="mb-1.5 text-sm font-medium text-slate-900">
            {t("fields.bodyParts")}
          </p>
          <Controller
            control={form.control}
            name="bodyParts"
            render={({ field: parts }) => (
              <BodyMap
                value={parts.value}
                onChange={parts.onChange}
                idPrefix="patient"
                labelId="patient-bodyParts-label"
              />
            )}
          />
        </div>
      </Section>

      <Section title={t("sections.history")} testId="section-history">
        <FormField id="patient-allergies" label={t("fields.allergies")} error={error("allergies")}>
          <Textarea className="min-h-16" {...field("allergies")} />
        </FormField>
        <FormField id="patient-medication" label={t("fields.medication")} error={error("medication")}>
          <Textarea className="min-h-16" {...field("medication")} />
        </FormField>
        <FormField
          id="patient-medicalHistory"
          label={t("fields.medicalHistory")}
          error={error("medicalHistory")}
          className="sm:col-span-2"
        >
          <Textarea className="min-h-16" {...field("medicalHistory")} />
        </FormField>
        <SwitchField form={form} name="pregnant" label={t("fields.pregnant")} />
        <SwitchField form={form} name="spo2Scale2" label={t("fields.spo2Scale2")} hint={t("hints.spo2Scale2")} />
      </Section>

      <Section title={t("sections.assessment")} testId="section-assessment">
        <FormField id="patient-pain" label={t("fields.pain")} error={error("pain")}>
          <NativeSelect {...field("pain")}>
            <option value="">—</option>
            {PAIN_SCORES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <FormField id="patient-heightCm" label={t("fields.heightCm")} error={error("heightCm")}>
            <Input inputMode="numeric" {...field("heightCm")} />
          </FormField>
          <FormField id="patient-weightKg" label={t("fields.weightKg")} error={error("weightKg")}>
            <Input inputMode="decimal" {...field("weightKg")} />
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <GcsFields form={form} />
        </div>
      </Section>

      <Section title={t("sections.treatment")} testId="section-treatment">
        <div className="sm:col-span-2">
          <TreatmentTemplatePicker
            templateName={watch("treatmentTemplateName")}
            currentText={() => form.getValues("treatment")}
            onApply={(text, template) => {
              form.setValue("treatment", text, { shouldDirty: true });
              form.setValue("treatmentTemplateId", template.id, { shouldDirty: true });
              form.setValue("treatmentTemplateName", template.name, { shouldDirty: true });
            }}
            onClear={() => {
              form.setValue("treatmentTemplateId", "", { shouldDirty: true });
              form.setValue("treatmentTemplateName", "", { shouldDirty: true });
            }}
          />
        </div>
        <FormField
          id="patient-treatment"
          label={t("fields.treatment")}
          error={error("treatment")}
          className="sm:col-span-2"
        >
          <Textarea {...field("treatment")} />
        </FormField>
      </Section>

      <Section title={t("sections.outcome")} testId="section-outcome">
        <FormField id="patient-arrivedAt" label={t("fields.arrivedAt")} error={error("arrivedAt")}>
          <DateField control={form.control} name="arrivedAt" mode="datetime" {...attrs("arrivedAt")} />
        </FormField>
        <FormField id="patient-dischargedAt" label={t("fields.dischargedAt")} error={error("dischargedAt")}>
          <DateField control={form.control} name="dischargedAt" mode="datetime" {...attrs("dischargedAt")} />
        </FormField>
        <FormField id="patient-outcome" label={t("fields.outcome")} error={error("outcome")}>
          <NativeSelect {...outcomeField} onChange={onOutcomeChange}>
            <option value="">—</option>
            {OUTCOMES.map((value) => (
              <option key={value} value={value}>
                {t(`outcome.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {outcome === "hospital" && (
          <FormField
            id="patient-destinationHospital"
            label={t("fields.destinationHospital")}
            error={error("destinationHospital")}
            hint={hospitalName ? t("hints.nearestHospital", { name: hospitalName }) : undefined}
          >
            <Input placeholder={hospitalName ?? undefined} {...field("destinationHospital")} />
          </FormField>
        )}
        <FormField id="patient-notes" label={t("fields.notes")} error={error("notes")} className="sm:col-span-2">
          <Textarea className="min-h-16" {...field("notes")} />
        </FormField>
      </Section>

      <div className="sticky bottom-0 z-10 -mx-3 border-t border-slate-200 bg-white/95 px-3 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
        <Button type="submit" size="lg" className="w-full sm:w-auto" loading={pending} data-testid="patient-save">
          <Save className="h-5 w-5" aria-hidden />
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function SwitchField({
  form,
  name,
  label,
  hint,
}: {
  form: UseFormReturn<PatientFormValues>;
  name: "pregnant" | "spo2Scale2";
  label: string;
  hint?: string;
}) {
  return (
    <div className="flex items-start justify-between gap-3 rounded-lg border border-slate-200 p-3">
      <div>
        <label htmlFor={`patient-${name}`} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        {hint && <p className="mt-0.5 text-xs text-slate-600">{hint}</p>}
      </div>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Switch
            id={`patient-${name}`}
            checked={field.value}
            onCheckedChange={field.onChange}
            data-testid={`patient-${name}`}
          />
        )}
      />
    </div>
  );
}
