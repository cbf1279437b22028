import { gcsOf, PATIENT_LIMITS } from "@hulppost/shared/patients";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/ui/badge";
import { FormField } from "../../../components/ui/form-field";
import { NativeSelect } from "../../../components/ui/input";
import type { PatientFormValues } from "../patient-form-values";

const PARTS = [
  { name: "gcsEye", limit: PATIENT_LIMITS.gcsEye },
  { name: "gcsVerbal", limit: PATIENT_LIMITS.gcsVerbal },
  { name: "gcsMotor", limit: PATIENT_LIMITS.gcsMotor },
] as const;

const BAND_TONE = { mild: "green", moderate: "amber", severe: "red" } as const;

/** Glasgow Coma Scale: eye 1–4, verbal 1–5, motor 1–6, each with what it means; total and band beside. */
export function GcsFields({ form }: { form: UseFormReturn<PatientFormValues> }) {
  const { t } = useTranslation("patients");
  const [eye, verbal, motor] = form.watch(["gcsEye", "gcsVerbal", "gcsMotor"]);
  const value = (v: string) => (v === "" ? null : Number(v));
  const gcs = gcsOf(value(eye), value(verbal), value(motor));
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3" data-testid="gcs">
      <legend className="flex items-center gap-2 px-1 text-sm font-medium text-slate-900">
        {t("gcs.title")}
        {gcs.total !== null && gcs.band && (
          <Badge tone={BAND_TONE[gcs.band]} data-testid="gcs-total">
            {t("gcs.total", { total: gcs.total })} · {t(`gcs.band.${gcs.band}`)}
          </Badge>
        )}
      </legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {PARTS.map(({ name, limit }) => (
          <FormField
            key={name}
            id={`patient-${name}`}
            label={t(`gcs.${name}`)}
            error={form.formState.errors[name]?.message as string | undefined}
          >
            <NativeSelect id={`patient-${name}`} data-testid={`patient-${name}`} {...form.register(name)}>
              <option value="">—</option>
              {Array.from({ length: limit[1] }, (_, i) => limit[1] - i).map((score) => (
                <option key={score} value={String(score)}>
                  {score} – {t(`gcs.${name}Scores.${score}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}
