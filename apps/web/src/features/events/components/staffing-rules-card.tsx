import { DEFAULT_STAFFING_RULES, type StaffingRules, staffingRules } from "@hulppost/shared/staffing/rules";
import type { StaffingRulesView } from "@hulppost/shared/staffing/settings";
import { RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { Controller, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Switch } from "../../../components/ui/checkbox";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { useErrorMessage } from "../../../lib/use-error-message";
import { applyFieldErrors } from "../../../lib/use-form-errors";
import { useSaveStaffingRules, useStaffingRules } from "../api/staffing-rules";

/** The optional rules are switched off by storing null; the form keeps a number to switch back on to. */
type RulesForm = Omit<StaffingRules, "maxHoursPerWeek" | "buddyMinEvents" | "firstAidersPerSenior"> & {
  maxHoursPerWeek: number;
  weekCap: boolean;
  buddyMinEvents: number;
  buddy: boolean;
  firstAidersPerSenior: number;
  mix: boolean;
};
const NUMBERS = ["minRestHours", "minorMaxHoursPerDay", "minorMaxHoursPerWeek"] as const;
type Optional = {
  on: "weekCap" | "buddy" | "mix";
  value: "maxHoursPerWeek" | "buddyMinEvents" | "firstAidersPerSenior";
};

const toForm = (r: StaffingRules): RulesForm => ({
  ...r,
  maxHoursPerWeek: r.maxHoursPerWeek ?? DEFAULT_STAFFING_RULES.maxHoursPerWeek ?? 48,
  weekCap: r.maxHoursPerWeek !== null,
  buddyMinEvents: r.buddyMinEvents ?? DEFAULT_STAFFING_RULES.buddyMinEvents ?? 3,
  buddy: r.buddyMinEvents !== null,
  firstAidersPerSenior: r.firstAidersPerSenior ?? 4,
  mix: r.firstAidersPerSenior !== null,
});
const toRules = ({ weekCap, buddy, mix, ...f }: RulesForm): StaffingRules => ({
  ...f,
  maxHoursPerWeek: weekCap ? f.maxHoursPerWeek : null,
  buddyMinEvents: buddy ? f.buddyMinEvents : null,
  firstAidersPerSenior: mix ? f.firstAidersPerSenior : null,
});

/** Checked with the server's contract, so a field shows the same message it would get back. */
const resolver: Resolver<RulesForm> = async (values) => {
  const parsed = staffingRules.safeParse(toRules(values));
  if (parsed.success) return { values, errors: {} };
  const errors = Object.fromEntries(
    parsed.error.issues.map((issue) => [String(issue.path[0]), { type: "validation", message: issue.message }]),
  );
  return { values: {}, errors };
};

/** Admin settings → Options: who may work when (decision 050), with the sources of the defaults. */
export function StaffingRulesCard({ orgId }: { orgId: string }) {
  const { t } = useTranslation("events");
  const rules = useStaffingRules(orgId);
  return (
    <Card data-testid="staffing-rules">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {t("rules.title")}
          {rules.data?.isDefault && <Badge tone="neutral">{t("rules.default")}</Badge>}
        </CardTitle>
        <CardDescription>{t("rules.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {rules.isPending ? (
          <Loading />
        ) : rules.isError ? (
          <LoadError title={t("rules.failed")} error={rules.error} onRetry={() => rules.refetch()} />
        ) : (
          <RulesForm key={rules.data.version} orgId={orgId} view={rules.data} />
        )}
      </CardContent>
    </Card>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-slate-100 pt-4 first:border-0 first:pt-0">
      <legend className="float-left w-full text-sm font-semibold text-slate-900">{title}</legend>
      {hint && <p className="clear-left pt-0.5 text-xs text-slate-600">{hint}</p>}
      <div className="clear-left grid gap-4 pt-3 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function RulesForm({ orgId, view }: { orgId: string; view: StaffingRulesView }) {
  const { t } = useTranslation("events");
  const errorMessage = useErrorMessage();
  const form = useForm<RulesForm>({ resolver, defaultValues: toForm(view.rules) });
  const save = useSaveStaffingRules(orgId, {
    onSuccess: (saved) => {
      toast.success(t("common:toasts.saved"));
      form.reset(toForm(saved.rules));
    },
    onError: (error) => {
      applyFieldErrors(error, form.setError);
      toast.error(t("common:toasts.saveFailed"), { description: errorMessage(error) });
    },
  });
  const errors = form.formState.errors;
  const values = form.watch();

  const number = (name: (typeof NUMBERS)[number] | Optional["value"], disabled = false) => (
    <Input
      id={`rule-${name}`}
      type="number"
      inputMode="decimal"
      step={name === "minRestHours" ? "0.5" : "1"}
      disabled={disabled}
      aria-invalid={!!errors[name]}
      data-testid={`rule-${name}`}
      {...form.register(name, { valueAsNumber: true })}
    />
  );
  const field = (name: (typeof NUMBERS)[number]) => (
    <FormField
      id={`rule-${name}`}
      label={t(`rules.${name}`)}
      hint={t(`rules.${name}Hint`)}
      error={errors[name]?.message}
    >
      {number(name)}
    </FormField>
  );
  const clock = (name: "minorNightStart" | "minorNightEnd") => (
    <FormField id={`rule-${name}`} label={t(`rules.${name}`)} error={errors[name]?.message}>
      <Input
        id={`rule-${name}`}
        type="time"
        aria-invalid={!!errors[name]}
        data-testid={`rule-${name}`}
        {...form.register(name)}
      />
    </FormField>
  );
  const optional = ({ on, value }: Optional) => (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:col-span-2">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <label htmlFor={`rule-${on}`} className="text-sm font-medium text-slate-900">
            {t(`rules.${on}`)}
          </label>
          <p className="mt-0.5 text-xs text-slate-600">{t(`rules.${on}Hint`)}</p>
        </div>
        <Controller
          control={form.control}
          name={on}
          render={({ field: f }) => (
            <Switch id={`rule-${on}`} checked={f.value} onCheckedChange={f.onChange} data-testid={`rule-${on}`} />
          )}
        />
      </div>
      {values[on] && (
        <FormField id={`rule-${value}`} label={t(`rules.${value}`)} error={errors[value]?.message} className="sm:w-64">
          {number(value)}
        </FormField>
      )}
    </div>
  );

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((f) => save.mutate({ ...toRules(f), version: view.version }))}
      className="flex flex-col gap-5"
    >
      <Section title={t("rules.restSection")}>
        {field("minRestHours")}
        {optional({ on: "weekCap", value: "maxHoursPerWeek" })}
      </Section>
      <Section title={t("rules.minorsSection")} hint={t("rules.minorsHint")}>
        {field("minorMaxHoursPerDay")}
        {field("minorMaxHoursPerWeek")}
        {clock("minorNightStart")}
        {clock("minorNightEnd")}
        <p className="text-xs text-slate-600 sm:col-span-2">{t("rules.minorNightHint")}</p>
      </Section>
      <Section title={t("rules.teamSection")}>
        {optional({ on: "buddy", value: "buddyMinEvents" })}
        {optional({ on: "mix", value: "firstAidersPerSenior" })}
        <div className="flex items-start justify-between gap-3 rounded-lg border border-slate-200 p-3 sm:col-span-2">
          <div className="min-w-0">
            <label htmlFor="rule-higherMayFillLower" className="text-sm font-medium text-slate-900">
              {t("rules.higherMayFillLower")}
            </label>
            <p className="mt-0.5 text-xs text-slate-600">{t("rules.higherMayFillLowerHint")}</p>
          </div>
          <Controller
            control={form.control}
            name="higherMayFillLower"
            render={({ field: f }) => (
              <Switch
                id="rule-higherMayFillLower"
                checked={f.value}
                onCheckedChange={f.onChange}
                data-testid="rule-higherMayFillLower"
              />
            )}
          />
        </div>
      </Section>
      <div className="flex flex-wrap justify-end gap-2">
        {!view.isDefault && (
          <Button
            type="button"
            variant="outline"
            onClick={() => save.mutate(null)}
            disabled={save.isPending}
            data-testid="rules-reset"
          >
            <RotateCcw className="h-4 w-4" aria-hidden />
            {t("rules.reset")}
          </Button>
        )}
        <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty} data-testid="rules-save">
          {t("common:actions.save")}
        </Button>
      </div>
    </form>
  );
}
