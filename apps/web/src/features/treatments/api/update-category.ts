import type { CategoryUpdateInput, CategoryView } from "@hulppost/shared/treatments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { invalidateTreatments, treatmentPaths } from "./keys";

export interface CategoryChange {
  id: string;
  changes: CategoryUpdateInput;
}

export const updateCategory = (orgId: string, id: string, body: CategoryUpdateInput) =>
  api<CategoryView>(treatmentPaths.category(orgId, id), { method: "PATCH", body });

/** A rename (the organisation's own categories) or switching one on or off (any). */
export function useUpdateCategory(orgId: string, callbacks: MutationCallbacks<CategoryView, CategoryChange>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: ({ id, changes }: CategoryChange) => updateCategory(orgId, id, changes),
    onSuccess: (...args) => {
      invalidateTreatments(client, orgId);
      return callbacks.onSuccess?.(...args);
    },
  });
}
