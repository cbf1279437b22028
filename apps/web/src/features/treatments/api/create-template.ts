import type { TemplateInput, TemplateView } from "@hulppost/shared/treatments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { invalidateTreatments, treatmentPaths } from "./keys";

export const createTemplate = (orgId: string, body: TemplateInput) =>
  api<TemplateView>(treatmentPaths.templates(orgId), { method: "POST", body });

export function useCreateTemplate(orgId: string, callbacks: MutationCallbacks<TemplateView, TemplateInput>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (body: TemplateInput) => createTemplate(orgId, body),
    onSuccess: (...args) => {
      invalidateTreatments(client, orgId);
      return callbacks.onSuccess?.(...args);
    },
  });
}
