import type { TemplateUpdateInput, TemplateView } from "@hulppost/shared/treatments";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { type TreatmentChange, treatmentPaths, treatmentsWrite, updateOf } from "./keys";

export type TemplateChange = TreatmentChange<TemplateUpdateInput>;

export const updateTemplate = (orgId: string, id: string, body: TemplateUpdateInput) =>
  api<TemplateView>(treatmentPaths.template(orgId, id), { method: "PATCH", body });

/** The fields that changed (with the version they were loaded from, decision 036), or switching it on or off. */
export function useUpdateTemplate(orgId: string, callbacks: MutationCallbacks<TemplateView, TemplateChange>) {
  return useApiMutation(updateOf(orgId, updateTemplate), callbacks, treatmentsWrite(orgId));
}
