import { PRICE_KEYS, type PriceChangeBody, type PriceChangeView, type PriceKey } from "@hulppost/shared/pricing";
import { useState } from "react";
import { type Path, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ui/alert-dialog";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { DateField } from "../../../components/ui/date-field";
import { FormField, useFieldMessage } from "../../../components/ui/form-field";
import { Input, NativeSelect } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { ApiError } from "../../../lib/api-client";
import { useEventFormat } from "../../../lib/event-dates";
import { getPlanningTimeZone } from "../../../lib/planning-time-zone";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useSchedulePriceChange } from "../api/schedule-price-change";
import {
  emptyPriceForm,
  firstOfNextMonth,
  type PriceFormValues,
  priceBefore,
  priceFormResolver,
  SERVER_FIELDS,
  toPriceBody,
} from "../price-form-values";
import { usePriceFormat } from "../price-format";

/**
 * A new price for one key, now or from a date and time in the planning zone. Asked once more
 * before it is saved: the landing page and the month's bills follow it.
 */
export function PriceChangeForm({ changes }: { changes: PriceChangeView[] }) {
  const { t } = useTranslation("pricing");
  const price = usePriceFormat();
  const format = useEventFormat();
  const errorMessage = useErrorMessage();
  const fieldMessage = useFieldMessage();
  const [asking, setAsking] = useState<PriceChangeBody | null>(null);
  const form = useForm<PriceFormValues>({ resolver: priceFormResolver, defaultValues: emptyPriceForm() });
  const { errors } = form.formState;
  const [key, when] = form.watch(["key", "when"]);
  const current = priceBefore(changes, key, null);

  const save = useSchedulePriceChange({
    onSuccess: (saved) => {
      setAsking(null);
      form.reset(emptyPriceForm(saved.key));
      toast.success(
        saved.status === "scheduled"
          ? t("toasts.scheduled", { when: format.instant(saved.effectiveFrom) })
          : t("toasts.changed"),
      );
    },
    onError: (error) => {
      setAsking(null);
      if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) {
        for (const [field, message] of Object.entries(error.fields))
          form.setError((SERVER_FIELDS[field] ?? "amount") as Path<PriceFormValues>, { type: "server", message });
        return;
      }
      toast.error(t("toasts.saveFailed"), { description: errorMessage(error) });
    },
  });

  // Prices usually change with a month: "later" starts at the first of next month, at midnight.
  const suggestMoment = (event: { target: { value: string } }) => {
    if (event.target.value !== "later" || form.getValues("date") || form.getValues("time")) return;
    form.setValue("date", firstOfNextMonth());
    form.setValue("time", "00:00");
  };
  const submit = form.handleSubmit((values) => setAsking(toPriceBody(values)));
  const whenError = fieldMessage(errors.time?.message ?? errors.date?.message);
  const pendingKey: PriceKey = asking?.key ?? key;
  const before =
    asking && priceBefore(changes, pendingKey, asking.effectiveFrom === "now" ? null : asking.effectiveFrom);
  const words = asking && {
    key: t(`keys.${pendingKey}`),
    unit: t(`units.${pendingKey}`),
    from: before ? price(before.amountCents) : "–",
    to: price(asking.amountCents),
    when: asking.effectiveFrom === "now" ? "" : format.instant(asking.effectiveFrom),
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("form.title")}</CardTitle>
        <CardDescription>{t("form.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="price-form">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="price-key" label={t("form.key")} error={errors.key?.message}>
              <NativeSelect id="price-key" {...form.register("key")} data-testid="price-key">
                {PRICE_KEYS.map((option) => (
                  <option key={option} value={option}>
                    {t(`keys.${option}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField
              id="price-amount"
              label={t("form.amount")}
              error={errors.amount?.message}
              hint={current && t("form.amountHint", { price: price(current.amountCents), unit: t(`units.${key}`) })}
            >
              <div className="relative">
                <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500">
                  €
                </span>
                <Input
                  id="price-amount"
                  inputMode="decimal"
                  autoComplete="off"
                  className="pl-7"
                  placeholder={t("form.amountPlaceholder")}
                  aria-invalid={!!errors.amount || undefined}
                  aria-describedby={errors.amount ? "price-amount-error" : "price-amount-hint"}
                  {...form.register("amount")}
                  data-testid="price-amount"
                />
              </div>
            </FormField>
          </div>

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-900">{t("form.when")}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {(["now", "later"] as const).map((option) => (
                <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    value={option}
                    className="h-4 w-4 accent-brand-700"
                    {...form.register("when", { onChange: suggestMoment })}
                    data-testid={`price-when-${option}`}
                  />
                  {t(`form.${option}`)}
                </label>
              ))}
            </div>
            {when === "later" && (
              <div className="flex flex-col gap-1.5">
                <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
                  <div className="flex flex-col gap-1.5">
                    <Label htmlFor="price-date">{t("form.date")}</Label>
                    <DateField
                      control={form.control}
                      name="date"
                      mode="date"
                      deps={["time"]}
                      id="price-date"
                      aria-invalid={!!whenError || undefined}
                      aria-describedby="price-when-hint"
                      data-testid="price-date"
                    />
                  </div>
                  <div className="flex flex-col gap-1.5">
                    <Label htmlFor="price-time">{t("form.time")}</Label>
                    <DateField
                      control={form.control}
                      name="time"
                      mode="time"
                      id="price-time"
                      aria-invalid={!!whenError || undefined}
                      aria-describedby="price-when-hint"
                      data-testid="price-time"
                    />
                  </div>
                </div>
                {whenError ? (
                  <p id="price-when-hint" role="alert" className="text-xs font-medium text-red-600">
                    {whenError}
                  </p>
                ) : (
                  <p id="price-when-hint" className="text-xs text-slate-500">
                    {t("form.zoneHint", { zone: getPlanningTimeZone() })}
                  </p>
                )}
              </div>
            )}
          </fieldset>

          <div>
            <Button type="submit" data-testid="price-submit">
              {when === "now" ? t("form.submitNow") : t("form.submitLater")}
            </Button>
          </div>
        </form>
        <ConfirmDialog
          open={asking !== null}
          onOpenChange={(open) => !open && setAsking(null)}
          title={t("confirm.title")}
          description={words && (asking?.effectiveFrom === "now" ? t("confirm.now", words) : t("confirm.later", words))}
          confirmLabel={asking?.effectiveFrom === "now" ? t("confirm.confirmNow") : t("confirm.confirmLater")}
          onConfirm={() => asking && save.mutate(asking)}
          pending={save.isPending}
          destructive={false}
          testId="price-confirm"
        />
      </CardContent>
    </Card>
  );
}
