import { ASSET_LIMITS, ASSET_STATUSES, ASSET_TYPES, type AssetView } from "@hulppost/shared/infrastructure";
import { Controller, type UseFormReturn, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { SwitchRow } from "../../../components/ui/checkbox";
import { useVersionedSave } from "../../../components/ui/conflict-dialog";
import { DateField } from "../../../components/ui/date-field";
import { Dialog, DialogContent, FormDialogFooter } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input, NativeSelect, Textarea } from "../../../components/ui/input";
import { useErrorMessage } from "../../../lib/use-error-message";
import { applyFieldErrors } from "../../../lib/use-form-errors";
import { useCreateAsset } from "../api/create-asset";
import { getAsset } from "../api/get-asset";
import { useUpdateAsset } from "../api/update-asset";
import { type AssetFormOutput, type AssetFormValues, assetFormResolver, toFormValues } from "../asset-form-values";

type TextField = Exclude<keyof AssetFormValues, "active">;

function useField(form: UseFormReturn<AssetFormValues, unknown, AssetFormOutput>) {
  const { errors } = form.formState;
  return (name: TextField) => ({
    id: `asset-${name}`,
    "aria-invalid": !!errors[name],
    "aria-describedby": errors[name] ? `asset-${name}-error` : undefined,
    "data-testid": `asset-${name}`,
    ...form.register(name),
  });
}

/** A maintenance date in the app's own field (day first on every device). */
function MaintenanceDate({
  form,
  name,
}: {
  form: UseFormReturn<AssetFormValues, unknown, AssetFormOutput>;
  name: "lastMaintenanceOn" | "nextMaintenanceOn";
}) {
  const { errors } = form.formState;
  return (
    <DateField
      control={form.control}
      name={name}
      mode="date"
      id={`asset-${name}`}
      aria-invalid={!!errors[name]}
      aria-describedby={errors[name] ? `asset-${name}-error` : undefined}
      data-testid={`asset-${name}`}
    />
  );
}

function AssetForm({ orgId, asset, onDone }: { orgId: string; asset?: AssetView; onDone: (saved: AssetView) => void }) {
  const { t } = useTranslation("infrastructure");
  const errorMessage = useErrorMessage();
  const form = useForm<AssetFormValues, unknown, AssetFormOutput>({
    resolver: assetFormResolver,
    defaultValues: toFormValues(asset ?? null),
  });
  const { errors } = form.formState;
  const field = useField(form);
  // Only what the admin changed goes up, with the version the form was loaded from: a colleague's
  // save of the same fields asks first, of other fields stays (decision 036).
  const versioned = useVersionedSave<AssetFormValues, AssetFormOutput>({
    form,
    loadedVersion: asset?.version ?? 0,
    latest: async () => {
      const now = await getAsset(orgId, asset?.id ?? "");
      return { values: toFormValues(now), version: now.version };
    },
    label: (name) => t(`form.${name.replace(/MaintenanceOn$/, "Maintenance")}`),
    send: (changed, version) => update.mutate({ ...changed, version }),
    unchanged: () => asset && onDone(asset),
  });
  const callbacks = {
    onSuccess: (saved: AssetView) => {
      toast.success(t(asset ? "toasts.updated" : "toasts.created"), { description: saved.name });
      onDone(saved);
    },
    onError: async (error: Error) => {
      if (asset && (await versioned.onError(error))) return;
      applyFieldErrors(error, form.setError);
      toast.error(t("toasts.saveFailed"), { description: errorMessage(error) });
    },
  };
  // A new asset is sent whole; a change only with what changed (above).
  const create = useCreateAsset(orgId, callbacks);
  const update = useUpdateAsset(orgId, asset?.id ?? "", callbacks);
  const save = asset ? update : create;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => (asset ? versioned.submit(values) : create.mutate(values)))}
      className="flex flex-col gap-5"
      data-testid="asset-form"
    >
      {versioned.dialog}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t("form.general")}</legend>
        <FormField
          id="asset-name"
          label={t("form.name")}
          error={errors.name?.message}
          required
          className="sm:col-span-2"
        >
          <Input autoComplete="off" maxLength={ASSET_LIMITS.name} {...field("name")} />
        </FormField>
        <FormField id="asset-type" label={t("form.type")} error={errors.type?.message}>
          <NativeSelect {...field("type")}>
            {ASSET_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id="asset-status"
          label={t("form.status")}
          hint={t("form.statusHint")}
          error={errors.status?.message}
        >
          <NativeSelect {...field("status")}>
            {ASSET_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="asset-homeLocation" label={t("form.homeLocation")} error={errors.homeLocation?.message}>
          <Input placeholder={t("form.homeLocationExample")} {...field("homeLocation")} />
        </FormField>
        <FormField
          id="asset-capacity"
          label={t("form.capacity")}
          hint={t("form.capacityHint")}
          error={errors.capacity?.message}
        >
          <Input type="number" inputMode="numeric" min={0} step={1} {...field("capacity")} />
        </FormField>
        <FormField
          id="asset-description"
          label={t("form.description")}
          error={errors.description?.message}
          className="sm:col-span-2"
        >
          <Textarea className="min-h-16" {...field("description")} />
        </FormField>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t("form.identification")}</legend>
        <FormField id="asset-licencePlate" label={t("form.licencePlate")} error={errors.licencePlate?.message}>
          <Input autoCapitalize="characters" placeholder={t("form.licencePlateExample")} {...field("licencePlate")} />
        </FormField>
        <FormField id="asset-vin" label={t("form.vin")} hint={t("form.vinHint")} error={errors.vin?.message}>
          <Input autoCapitalize="characters" {...field("vin")} />
        </FormField>
        <FormField id="asset-serialNumber" label={t("form.serialNumber")} error={errors.serialNumber?.message}>
          <Input {...field("serialNumber")} />
        </FormField>
        <FormField id="asset-manufacturer" label={t("form.manufacturer")} error={errors.manufacturer?.message}>
          <Input {...field("manufacturer")} />
        </FormField>
        <FormField id="asset-model" label={t("form.model")} error={errors.model?.message}>
          <Input {...field("model")} />
        </FormField>
        <FormField id="asset-year" label={t("form.year")} error={errors.year?.message}>
          <Input type="number" inputMode="numeric" step={1} {...field("year")} />
        </FormField>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t("form.maintenance")}</legend>
        <FormField
          id="asset-lastMaintenanceOn"
          label={t("form.lastMaintenance")}
          error={errors.lastMaintenanceOn?.message}
        >
          <MaintenanceDate form={form} name="lastMaintenanceOn" />
        </FormField>
        <FormField
          id="asset-nextMaintenanceOn"
          label={t("form.nextMaintenance")}
          hint={t("form.nextMaintenanceHint")}
          error={errors.nextMaintenanceOn?.message}
        >
          <MaintenanceDate form={form} name="nextMaintenanceOn" />
        </FormField>
      </fieldset>
      <Controller
        control={form.control}
        name="active"
        render={({ field: active }) => (
          <SwitchRow
            id="asset-active"
            label={t("form.active")}
            hint={t("form.activeHint")}
            checked={active.value ?? true}
            onCheckedChange={active.onChange}
            testId="asset-active"
          />
        )}
      />
      <FormDialogFooter
        className="mt-0"
        submitLabel={asset ? t("common:actions.save") : t("form.create")}
        saving={save.isPending}
        testId="asset-save"
      />
    </form>
  );
}

/** Adds an asset or changes one: every field of the asset, in three groups; scrolls on a phone. */
export function AssetFormDialog({
  orgId,
  asset,
  onClose,
  onSaved,
}: {
  orgId: string;
  asset?: AssetView;
  onClose: () => void;
  onSaved?: (saved: AssetView) => void;
}) {
  const { t } = useTranslation("infrastructure");
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-2xl"
        title={asset ? t("form.editTitle") : t("form.createTitle")}
        data-testid="asset-dialog"
        // A click beside a half-filled form must not throw it away.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <AssetForm
          orgId={orgId}
          asset={asset}
          onDone={(saved) => {
            onSaved?.(saved);
            onClose();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
