import { zodResolver } from "@hookform/resolvers/zod";
import type { EventForecastView } from "@hulppost/shared/staffing/forecast";
import { MAURER_EVENT_TYPES } from "@hulppost/shared/staffing/maurer";
import { type EventRisk, eventRisk } from "@hulppost/shared/staffing/risk";
import { type DefaultValues, type FieldPath, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { SwitchRow } from "../../../components/ui/checkbox";
import { Dialog, DialogContent, FormDialogFooter } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input, NativeSelect } from "../../../components/ui/input";
import { ApiError, isApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useSaveRisk } from "../api/forecast";

type RiskValues = z.input<typeof eventRisk>;
type NumberField = "attendancePeak" | "attendanceTotal" | "prominentGuests" | "temperatureC" | "humidityPct";
type SwitchField = "indoor" | "seated" | "alcohol" | "policeRiskOfViolence";
const SWITCHES: SwitchField[] = ["indoor", "seated", "alcohol", "policeRiskOfViolence"];

/** A new risk: the crowd left for the admin to fill in, everything else at "no". */
const EMPTY: DefaultValues<RiskValues> = {
  indoor: false,
  seated: false,
  alcohol: false,
  temperatureC: null,
  humidityPct: null,
  prominentGuests: 0,
  policeRiskOfViolence: false,
};

/** The risk's fields with a label and a hint each; the server's field messages land on them too. */
function RiskForm({ orgId, forecast, onDone }: { orgId: string; forecast: EventForecastView; onDone: () => void }) {
  const { t } = useTranslation("events");
  const errorMessage = useErrorMessage();
  const form = useForm<RiskValues, unknown, EventRisk>({
    resolver: zodResolver(eventRisk),
    defaultValues: forecast.risk ?? EMPTY,
  });
  const { errors } = form.formState;
  const save = useSaveRisk(orgId, forecast.eventId, {
    onSuccess: () => {
      toast.success(t("forecast.toasts.saved"));
      onDone();
    },
    onError: (error) => {
      // The server names the risk's fields as `risk.<field>`; the form has them at the top.
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields))
          form.setError(field.replace(/^risk\./, "") as FieldPath<RiskValues>, { type: "server", message });
      }
      const key = isApiError(error, "EDIT_CONFLICT") ? "forecast.toasts.conflict" : "forecast.toasts.saveFailed";
      toast.error(t(key), { description: errorMessage(error) });
    },
  });
  const types = [...MAURER_EVENT_TYPES].sort((a, b) =>
    t(`forecast.eventTypes.${a}`).localeCompare(t(`forecast.eventTypes.${b}`)),
  );
  const number = (name: NumberField, props: { nullable?: boolean; step?: string; unit?: string } = {}) => (
    <FormField
      id={`risk-${name}`}
      label={t(`forecast.fields.${name}`)}
      hint={t(`forecast.hints.${name}`)}
      error={errors[name]?.message}
      required={!props.nullable}
    >
      <Input
        id={`risk-${name}`}
        type="number"
        inputMode={props.step ? "decimal" : "numeric"}
        step={props.step ?? "1"}
        aria-invalid={!!errors[name]}
        aria-describedby={`risk-${name}-hint`}
        data-testid={`risk-${name}`}
        {...form.register(name, {
          setValueAs: (v) => (v === "" || v == null ? (props.nullable ? null : undefined) : Number(v)),
        })}
      />
    </FormField>
  );

  return (
    <form
      noValidate
      data-testid="risk-form"
      onSubmit={form.handleSubmit((risk) => save.mutate({ risk, version: forecast.version }))}
    >
      <div className="flex flex-col gap-4">
        <FormField
          id="risk-eventType"
          label={t("forecast.fields.eventType")}
          hint={t("forecast.hints.eventType")}
          error={errors.eventType?.message}
          required
        >
          <NativeSelect
            id="risk-eventType"
            aria-invalid={!!errors.eventType}
            data-testid="risk-eventType"
            {...form.register("eventType", { setValueAs: (v) => (v === "" ? undefined : v) })}
          >
            <option value="">{t("forecast.chooseType")}</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {t(`forecast.eventTypes.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          {number("attendancePeak")}
          {number("attendanceTotal")}
          {number("temperatureC", { nullable: true, step: "0.5" })}
          {number("humidityPct", { nullable: true })}
          {number("prominentGuests")}
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          {SWITCHES.map((name) => (
            <SwitchRow
              key={name}
              id={`risk-${name}`}
              label={t(`forecast.fields.${name}`)}
              hint={t(`forecast.hints.${name}`)}
              checked={Boolean(form.watch(name))}
              onCheckedChange={(checked) => form.setValue(name, checked, { shouldDirty: true })}
              testId={`risk-${name}`}
            />
          ))}
        </div>
      </div>
      <FormDialogFooter submitLabel={t("forecast.save")} saving={save.isPending} testId="risk-submit" />
    </form>
  );
}

/** Fill in or change the event's risk, the models' inputs (decision 052). */
export function RiskFormDialog({
  orgId,
  forecast,
  open,
  onOpenChange,
}: {
  orgId: string;
  forecast: EventForecastView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("events");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t("forecast.formTitle")}
        description={t("forecast.formDescription")}
        className="max-w-2xl"
        data-testid="risk-dialog"
      >
        {open && <RiskForm orgId={orgId} forecast={forecast} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
