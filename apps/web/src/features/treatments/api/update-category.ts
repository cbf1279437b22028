import type { CategoryUpdateInput, CategoryView } from "@hulppost/shared/treatments";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { type TreatmentChange, treatmentPaths, treatmentsWrite, updateOf } from "./keys";

export type CategoryChange = TreatmentChange<CategoryUpdateInput>;

export const updateCategory = (orgId: string, id: string, body: CategoryUpdateInput) =>
  api<CategoryView>(treatmentPaths.category(orgId, id), { method: "PATCH", body });

/** A rename (the organisation's own categories) or switching one on or off (any). */
export function useUpdateCategory(orgId: string, callbacks: MutationCallbacks<CategoryView, CategoryChange>) {
  return useApiMutation(updateOf(orgId, updateCategory), callbacks, treatmentsWrite(orgId));
}
