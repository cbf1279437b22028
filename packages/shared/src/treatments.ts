import { z } from "zod";
import { atLeastOneField, editVersion, optionalText, requiredText, searchText } from "./validation";

// ─── Categories ──────────────────────────────────────────────────────────────────────────────

/** The seven categories every organisation has; the web translates their keys. */
export const BUILT_IN_CATEGORIES = [
  "emergency",
  "cardiac",
  "respiratory",
  "trauma",
  "pediatric",
  "obstetric",
  "other",
] as const;
export type BuiltInCategory = (typeof BUILT_IN_CATEGORIES)[number];

export const CATEGORY_NAME_MAX_LENGTH = 100;

export const categoryBody = z.object({ name: requiredText(CATEGORY_NAME_MAX_LENGTH) });
export type CategoryInput = z.input<typeof categoryBody>;

/** A rename (own categories only) or a switch on or off (built-ins too); only what is named changes. */
export const categoryUpdateBody = atLeastOneField(
  z.object({ name: requiredText(CATEGORY_NAME_MAX_LENGTH), active: z.boolean() }).partial(),
);
export type CategoryUpdateInput = z.input<typeof categoryUpdateBody>;

/** A built-in category has its key and no name; the organisation's own has a name and no key. */
export const categoryView = z.object({
  id: z.string(),
  builtIn: z.enum(BUILT_IN_CATEGORIES).nullable(),
  name: z.string().nullable(),
  active: z.boolean(),
  /** Templates in it: all of them for admins, the ones a caregiver can apply for caregivers. */
  templateCount: z.number(),
});
export type CategoryView = z.infer<typeof categoryView>;

// ─── Templates ───────────────────────────────────────────────────────────────────────────────

/** Enough for any first-aid protocol, small enough to read on a phone at the post. */
export const TEMPLATE_LIMITS = {
  name: 200,
  description: 1000,
  templateText: 5000,
  steps: 30,
  stepLength: 500,
  medications: 20,
  medicationName: 200,
  medicationDetail: 100,
  equipment: 50,
  equipmentLength: 200,
} as const;

export const medicationInput = z.object({
  name: requiredText(TEMPLATE_LIMITS.medicationName),
  dosage: optionalText(TEMPLATE_LIMITS.medicationDetail),
  frequency: optionalText(TEMPLATE_LIMITS.medicationDetail),
  route: optionalText(TEMPLATE_LIMITS.medicationDetail),
});
export type Medication = z.output<typeof medicationInput>;

const templateFields = z.object({
  name: requiredText(TEMPLATE_LIMITS.name),
  categoryId: z.uuid(),
  description: optionalText(TEMPLATE_LIMITS.description),
  templateText: optionalText(TEMPLATE_LIMITS.templateText),
  /** In the order they are done; an empty step is a mistake, not a blank line. */
  steps: z.array(requiredText(TEMPLATE_LIMITS.stepLength)).max(TEMPLATE_LIMITS.steps),
  medications: z.array(medicationInput).max(TEMPLATE_LIMITS.medications),
  equipment: z.array(requiredText(TEMPLATE_LIMITS.equipmentLength)).max(TEMPLATE_LIMITS.equipment),
  active: z.boolean(),
});

/** A new template: only the name and the category are required. */
export const templateBody = templateFields.extend({
  steps: templateFields.shape.steps.default([]),
  medications: templateFields.shape.medications.default([]),
  equipment: templateFields.shape.equipment.default([]),
  active: templateFields.shape.active.default(true),
});
export type TemplateInput = z.input<typeof templateBody>;
export type TemplateOutput = z.output<typeof templateBody>;

/** A change names only what changes (no defaults here: a rename keeps the steps). */
export const templateUpdateBody = atLeastOneField(templateFields.partial().extend({ version: editVersion }));
export type TemplateUpdateInput = z.input<typeof templateUpdateBody>;

/** The copy's name comes from the client, in the admin's language ("… (kopie)"). */
export const templateDuplicateBody = z.object({ name: requiredText(TEMPLATE_LIMITS.name) });

export const templateListQuery = z.object({
  categoryId: z.uuid().optional(),
  search: searchText(),
  /** Admins: also the inactive templates and those of inactive categories. Ignored for caregivers. */
  includeInactive: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
});

export const templateView = z.object({
  /** Raised by every change; the template form sends the one it was loaded from (decision 036). */
  version: z.number(),
  id: z.string(),
  categoryId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  templateText: z.string().nullable(),
  steps: z.array(z.string()),
  medications: z.array(
    z.object({
      name: z.string(),
      dosage: z.string().nullable(),
      frequency: z.string().nullable(),
      route: z.string().nullable(),
    }),
  ),
  equipment: z.array(z.string()),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TemplateView = z.infer<typeof templateView>;

// ─── Applying a template ─────────────────────────────────────────────────────────────────────

/** The words around the steps and medications, in the caregiver's language (the web's i18n). */
export interface TreatmentTextLabels {
  medications: string;
}

/**
 * The treatment text a template fills in: its own text, its steps numbered in order, then its
 * medications one a line ("Paracetamol – 1 g – om de 6 uur – oraal"). Plain text, so it reads the
 * same on the record, in a PDF and in a handover; the caregiver edits it before saving.
 */
export function treatmentTextFromTemplate(
  template: Pick<TemplateView, "templateText" | "steps" | "medications">,
  labels: TreatmentTextLabels,
): string {
  const blocks: string[] = [];
  if (template.templateText?.trim()) blocks.push(template.templateText.trim());
  if (template.steps.length) blocks.push(template.steps.map((step, i) => `${i + 1}. ${step}`).join("\n"));
  if (template.medications.length) {
    const lines = template.medications.map(
      (m) => `- ${[m.name, m.dosage, m.frequency, m.route].filter((part) => part?.trim()).join(" – ")}`,
    );
    blocks.push([`${labels.medications}:`, ...lines].join("\n"));
  }
  return blocks.join("\n\n");
}

/** Adds a template's text below what is already written: applying one never erases notes. */
export function appendTreatmentText(current: string, addition: string): string {
  const before = current.trimEnd();
  if (!addition) return current;
  return before ? `${before}\n\n${addition}` : addition;
}
