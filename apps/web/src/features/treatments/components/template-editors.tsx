import { TEMPLATE_LIMITS } from "@hulppost/shared/treatments";
import { ArrowDown, ArrowUp, Plus, X } from "lucide-react";
import type { ReactNode } from "react";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { useFieldMessage } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import type { TemplateFormValues } from "../template-form-values";

type Form = UseFormReturn<TemplateFormValues>;

function Group({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2" aria-labelledby={`${id}-legend`}>
      <legend id={`${id}-legend`} className="text-sm font-medium text-slate-900">
        {title}
      </legend>
      {hint && <p className="-mt-1 text-xs text-slate-500">{hint}</p>}
      {children}
    </fieldset>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const text = useFieldMessage()(message);
  if (!text) return null;
  return (
    <p id={id} role="alert" className="text-xs font-medium text-red-600">
      {text}
    </p>
  );
}

const iconButton = "h-9 w-9 shrink-0";

/** The steps in the order they are done: add, remove, move up or down (no dragging on a phone). */
export function StepsEditor({ form }: { form: Form }) {
  const { t } = useTranslation("treatments");
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: "steps" });
  const errors = form.formState.errors.steps;
  return (
    <Group id="template-steps" title={t("form.steps")} hint={t("form.stepsHint")}>
      {fields.length === 0 && <p className="text-sm text-slate-500">{t("form.noSteps")}</p>}
      <ol className="flex flex-col gap-2">
        {fields.map((field, index) => {
          const n = index + 1;
          const error = errors?.[index]?.text?.message;
          return (
            <li key={field.id} className="flex flex-col gap-1">
              <div className="flex items-center gap-1">
                <span className="w-6 shrink-0 text-right text-sm font-medium text-slate-500" aria-hidden>
                  {n}.
                </span>
                <Input
                  aria-label={t("form.step", { n })}
                  aria-invalid={!!error}
                  aria-describedby={error ? `template-step-${index}-error` : undefined}
                  data-testid={`template-step-${index}`}
                  {...form.register(`steps.${index}.text`)}
                />
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  className={iconButton}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={t("form.moveUp", { n })}
                  data-testid={`template-step-up-${index}`}
                >
                  <ArrowUp className="h-4 w-4" aria-hidden />
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  className={iconButton}
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={t("form.moveDown", { n })}
                  data-testid={`template-step-down-${index}`}
                >
                  <ArrowDown className="h-4 w-4" aria-hidden />
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  className={`${iconButton} text-slate-500 hover:text-red-700`}
                  onClick={() => remove(index)}
                  aria-label={t("form.removeStep", { n })}
                  data-testid={`template-step-remove-${index}`}
                >
                  <X className="h-4 w-4" aria-hidden />
                </Button>
              </div>
              <div className="pl-7">
                <FieldError id={`template-step-${index}-error`} message={error} />
              </div>
            </li>
          );
        })}
      </ol>
      <FieldError id="template-steps-error" message={errors?.message ?? errors?.root?.message} />
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="self-start"
        disabled={fields.length >= TEMPLATE_LIMITS.steps}
        onClick={() => append({ text: "" }, { shouldFocus: true })}
        data-testid="template-step-add"
      >
        <Plus className="h-4 w-4" aria-hidden />
        {t("form.addStep")}
      </Button>
    </Group>
  );
}

/** One row per medication: the name is required; dosage, frequency and route as written. */
export function MedicationsEditor({ form }: { form: Form }) {
  const { t } = useTranslation("treatments");
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "medications" });
  const errors = form.formState.errors.medications;
  const parts = ["name", "dosage", "frequency", "route"] as const;
  return (
    <Group id="template-medications" title={t("form.medications")}>
      {fields.length === 0 && <p className="text-sm text-slate-500">{t("form.noMedications")}</p>}
      <ul className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const n = index + 1;
          return (
            <li
              key={field.id}
              className="flex flex-col gap-2 rounded-lg border border-slate-200 p-2.5"
              aria-label={t("form.medication.label", { n })}
            >
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-[2fr_1fr_1fr_1fr]">
                {parts.map((part) => {
                  const error = errors?.[index]?.[part]?.message;
                  const id = `template-medication-${index}-${part}`;
                  return (
                    <div key={part} className={part === "name" ? "col-span-2 sm:col-span-1" : undefined}>
                      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
                        {t(`form.medication.${part}`)}
                      </label>
                      <Input
                        id={id}
                        className="h-9"
                        placeholder={t(`form.medication.${part}Placeholder`)}
                        aria-invalid={!!error}
                        aria-describedby={error ? `${id}-error` : undefined}
                        data-testid={id}
                        {...form.register(`medications.${index}.${part}`)}
                      />
                      <FieldError id={`${id}-error`} message={error} />
                    </div>
                  );
                })}
              </div>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                className="self-end text-slate-500 hover:text-red-700"
                onClick={() => remove(index)}
                data-testid={`template-medication-remove-${index}`}
              >
                <X className="h-4 w-4" aria-hidden />
                {t("form.medication.remove", { n })}
              </Button>
            </li>
          );
        })}
      </ul>
      <FieldError id="template-medications-error" message={errors?.message ?? errors?.root?.message} />
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="self-start"
        disabled={fields.length >= TEMPLATE_LIMITS.medications}
        onClick={() =>
          append({ name: "", dosage: "", frequency: "", route: "" }, { focusName: `medications.${fields.length}.name` })
        }
        data-testid="template-medication-add"
      >
        <Plus className="h-4 w-4" aria-hidden />
        {t("form.addMedication")}
      </Button>
    </Group>
  );
}

/** What to bring to the patient, one thing a line. */
export function EquipmentEditor({ form }: { form: Form }) {
  const { t } = useTranslation("treatments");
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "equipment" });
  const errors = form.formState.errors.equipment;
  return (
    <Group id="template-equipment" title={t("form.equipment")}>
      {fields.length === 0 && <p className="text-sm text-slate-500">{t("form.noEquipment")}</p>}
      <ul className="flex flex-col gap-2">
        {fields.map((field, index) => {
          const n = index + 1;
          const error = errors?.[index]?.text?.message;
          return (
            <li key={field.id} className="flex flex-col gap-1">
              <div className="flex items-center gap-1">
                <Input
                  aria-label={t("form.equipmentItem", { n })}
                  aria-invalid={!!error}
                  aria-describedby={error ? `template-equipment-${index}-error` : undefined}
                  data-testid={`template-equipment-${index}`}
                  {...form.register(`equipment.${index}.text`)}
                />
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  className={`${iconButton} text-slate-500 hover:text-red-700`}
                  onClick={() => remove(index)}
                  aria-label={t("form.removeEquipment", { n })}
                >
                  <X className="h-4 w-4" aria-hidden />
                </Button>
              </div>
              <FieldError id={`template-equipment-${index}-error`} message={error} />
            </li>
          );
        })}
      </ul>
      <FieldError id="template-equipment-error" message={errors?.message ?? errors?.root?.message} />
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="self-start"
        disabled={fields.length >= TEMPLATE_LIMITS.equipment}
        onClick={() => append({ text: "" }, { shouldFocus: true })}
        data-testid="template-equipment-add"
      >
        <Plus className="h-4 w-4" aria-hidden />
        {t("form.addEquipment")}
      </Button>
    </Group>
  );
}
