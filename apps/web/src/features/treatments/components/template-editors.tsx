import { TEMPLATE_LIMITS } from "@hulppost/shared/treatments";
import { ArrowDown, ArrowUp, type LucideIcon, Plus, X } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { type FieldArray, type UseFieldArrayReturn, type UseFormReturn, useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { useFieldMessage } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import type { TemplateFormValues } from "../template-form-values";

type Form = UseFormReturn<TemplateFormValues>;
type ListName = "steps" | "medications" | "equipment";
type Rows<N extends ListName> = UseFieldArrayReturn<TemplateFormValues, N>;

/** How a list's rows start their ids and test ids: `template-step-0`, `template-step-add`. */
const ROW_ID: Record<ListName, string> = {
  steps: "template-step",
  medications: "template-medication",
  equipment: "template-equipment",
};

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

/**
 * What the three lists of a template have in common: a titled group, a line while it is empty, the
 * rows, the list's own error (such as too many rows), and an add button that stops at the
 * contract's limit and puts the cursor in the new row.
 */
function ListEditor<N extends ListName>({
  form,
  name,
  texts,
  ordered = false,
  listClassName,
  newRow,
  focusField,
  renderRow,
}: {
  form: Form;
  name: N;
  texts: { title: string; hint?: string; empty: string; add: string };
  /** Steps are done in order, so they are a numbered list. */
  ordered?: boolean;
  listClassName: string;
  newRow: FieldArray<TemplateFormValues, N>;
  /** The new row's field that gets the cursor. */
  focusField: keyof FieldArray<TemplateFormValues, N> & string;
  renderRow: (index: number, rows: Rows<N>) => ReactNode;
}) {
  const rows = useFieldArray<TemplateFormValues, N>({ control: form.control, name });
  const errors = form.formState.errors[name];
  const List = ordered ? "ol" : "ul";
  const count = rows.fields.length;
  return (
    <Group id={`template-${name}`} title={texts.title} hint={texts.hint}>
      {count === 0 && <p className="text-sm text-slate-500">{texts.empty}</p>}
      <List className={listClassName}>
        {rows.fields.map((field, index) => (
          <Fragment key={field.id}>{renderRow(index, rows)}</Fragment>
        ))}
      </List>
      <FieldError id={`template-${name}-error`} message={errors?.message ?? errors?.root?.message} />
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="self-start"
        disabled={count >= TEMPLATE_LIMITS[name]}
        onClick={() => rows.append(newRow, { focusName: `${name}.${count}.${focusField}` })}
        data-testid={`${ROW_ID[name]}-add`}
      >
        <Plus className="h-4 w-4" aria-hidden />
        {texts.add}
      </Button>
    </Group>
  );
}

/**
 * A row of one line of text (a step, a thing to bring) with its remove button; a numbered row also
 * gets its number and buttons to move it up or down (no dragging on a phone).
 */
function TextRow({
  form,
  name,
  index,
  rows,
  labels,
  moveLabels,
}: {
  form: Form;
  name: "steps" | "equipment";
  index: number;
  rows: Rows<"steps" | "equipment">;
  labels: { field: string; remove: string };
  /** Only for a numbered row. */
  moveLabels?: { up: string; down: string };
}) {
  const error = form.formState.errors[name]?.[index]?.text?.message;
  const numbered = moveLabels !== undefined;
  const errorId = `${ROW_ID[name]}-${index}-error`;
  const last = rows.fields.length - 1;
  const buttons: { action: string; label: string; icon: LucideIcon; disabled?: boolean; onClick: () => void }[] = [
    ...(moveLabels
      ? [
          {
            action: "up",
            label: moveLabels.up,
            icon: ArrowUp,
            disabled: index === 0,
            onClick: () => rows.move(index, index - 1),
          },
          {
            action: "down",
            label: moveLabels.down,
            icon: ArrowDown,
            disabled: index === last,
            onClick: () => rows.move(index, index + 1),
          },
        ]
      : []),
    { action: "remove", label: labels.remove, icon: X, onClick: () => rows.remove(index) },
  ];
  return (
    <li className="flex flex-col gap-1">
      <div className="flex items-center gap-1">
        {numbered && (
          <span className="w-6 shrink-0 text-right text-sm font-medium text-slate-500" aria-hidden>
            {index + 1}.
          </span>
        )}
        <Input
          aria-label={labels.field}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          data-testid={`${ROW_ID[name]}-${index}`}
          {...form.register(`${name}.${index}.text`)}
        />
        {buttons.map(({ action, label, icon: Icon, disabled, onClick }) => (
          <Button
            key={action}
            type="button"
            size="icon"
            variant="ghost"
            className={cn(iconButton, action === "remove" && "text-slate-500 hover:text-red-700")}
            disabled={disabled}
            onClick={onClick}
            aria-label={label}
            data-testid={`${ROW_ID[name]}-${action}-${index}`}
          >
            <Icon className="h-4 w-4" aria-hidden />
          </Button>
        ))}
      </div>
      {/* Under the field, past the number. */}
      <div className={numbered ? "pl-7" : undefined}>
        <FieldError id={errorId} message={error} />
      </div>
    </li>
  );
}

/** A list of lines of text; numbered lines (the steps) can also be moved. */
function TextListEditor({
  form,
  name,
  texts,
  labels,
  moveLabels,
}: {
  form: Form;
  name: "steps" | "equipment";
  texts: { title: string; hint?: string; empty: string; add: string };
  labels: (n: number) => { field: string; remove: string };
  moveLabels?: (n: number) => { up: string; down: string };
}) {
  return (
    <ListEditor
      form={form}
      name={name}
      ordered={moveLabels !== undefined}
      listClassName="flex flex-col gap-2"
      texts={texts}
      newRow={{ text: "" }}
      focusField="text"
      renderRow={(index, rows) => (
        <TextRow
          form={form}
          name={name}
          index={index}
          rows={rows}
          labels={labels(index + 1)}
          moveLabels={moveLabels?.(index + 1)}
        />
      )}
    />
  );
}

/** The steps in the order they are done: add, remove, move up or down. */
export function StepsEditor({ form }: { form: Form }) {
  const { t } = useTranslation("treatments");
  return (
    <TextListEditor
      form={form}
      name="steps"
      texts={{ title: t("form.steps"), hint: t("form.stepsHint"), empty: t("form.noSteps"), add: t("form.addStep") }}
      labels={(n) => ({ field: t("form.step", { n }), remove: t("form.removeStep", { n }) })}
      moveLabels={(n) => ({ up: t("form.moveUp", { n }), down: t("form.moveDown", { n }) })}
    />
  );
}

const MEDICATION_PARTS = ["name", "dosage", "frequency", "route"] as const;

/** One row per medication: the name is required; dosage, frequency and route as written. */
export function MedicationsEditor({ form }: { form: Form }) {
  const { t } = useTranslation("treatments");
  return (
    <ListEditor
      form={form}
      name="medications"
      listClassName="flex flex-col gap-3"
      texts={{ title: t("form.medications"), empty: t("form.noMedications"), add: t("form.addMedication") }}
      newRow={{ name: "", dosage: "", frequency: "", route: "" }}
      focusField="name"
      renderRow={(index, rows) => {
        const n = index + 1;
        return (
          <li
            className="flex flex-col gap-2 rounded-lg border border-slate-200 p-2.5"
            aria-label={t("form.medication.label", { n })}
          >
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-[2fr_1fr_1fr_1fr]">
              {MEDICATION_PARTS.map((part) => {
                const error = form.formState.errors.medications?.[index]?.[part]?.message;
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
              onClick={() => rows.remove(index)}
              data-testid={`template-medication-remove-${index}`}
            >
              <X className="h-4 w-4" aria-hidden />
              {t("form.medication.remove", { n })}
            </Button>
          </li>
        );
      }}
    />
  );
}

/** What to bring to the patient, one thing a line. */
export function EquipmentEditor({ form }: { form: Form }) {
  const { t } = useTranslation("treatments");
  return (
    <TextListEditor
      form={form}
      name="equipment"
      texts={{ title: t("form.equipment"), empty: t("form.noEquipment"), add: t("form.addEquipment") }}
      labels={(n) => ({ field: t("form.equipmentItem", { n }), remove: t("form.removeEquipment", { n }) })}
    />
  );
}
