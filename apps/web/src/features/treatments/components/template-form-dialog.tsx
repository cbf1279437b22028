import { zodResolver } from "@hookform/resolvers/zod";
import type { CategoryView, TemplateView } from "@hulppost/shared/treatments";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { SwitchRow } from "../../../components/ui/checkbox";
import { useVersionedSave } from "../../../components/ui/conflict-dialog";
import { Dialog, DialogContent, FormDialogFooter } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input, NativeSelect, Textarea } from "../../../components/ui/input";
import { useErrorMessage } from "../../../lib/use-error-message";
import { applyFieldErrors } from "../../../lib/use-form-errors";
import { useCreateTemplate } from "../api/create-template";
import { getTemplate } from "../api/get-template";
import { useUpdateTemplate } from "../api/update-template";
import {
  partialPayload,
  type TemplateFormOutput,
  type TemplateFormValues,
  templateForm,
  toFormValues,
  toPayload,
} from "../template-form-values";
import { useCategoryName } from "../use-category-name";
import { EquipmentEditor, MedicationsEditor, StepsEditor } from "./template-editors";

function TemplateForm({
  orgId,
  template,
  categories,
  defaultCategoryId,
  onDone,
}: {
  orgId: string;
  template?: TemplateView;
  categories: CategoryView[];
  defaultCategoryId?: string;
  onDone: () => void;
}) {
  const { t } = useTranslation("treatments");
  const nameOf = useCategoryName();
  const errorMessage = useErrorMessage();
  const form = useForm<TemplateFormValues, unknown, TemplateFormOutput>({
    resolver: zodResolver(templateForm),
    defaultValues: toFormValues(template ?? null, defaultCategoryId),
  });
  const { errors } = form.formState;
  // Only what the admin changed goes up, with the version the form was loaded from: a colleague's
  // save of the same fields asks first, of other fields stays (decision 036).
  const versioned = useVersionedSave<TemplateFormValues, TemplateFormOutput>({
    form,
    loadedVersion: template?.version ?? 0,
    latest: async () => {
      const now = await getTemplate(orgId, template?.id ?? "");
      return { values: toFormValues(now), version: now.version };
    },
    label: (name) => t(`form.${name === "categoryId" ? "category" : name}`),
    show: (name, value) => {
      if (name === "categoryId") {
        const category = categories.find((one) => one.id === value);
        return category ? nameOf(category) : null;
      }
      if (typeof value === "object" && value !== null && "text" in value) return String(value.text);
      if (typeof value === "object" && value !== null && "name" in value)
        return [value.name, ...Object.entries(value).flatMap(([k, v]) => (k !== "name" && v ? [String(v)] : []))].join(
          " ",
        );
      return null;
    },
    send: (changed, version) => {
      if (template) update.mutate({ id: template.id, changes: { ...partialPayload(changed), version } });
    },
    unchanged: onDone,
  });
  const callbacks = {
    onSuccess: (saved: TemplateView) => {
      toast.success(t(template ? "toasts.templateUpdated" : "toasts.templateCreated"), { description: saved.name });
      onDone();
    },
    onError: async (error: Error) => {
      if (template && (await versioned.onError(error))) return;
      applyFieldErrors(error, form.setError);
      toast.error(t("toasts.saveFailed"), { description: errorMessage(error) });
    },
  };
  const create = useCreateTemplate(orgId, callbacks);
  const update = useUpdateTemplate(orgId, callbacks);
  const field = (name: "name" | "categoryId" | "description" | "templateText") => ({
    id: `template-${name}`,
    "aria-invalid": !!errors[name],
    "aria-describedby": errors[name] ? `template-${name}-error` : undefined,
    "data-testid": `template-${name}`,
    ...form.register(name),
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => (template ? versioned.submit(values) : create.mutate(toPayload(values))))}
      className="flex flex-col gap-5"
      data-testid="template-form"
    >
      {versioned.dialog}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="template-name" label={t("form.name")} error={errors.name?.message} required>
          <Input autoComplete="off" {...field("name")} />
        </FormField>
        <FormField id="template-categoryId" label={t("form.category")} error={errors.categoryId?.message} required>
          <NativeSelect {...field("categoryId")}>
            <option value="">{t("form.chooseCategory")}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.active ? nameOf(category) : t("form.inactiveCategory", { name: nameOf(category) })}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id="template-description"
          label={t("form.description")}
          hint={t("form.descriptionHint")}
          error={errors.description?.message}
          className="sm:col-span-2"
        >
          <Textarea className="min-h-16" {...field("description")} />
        </FormField>
        <FormField
          id="template-templateText"
          label={t("form.templateText")}
          hint={t("form.templateTextHint")}
          error={errors.templateText?.message}
          className="sm:col-span-2"
        >
          <Textarea className="min-h-16" {...field("templateText")} />
        </FormField>
      </div>
      <StepsEditor form={form} />
      <MedicationsEditor form={form} />
      <EquipmentEditor form={form} />
      <Controller
        control={form.control}
        name="active"
        render={({ field: active }) => (
          <SwitchRow
            id="template-active"
            label={t("form.active")}
            hint={t("form.activeHint")}
            checked={active.value ?? true}
            onCheckedChange={active.onChange}
            testId="template-active"
          />
        )}
      />
      <FormDialogFooter
        className="mt-0"
        submitLabel={template ? t("common:actions.save") : t("form.create")}
        saving={create.isPending || update.isPending}
        testId="template-save"
      />
    </form>
  );
}

/** Writes a new template or changes one: a wide dialog, scrolling on a phone. */
export function TemplateFormDialog({
  orgId,
  template,
  categories,
  defaultCategoryId,
  onClose,
}: {
  orgId: string;
  template?: TemplateView;
  categories: CategoryView[];
  defaultCategoryId?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("treatments");
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-2xl"
        title={template ? t("form.editTitle") : t("form.createTitle")}
        data-testid="template-dialog"
        // A click beside a half-written protocol must not throw it away.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <TemplateForm
          orgId={orgId}
          template={template}
          categories={categories}
          defaultCategoryId={defaultCategoryId}
          onDone={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}
