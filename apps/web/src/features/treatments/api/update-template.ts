import type { TemplateUpdateInput, TemplateView } from "@hulppost/shared/treatments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { invalidateTreatments, treatmentPaths } from "./keys";

export interface TemplateChange {
  id: string;
  changes: TemplateUpdateInput;
}

export const updateTemplate = (orgId: string, id: string, body: TemplateUpdateInput) =>
  api<TemplateView>(treatmentPaths.template(orgId, id), { method: "PATCH", body });

/** The fields that changed (with the version they were loaded from, decision 036), or switching it on or off. */
export function useUpdateTemplate(orgId: string, callbacks: MutationCallbacks<TemplateView, TemplateChange>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: ({ id, changes }: TemplateChange) => updateTemplate(orgId, id, changes),
    onSuccess: (...args) => {
      invalidateTreatments(client, orgId);
      return callbacks.onSuccess?.(...args);
    },
  });
}
