import { zodResolver } from "@hookform/resolvers/zod";
import { type ObservationIntervals, observationIntervalsBody } from "@hulppost/shared/notifications";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { useErrorMessage } from "../../../lib/use-error-message";
import { applyFieldErrors } from "../../../lib/use-form-errors";
import { useObservationIntervals, useSaveObservationIntervals } from "../api/patient-alerts";

const BANDS = ["none", "low", "medium", "high"] as const;

/** Admin settings → Options: minutes to a patient's next observation per NEWS2 band (decision 046). */
export function ObservationIntervalsCard({ orgId }: { orgId: string }) {
  const { t } = useTranslation("patients");
  const intervals = useObservationIntervals(orgId);
  return (
    <Card data-testid="observation-intervals">
      <CardHeader>
        <CardTitle>{t("intervals.title")}</CardTitle>
        <CardDescription>{t("intervals.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {intervals.isPending ? (
          <Loading />
        ) : intervals.isError ? (
          <LoadError title={t("intervals.failed")} error={intervals.error} onRetry={() => intervals.refetch()} />
        ) : (
          <IntervalsForm orgId={orgId} initial={intervals.data} />
        )}
      </CardContent>
    </Card>
  );
}

function IntervalsForm({ orgId, initial }: { orgId: string; initial: ObservationIntervals }) {
  const { t } = useTranslation("patients");
  const errorMessage = useErrorMessage();
  const form = useForm<ObservationIntervals>({
    resolver: zodResolver(observationIntervalsBody),
    defaultValues: initial,
  });
  const save = useSaveObservationIntervals(orgId, {
    onSuccess: (saved) => {
      toast.success(t("common:toasts.saved"));
      form.reset(saved);
    },
    onError: (error) => {
      applyFieldErrors(error, form.setError);
      toast.error(t("common:toasts.saveFailed"), { description: errorMessage(error) });
    },
  });
  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {BANDS.map((band) => (
          <FormField
            key={band}
            id={`interval-${band}`}
            label={t(`intervals.${band}`)}
            hint={t("intervals.minutes")}
            error={errors[band]?.message}
          >
            <Input
              id={`interval-${band}`}
              type="number"
              inputMode="numeric"
              aria-invalid={!!errors[band]}
              data-testid={`interval-${band}`}
              {...form.register(band, { valueAsNumber: true })}
            />
          </FormField>
        ))}
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty} data-testid="intervals-save">
          {t("common:actions.save")}
        </Button>
      </div>
    </form>
  );
}
