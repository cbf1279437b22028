import type { CategoryView } from "@hulppost/shared/treatments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { invalidateTreatments, treatmentPaths } from "./keys";

export const deleteCategory = (orgId: string, id: string) =>
  api<void>(treatmentPaths.category(orgId, id), { method: "DELETE" });

/** Deletes one of the organisation's own categories; the screen says which by the one it hands in. */
export function useDeleteCategory(orgId: string, callbacks: MutationCallbacks<void, CategoryView>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (category: CategoryView) => deleteCategory(orgId, category.id),
    onSuccess: (...args) => {
      invalidateTreatments(client, orgId);
      return callbacks.onSuccess?.(...args);
    },
    onError: (...args) => {
      // Templates may have been added since the list was loaded: show the current count.
      invalidateTreatments(client, orgId);
      return callbacks.onError?.(...args);
    },
  });
}
