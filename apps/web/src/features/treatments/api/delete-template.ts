import type { TemplateView } from "@hulppost/shared/treatments";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { treatmentPaths, treatmentsWrite } from "./keys";

export const deleteTemplate = (orgId: string, id: string) =>
  api<void>(treatmentPaths.template(orgId, id), { method: "DELETE" });

/** Deletes a template; the screen says which by the one it hands in. */
export function useDeleteTemplate(orgId: string, callbacks: MutationCallbacks<void, TemplateView>) {
  return useApiMutation(
    (template: TemplateView) => deleteTemplate(orgId, template.id),
    callbacks,
    treatmentsWrite(orgId),
  );
}
