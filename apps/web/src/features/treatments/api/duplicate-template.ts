import type { TemplateView, templateDuplicateBody } from "@hulppost/shared/treatments";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { treatmentPaths, treatmentsWrite } from "./keys";

/** The template to copy and the copy's name (in the admin's language, "… (kopie)"). */
export type TemplateCopy = { id: string } & z.input<typeof templateDuplicateBody>;

export const duplicateTemplate = (orgId: string, { id, name }: TemplateCopy) =>
  api<TemplateView>(`${treatmentPaths.template(orgId, id)}/duplicate`, { method: "POST", body: { name } });

export function useDuplicateTemplate(orgId: string, callbacks: MutationCallbacks<TemplateView, TemplateCopy>) {
  return useApiMutation((copy: TemplateCopy) => duplicateTemplate(orgId, copy), callbacks, treatmentsWrite(orgId));
}
