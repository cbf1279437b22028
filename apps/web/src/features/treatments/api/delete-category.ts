import type { CategoryView } from "@hulppost/shared/treatments";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { invalidateTreatments, treatmentPaths, treatmentsWrite } from "./keys";

export const deleteCategory = (orgId: string, id: string) =>
  api<void>(treatmentPaths.category(orgId, id), { method: "DELETE" });

/** Deletes one of the organisation's own categories; the screen says which by the one it hands in. */
export function useDeleteCategory(orgId: string, callbacks: MutationCallbacks<void, CategoryView>) {
  return useApiMutation((category: CategoryView) => deleteCategory(orgId, category.id), callbacks, {
    ...treatmentsWrite(orgId),
    onError: (client) => {
      // Templates may have been added since the list was loaded: show the current count.
      invalidateTreatments(client, orgId);
    },
  });
}
