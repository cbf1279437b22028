import { toSystemName } from "@hulppost/shared/organizations";
import { useEffect, useRef } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";

interface OrganizationFieldValues {
  displayName: string;
  name?: string;
  contactEmail?: string | null;
  contactPhone?: string | null;
}

/**
 * Display name, system name and contact details: the organisator's create dialog and the super
 * admin's create and edit dialogs share them. The system name follows the display name
 * ("Rode Kruis Gent" → rode_kruis_gent) until the person edits it themselves.
 */
export function OrganizationFields<T extends FieldValues & OrganizationFieldValues, TOut extends FieldValues = T>({
  form,
  withSystemName,
  idPrefix = "org-",
}: {
  form: UseFormReturn<T, unknown, TOut>;
  withSystemName: boolean;
  idPrefix?: string;
}) {
  const { t } = useTranslation("organizations");
  const { errors } = form.formState;
  const field = (name: keyof OrganizationFieldValues) => name as Path<T>;
  const id = (name: string) => `${idPrefix}${name}`;
  const nameEdited = useRef(false);
  const displayName = form.watch(field("displayName")) as string | undefined;

  useEffect(() => {
    if (!withSystemName || nameEdited.current) return;
    // After a first submit the field's message must follow the new value, not linger.
    form.setValue("name" as Path<T>, toSystemName(displayName ?? "") as PathValue<T, Path<T>>, {
      shouldValidate: form.formState.isSubmitted,
    });
  }, [displayName, withSystemName, form]);

  const error = (name: keyof OrganizationFieldValues) => errors[name]?.message as string | undefined;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        id={id("displayName")}
        label={t("fields.displayName")}
        error={error("displayName")}
        hint={t("fields.displayNameHint")}
        required
        className="sm:col-span-2"
      >
        <Input
          id={id("displayName")}
          autoComplete="organization"
          aria-invalid={!!errors.displayName}
          data-testid="organization-display-name"
          {...form.register(field("displayName"))}
        />
      </FormField>
      {withSystemName && (
        <FormField
          id={id("name")}
          label={t("fields.name")}
          error={error("name")}
          hint={t("fields.nameHint")}
          required
          className="sm:col-span-2"
        >
          <Input
            id={id("name")}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            aria-invalid={!!errors.name}
            data-testid="organization-system-name"
            {...form.register(field("name"), {
              // Emptying the field hands it back to the display name.
              onChange: (event) => {
                nameEdited.current = event.target.value !== "";
              },
            })}
          />
        </FormField>
      )}
      <FormField id={id("contactEmail")} label={t("fields.contactEmail")} error={error("contactEmail")}>
        <Input
          id={id("contactEmail")}
          type="email"
          inputMode="email"
          autoComplete="email"
          aria-invalid={!!errors.contactEmail}
          {...form.register(field("contactEmail"))}
        />
      </FormField>
      <FormField id={id("contactPhone")} label={t("fields.contactPhone")} error={error("contactPhone")}>
        <Input
          id={id("contactPhone")}
          type="tel"
          autoComplete="tel"
          aria-invalid={!!errors.contactPhone}
          {...form.register(field("contactPhone"))}
        />
      </FormField>
    </div>
  );
}
