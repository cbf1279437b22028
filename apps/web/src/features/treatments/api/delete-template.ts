import type { TemplateView } from "@hulppost/shared/treatments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { invalidateTreatments, treatmentPaths } from "./keys";

export const deleteTemplate = (orgId: string, id: string) =>
  api<void>(treatmentPaths.template(orgId, id), { method: "DELETE" });

/** Deletes a template; the screen says which by the one it hands in. */
export function useDeleteTemplate(orgId: string, callbacks: MutationCallbacks<void, TemplateView>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (template: TemplateView) => deleteTemplate(orgId, template.id),
    onSuccess: (...args) => {
      invalidateTreatments(client, orgId);
      return callbacks.onSuccess?.(...args);
    },
  });
}
