import type { CategoryInput, CategoryView } from "@hulppost/shared/treatments";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { treatmentPaths, treatmentsWrite } from "./keys";

export const createCategory = (orgId: string, body: CategoryInput) =>
  api<CategoryView>(treatmentPaths.categories(orgId), { method: "POST", body });

/** One of the organisation's own categories. */
export function useCreateCategory(orgId: string, callbacks: MutationCallbacks<CategoryView, CategoryInput>) {
  return useApiMutation((body: CategoryInput) => createCategory(orgId, body), callbacks, treatmentsWrite(orgId));
}
