import type { CategoryInput, CategoryView } from "@hulppost/shared/treatments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { invalidateTreatments, treatmentPaths } from "./keys";

export const createCategory = (orgId: string, body: CategoryInput) =>
  api<CategoryView>(treatmentPaths.categories(orgId), { method: "POST", body });

/** One of the organisation's own categories. */
export function useCreateCategory(orgId: string, callbacks: MutationCallbacks<CategoryView, CategoryInput>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (body: CategoryInput) => createCategory(orgId, body),
    onSuccess: (...args) => {
      invalidateTreatments(client, orgId);
      return callbacks.onSuccess?.(...args);
    },
  });
}
