import { zodResolver } from "@hookform/resolvers/zod";
import {
  ASSET_LIMITS,
  type PeriodInput,
  type PeriodView,
  periodBody,
  UNAVAILABILITY_REASONS,
} from "@hulppost/shared/infrastructure";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "../../../components/ui/alert";
import { DateField } from "../../../components/ui/date-field";
import { Dialog, DialogContent, FormDialogFooter } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { NativeSelect, Textarea } from "../../../components/ui/input";
import { isApiError } from "../../../lib/api-client";
import { applyFieldErrors } from "../../../lib/use-form-errors";
import { type PeriodValues, useSavePeriod } from "../api/save-period";
import { useAssetErrorMessage } from "../use-asset-error";

/**
 * Adds an unavailability period (start, end, reason, detail) or changes one. An end before the
 * start reads 'Ongeldige periode' beside the end date; an overlap or an event in the way is the
 * server's to say, shown above the form with what is in the way.
 */
export function PeriodFormDialog({
  orgId,
  assetId,
  period,
  onClose,
}: {
  orgId: string;
  assetId: string;
  period?: PeriodView;
  onClose: () => void;
}) {
  const { t } = useTranslation("infrastructure");
  const assetError = useAssetErrorMessage();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<PeriodInput, unknown, PeriodValues>({
    resolver: zodResolver(periodBody),
    defaultValues: {
      startsOn: period?.startsOn ?? "",
      endsOn: period?.endsOn ?? "",
      // No reason yet: the select shows its empty choice, which the contract refuses as "required".
      reason: period?.reason,
      detail: period?.detail ?? "",
    },
  });
  const { errors } = form.formState;
  const save = useSavePeriod(orgId, assetId, period, {
    onSuccess: () => {
      toast.success(t(period ? "toasts.periodUpdated" : "toasts.periodCreated"));
      onClose();
    },
    onError: (error) => {
      const onFields = applyFieldErrors(error, form.setError);
      const message =
        isApiError(error) && error.fields?.endsOn === "invalidPeriod"
          ? t("validation:invalidPeriod")
          : assetError(error);
      if (!onFields) setRefusal(message);
      toast.error(t("toasts.saveFailed"), { description: message });
    },
  });
  const attributes = (name: keyof PeriodInput) => ({
    id: `period-${name}`,
    "aria-invalid": !!errors[name],
    "aria-describedby": errors[name] ? `period-${name}-error` : undefined,
    "data-testid": `period-${name}`,
  });
  const field = (name: keyof PeriodInput) => ({ ...attributes(name), ...form.register(name) });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={period ? t("periods.editTitle") : t("periods.createTitle")}
        description={t("periods.formHint")}
        data-testid="period-dialog"
      >
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => {
            setRefusal(null);
            save.mutate(values);
          })}
          className="flex flex-col gap-4"
        >
          {refusal && (
            <Alert tone="error" title={t("periods.refused")} data-testid="period-refusal">
              {refusal}
            </Alert>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="period-startsOn" label={t("periods.startsOn")} error={errors.startsOn?.message} required>
              <DateField
                control={form.control}
                name="startsOn"
                mode="date"
                deps={["endsOn"]}
                {...attributes("startsOn")}
              />
            </FormField>
            <FormField id="period-endsOn" label={t("periods.endsOn")} error={errors.endsOn?.message} required>
              <DateField control={form.control} name="endsOn" mode="date" {...attributes("endsOn")} />
            </FormField>
          </div>
          <FormField id="period-reason" label={t("periods.reason")} error={errors.reason?.message} required>
            <NativeSelect {...field("reason")}>
              <option value="">{t("periods.chooseReason")}</option>
              {UNAVAILABILITY_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`reasons.${reason}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            id="period-detail"
            label={t("periods.detail")}
            hint={t("periods.detailHint")}
            error={errors.detail?.message}
          >
            <Textarea className="min-h-16" maxLength={ASSET_LIMITS.periodDetail} {...field("detail")} />
          </FormField>
          <FormDialogFooter
            className="mt-0"
            submitLabel={period ? t("common:actions.save") : t("periods.add")}
            saving={save.isPending}
            testId="period-save"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
