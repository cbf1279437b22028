import { zodResolver } from "@hookform/resolvers/zod";
import type { PatientRetention } from "@hulppost/shared/patients";
import { RETENTION_LIMITS, type RetentionView, retentionSettings } from "@hulppost/shared/retention";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "zod";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { FormField } from "../../../components/ui/form-field";
import { Input, NativeSelect } from "../../../components/ui/input";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { useErrorMessage } from "../../../lib/use-error-message";
import { applyFieldErrors } from "../../../lib/use-form-errors";
import { usePatientRetention, useSetPatientRetention } from "../../patients";
import { useRetentionPeriods, useSaveRetentionPeriods } from "../api/retention";

/** Choices an organisation makes in practice; "keep" is the default the law asks of professionals. */
const PATIENT_CHOICES = ["keep", "12", "24", "60", "120", "240", "360"] as const;

/** The form: the chat's period as a choice (kept, or deleted after a number of days) and that number. */
const formSchema = z
  .object({
    patientMonths: z.string(),
    locationHours: retentionSettings.shape.locationHours,
    chatMode: z.enum(["keep", "days"]),
    chatDays: z.number().or(z.nan()),
  })
  .superRefine((form, ctx) => {
    if (form.chatMode !== "days") return;
    const days = retentionSettings.shape.chatDays.safeParse(form.chatDays);
    if (!days.success) ctx.addIssue({ code: "custom", path: ["chatDays"], message: days.error.issues[0]?.message });
  });
type RetentionForm = z.infer<typeof formSchema>;

const toForm = (periods: RetentionView, patients: PatientRetention): RetentionForm => ({
  patientMonths: patients.months === null ? "keep" : String(patients.months),
  locationHours: periods.locationHours,
  chatMode: periods.chatDays === null ? "keep" : "days",
  chatDays: periods.chatDays ?? 90,
});

/**
 * Admin settings → Options: how long patient records, shared positions and chat messages are kept
 * (decision 055). Patient records keep their own endpoint; the card saves what changed.
 */
export function RetentionPeriodsCard({ orgId }: { orgId: string }) {
  const { t } = useTranslation("admin");
  const periods = useRetentionPeriods(orgId);
  const patients = usePatientRetention(orgId);
  return (
    <Card data-testid="retention-card">
      <CardHeader>
        <CardTitle>{t("retention.title")}</CardTitle>
        <CardDescription>{t("retention.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {periods.isError || patients.isError ? (
          <LoadError
            title={t("retention.failed")}
            error={periods.error ?? patients.error}
            onRetry={() => {
              void periods.refetch();
              void patients.refetch();
            }}
          />
        ) : periods.isPending || patients.isPending ? (
          <Loading />
        ) : (
          <PeriodsForm
            key={`${periods.data.version}-${patients.data.months}`}
            orgId={orgId}
            periods={periods.data}
            patients={patients.data}
          />
        )}
      </CardContent>
    </Card>
  );
}

function PeriodsForm({
  orgId,
  periods,
  patients,
}: {
  orgId: string;
  periods: RetentionView;
  patients: PatientRetention;
}) {
  const { t } = useTranslation("admin");
  const errorMessage = useErrorMessage();
  const initial = toForm(periods, patients);
  const form = useForm<RetentionForm>({ resolver: zodResolver(formSchema), defaultValues: initial });
  const failed = (error: Error) => {
    applyFieldErrors(error, form.setError);
    toast.error(t("common:toasts.saveFailed"), { description: errorMessage(error) });
  };
  const savePeriods = useSaveRetentionPeriods(orgId, { onError: failed });
  const savePatients = useSetPatientRetention(orgId, { onError: failed });
  const errors = form.formState.errors;
  const chatMode = form.watch("chatMode");
  const current = form.watch("patientMonths");
  const patientChoices = PATIENT_CHOICES.some((c) => c === current) ? PATIENT_CHOICES : [...PATIENT_CHOICES, current];

  const submit = form.handleSubmit(async (values) => {
    const months = values.patientMonths === "keep" ? null : Number(values.patientMonths);
    const chatDays = values.chatMode === "keep" ? null : values.chatDays;
    try {
      // Each to its own endpoint, and only what changed: an unchanged period is not logged again.
      if (values.locationHours !== periods.locationHours || chatDays !== periods.chatDays)
        await savePeriods.mutateAsync({ locationHours: values.locationHours, chatDays, version: periods.version });
      if (months !== patients.months) await savePatients.mutateAsync(months);
      toast.success(t("common:toasts.saved"));
    } catch {
      // The mutation's onError has said why.
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-3">
        <FormField id="retention-patients" label={t("retention.patients")} hint={t("retention.patientsHint")}>
          <NativeSelect id="retention-patients" data-testid="retention-patients" {...form.register("patientMonths")}>
            {patientChoices.map((value) => (
              <option key={value} value={value}>
                {value === "keep" ? t("retention.keep") : t("retention.months", { count: Number(value) })}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id="retention-locations"
          label={t("retention.locations")}
          hint={t("retention.locationsHint", {
            default: RETENTION_LIMITS.locationHours.default,
            max: RETENTION_LIMITS.locationHours.max,
          })}
          error={errors.locationHours?.message}
        >
          <Input
            id="retention-locations"
            type="number"
            inputMode="numeric"
            min={RETENTION_LIMITS.locationHours.min}
            max={RETENTION_LIMITS.locationHours.max}
            aria-invalid={!!errors.locationHours}
            data-testid="retention-locations"
            {...form.register("locationHours", { valueAsNumber: true })}
          />
        </FormField>
        <div className="flex flex-col gap-3">
          <FormField
            id="retention-chat"
            label={t("retention.chat")}
            hint={t("retention.chatHint", { max: RETENTION_LIMITS.chatDays.max })}
          >
            <NativeSelect id="retention-chat" data-testid="retention-chat" {...form.register("chatMode")}>
              <option value="keep">{t("retention.keep")}</option>
              <option value="days">{t("retention.chatAfter")}</option>
            </NativeSelect>
          </FormField>
          {chatMode === "days" && (
            <FormField id="retention-chat-days" label={t("retention.chatDays")} error={errors.chatDays?.message}>
              <Input
                id="retention-chat-days"
                type="number"
                inputMode="numeric"
                min={RETENTION_LIMITS.chatDays.min}
                max={RETENTION_LIMITS.chatDays.max}
                aria-invalid={!!errors.chatDays}
                data-testid="retention-chat-days"
                {...form.register("chatDays", { valueAsNumber: true })}
              />
            </FormField>
          )}
        </div>
      </div>
      <div className="flex justify-end">
        <Button
          type="submit"
          loading={savePeriods.isPending || savePatients.isPending}
          disabled={!form.formState.isDirty}
          data-testid="retention-save"
        >
          {t("common:actions.save")}
        </Button>
      </div>
    </form>
  );
}
