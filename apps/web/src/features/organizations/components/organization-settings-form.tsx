import { zodResolver } from "@hookform/resolvers/zod";
import { TRIAGE_SYSTEMS } from "@hulppost/shared/clinical/triage";
import { LANGUAGES, type Plan } from "@hulppost/shared/constants";
import { tileAttributionField, tileUrlField } from "@hulppost/shared/maps";
import { type OrganizationSettings, organizationSettingsView } from "@hulppost/shared/organizations";
import { type ReactElement, useRef } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Switch } from "../../../components/ui/checkbox";
import { useVersionedSave } from "../../../components/ui/conflict-dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input, NativeSelect } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { SAVED } from "../../../lib/edit-conflict";
import { useErrorMessage } from "../../../lib/use-error-message";
import { getSettings, useOrganizationSettings, useSaveSettings } from "../api/settings";

type SwitchName = "chatEnabled" | "smsCenterEnabled" | "locationsEnabled" | "smsOnAssignment";
const NEEDS_SMS: ReadonlySet<string> = new Set(["smsCenterEnabled", "smsOnAssignment"]);
/** Settings grouped by what they are about, so an admin finds each where they would look. */
const GROUPS = [
  { key: "communication", items: ["chatEnabled", "smsCenterEnabled", "smsOnAssignment"] },
  { key: "field", items: ["locationsEnabled", "mapTiles", "triageSystem"] },
  { key: "papers", items: ["reportLanguage"] },
] as const satisfies readonly { key: string; items: readonly (SwitchName | "mapTiles" | SelectName)[] }[];
type SelectName = "reportLanguage" | "triageSystem";

/** The tile server's fields are checked as the server checks them ("" is OpenStreetMap's). */
const settingsForm = organizationSettingsView.omit({ version: true }).extend({
  mapTileUrl: tileUrlField,
  mapAttribution: tileAttributionField,
});
type SettingsFormInput = z.input<typeof settingsForm>;
type SettingsFormOutput = z.output<typeof settingsForm>;
const toFormValues = ({ version: _version, ...settings }: OrganizationSettings): SettingsFormInput => ({
  ...settings,
  mapTileUrl: settings.mapTileUrl ?? "",
  mapAttribution: settings.mapAttribution ?? "",
});

/**
 * The organisation's four feature switches, the language of its papers (reports, handover) and the
 * site maps' tile server, grouped (communication, the field, papers). Admin settings → Options and
 * the super admin's organisations page both use it; saving refreshes "me" so the sidebar shows or
 * hides Chat and SMS.
 */
export function OrganizationSettingsForm({
  orgId,
  plan,
  onSaved,
}: {
  orgId: string;
  plan?: Plan;
  onSaved?: () => void;
}) {
  const { t } = useTranslation("organizations");
  const errorMessage = useErrorMessage();
  const settings = useOrganizationSettings(orgId);
  // The form follows the saved settings; a refetch keeps the switches someone is changing.
  const form = useForm<SettingsFormInput, unknown, SettingsFormOutput>({
    resolver: zodResolver(settingsForm),
    values: settings.data && toFormValues(settings.data),
    resetOptions: { keepDirtyValues: true },
  });
  const fieldError = (name: "mapTileUrl" | "mapAttribution") => form.formState.errors[name]?.message;
  // The version the person started from: the form follows the server until they change something.
  const startedAt = useRef(0);
  if (!form.formState.isDirty && settings.data) startedAt.current = settings.data.version;
  // Another admin (or the super admin) may switch the same thing at the same moment: only what
  // changed goes up, and a switch they changed too asks first (decision 036).
  const versioned = useVersionedSave<SettingsFormInput, SettingsFormOutput>({
    form,
    loadedVersion: startedAt.current,
    latest: async () => {
      const now = await getSettings(orgId);
      return { values: toFormValues(now), version: now.version };
    },
    label: (name) => t(`settings.${name}.label`),
    show: (name, value) =>
      name === "reportLanguage"
        ? t(`common:languages.${String(value)}`)
        : name === "triageSystem"
          ? t(`settings.triageSystem.options.${String(value)}`)
          : null,
    send: (changed, version) => mutation.mutate({ ...changed, version }),
    unchanged: () => undefined,
  });

  const mutation = useSaveSettings(orgId, {
    onSuccess: (saved) => {
      toast.success(t("common:toasts.saved"));
      form.reset(toFormValues(saved), SAVED);
      onSaved?.();
    },
    onError: async (error) => {
      if (await versioned.onError(error)) return;
      toast.error(t("common:toasts.saveFailed"), { description: errorMessage(error) });
    },
  });

  if (settings.isPending) {
    return (
      <div className="flex justify-center py-8" role="status">
        <Spinner className="text-brand-700" />
        <span className="sr-only">{t("common:loading")}</span>
      </div>
    );
  }
  if (settings.isError) {
    return (
      <div className="flex flex-col items-start gap-3 py-4 text-sm text-slate-700">
        <p>{errorMessage(settings.error)}</p>
        <Button variant="outline" size="sm" onClick={() => settings.refetch()}>
          {t("common:actions.retry")}
        </Button>
      </div>
    );
  }

  const switchRow = (name: SwitchName) => (
    <li key={name} className="flex items-start justify-between gap-4 py-3.5">
      <div className="min-w-0">
        <label htmlFor={`setting-${name}`} className="text-sm font-medium text-slate-900">
          {t(`settings.${name}.label`)}
        </label>
        <p className="mt-0.5 text-sm text-slate-600">{t(`settings.${name}.description`)}</p>
        {plan === "free" && NEEDS_SMS.has(name) && (
          <p className="mt-1 text-xs font-medium text-amber-700">{t("settings.premiumOnly")}</p>
        )}
      </div>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Switch
            id={`setting-${name}`}
            checked={!!field.value}
            onCheckedChange={field.onChange}
            // The free plan has no SMS: the server refuses these switches, so they stay off here.
            disabled={plan === "free" && NEEDS_SMS.has(name)}
            data-testid={`setting-${name}`}
          />
        )}
      />
    </li>
  );
  const selectRow = (name: SelectName, options: readonly string[], word: (option: string) => string) => (
    <li key={name} className="flex flex-wrap items-start justify-between gap-4 py-3.5">
      {/* Wide enough to read: on a phone the select goes below the words instead of squeezing them. */}
      <div className="min-w-48 flex-1">
        <label htmlFor={`setting-${name}`} className="text-sm font-medium text-slate-900">
          {t(`settings.${name}.label`)}
        </label>
        <p className="mt-0.5 text-sm text-slate-600">{t(`settings.${name}.description`)}</p>
      </div>
      <NativeSelect
        id={`setting-${name}`}
        className="w-full sm:w-56"
        {...form.register(name)}
        data-testid={`setting-${name}`}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {word(option)}
          </option>
        ))}
      </NativeSelect>
    </li>
  );
  const selectRows: Record<SelectName, () => ReactElement> = {
    reportLanguage: () => selectRow("reportLanguage", LANGUAGES, (language) => t(`common:languages.${language}`)),
    triageSystem: () =>
      selectRow("triageSystem", TRIAGE_SYSTEMS, (system) => t(`settings.triageSystem.options.${system}`)),
  };
  const mapTilesRow = (
    <li key="mapTiles" className="flex flex-col gap-3 py-3.5">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-900">{t("settings.mapTiles.label")}</p>
        <p className="mt-0.5 text-sm break-words text-slate-600">{t("settings.mapTiles.description")}</p>
      </div>
      <FormField id="setting-mapTileUrl" label={t("settings.mapTileUrl.label")} error={fieldError("mapTileUrl")}>
        <Input
          id="setting-mapTileUrl"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={t("settings.mapTileUrl.placeholder")}
          aria-invalid={!!fieldError("mapTileUrl")}
          {...form.register("mapTileUrl")}
          data-testid="setting-mapTileUrl"
        />
      </FormField>
      <FormField
        id="setting-mapAttribution"
        label={t("settings.mapAttribution.label")}
        hint={t("settings.mapAttribution.hint")}
        error={fieldError("mapAttribution")}
      >
        <Input
          id="setting-mapAttribution"
          autoComplete="off"
          placeholder={t("settings.mapAttribution.placeholder")}
          aria-invalid={!!fieldError("mapAttribution")}
          {...form.register("mapAttribution")}
          data-testid="setting-mapAttribution"
        />
      </FormField>
    </li>
  );

  return (
    <form noValidate onSubmit={form.handleSubmit(versioned.submit)} data-testid="organization-settings-form">
      {versioned.dialog}
      <div className="flex flex-col gap-6">
        {GROUPS.map((group) => (
          <fieldset key={group.key} className="min-w-0" data-testid={`settings-group-${group.key}`}>
            <legend className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
              {t(`settings.groups.${group.key}.title`)}
            </legend>
            <p className="mt-0.5 text-sm text-slate-600">{t(`settings.groups.${group.key}.description`)}</p>
            {group.key === "communication" && plan === "free" && (
              <Alert className="mt-3" data-testid="settings-free-plan-sms">
                {t("settings.freePlanSms")}
              </Alert>
            )}
            <ul className="mt-1 divide-y divide-slate-100 border-t border-slate-100">
              {group.items.map((item) =>
                item === "mapTiles"
                  ? mapTilesRow
                  : item === "reportLanguage" || item === "triageSystem"
                    ? selectRows[item]()
                    : switchRow(item),
              )}
            </ul>
          </fieldset>
        ))}
      </div>
      <div className="mt-4 flex justify-end">
        <Button
          type="submit"
          loading={mutation.isPending}
          disabled={!form.formState.isDirty}
          data-testid="organization-settings-save"
        >
          {t("common:actions.save")}
        </Button>
      </div>
    </form>
  );
}
