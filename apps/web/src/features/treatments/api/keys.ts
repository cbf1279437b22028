import type { QueryClient } from "@tanstack/react-query";
import type { ApiMutation } from "../../../lib/mutation-callbacks";
import { orgRoot } from "../../../lib/query-keys";

/** The template list's filters, as the list's key holds them (field mode fetches `{}` ahead). */
export interface TemplateListParams {
  categoryId?: string;
  search?: string;
  /** Admins on the management page: also what caregivers do not see. */
  includeInactive?: boolean;
}

/**
 * The treatments feature's query keys, one factory for every query of it: the management page,
 * the patient form's picker and field mode's ahead-fetch name a query through these.
 */
export const treatmentKeys = {
  all: (orgId: string) => [...orgRoot(orgId), "treatments"] as const,
  categories: (orgId: string) => [...orgRoot(orgId), "treatments", "categories"] as const,
  templates: (orgId: string, params: TemplateListParams) =>
    [...orgRoot(orgId), "treatments", "templates", params] as const,
};

/** A change to a category or a template changes counts and lists alike: refetch them all. */
export function invalidateTreatments(client: QueryClient, orgId: string) {
  void client.invalidateQueries({ queryKey: treatmentKeys.all(orgId) });
}

/** What an update hook takes: the id of the category or template, and its changes. */
export interface TreatmentChange<TChanges> {
  id: string;
  changes: TChanges;
}

/** An update's request (`update(orgId, id, changes)`) from what its hook takes. */
export const updateOf =
  <TChanges, TData>(orgId: string, update: (orgId: string, id: string, changes: TChanges) => Promise<TData>) =>
  ({ id, changes }: TreatmentChange<TChanges>) =>
    update(orgId, id, changes);

/** The cache work of every change of the feature: `invalidateTreatments` after a success. */
export const treatmentsWrite = (orgId: string): ApiMutation<unknown, unknown> => ({
  onSuccess: (client) => {
    invalidateTreatments(client, orgId);
  },
});

const org = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}`;
/** The API's addresses of the feature (one place, for the api/ files). */
export const treatmentPaths = {
  categories: (orgId: string) => `${org(orgId)}/treatment-categories`,
  category: (orgId: string, id: string) => `${org(orgId)}/treatment-categories/${encodeURIComponent(id)}`,
  templates: (orgId: string) => `${org(orgId)}/treatment-templates`,
  template: (orgId: string, id: string) => `${org(orgId)}/treatment-templates/${encodeURIComponent(id)}`,
};
