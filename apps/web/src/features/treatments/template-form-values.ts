import { TEMPLATE_LIMITS, type TemplateView, templateBody } from "@hulppost/shared/treatments";
import { requiredText } from "@hulppost/shared/validation";
import { z } from "zod";

/**
 * The template form validates with the shared contract, except that steps and equipment are
 * rows of objects ({ text }), which is what react-hook-form's field arrays keep in order.
 */
const line = (max: number) => z.object({ text: requiredText(max) });
export const templateForm = templateBody.extend({
  steps: z.array(line(TEMPLATE_LIMITS.stepLength)).max(TEMPLATE_LIMITS.steps),
  equipment: z.array(line(TEMPLATE_LIMITS.equipmentLength)).max(TEMPLATE_LIMITS.equipment),
});
export type TemplateFormValues = z.input<typeof templateForm>;
export type TemplateFormOutput = z.output<typeof templateForm>;

export function toFormValues(template: TemplateView | null, categoryId = ""): TemplateFormValues {
  return {
    name: template?.name ?? "",
    categoryId: template?.categoryId ?? categoryId,
    description: template?.description ?? "",
    templateText: template?.templateText ?? "",
    steps: (template?.steps ?? []).map((text) => ({ text })),
    medications: (template?.medications ?? []).map((m) => ({
      name: m.name,
      dosage: m.dosage ?? "",
      frequency: m.frequency ?? "",
      route: m.route ?? "",
    })),
    equipment: (template?.equipment ?? []).map((text) => ({ text })),
    active: template?.active ?? true,
  };
}

/** The API's body: steps and equipment as plain strings again. */
export function toPayload(values: TemplateFormOutput) {
  return {
    ...values,
    steps: values.steps.map((s) => s.text),
    equipment: values.equipment.map((e) => e.text),
  };
}
export type TemplatePayload = ReturnType<typeof toPayload>;

/** The named fields of the form's output as the API's body: a change sends only what changed. */
export function partialPayload(values: Partial<TemplateFormOutput>): Partial<TemplatePayload> {
  const { steps, equipment, ...rest } = values;
  return {
    ...rest,
    ...(steps && { steps: steps.map((s) => s.text) }),
    ...(equipment && { equipment: equipment.map((e) => e.text) }),
  };
}
