import type {
  CategoryInput,
  CategoryUpdateInput,
  CategoryView,
  TemplateInput,
  TemplateUpdateInput,
  TemplateView,
} from "@hulppost/shared/treatments";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

export interface TemplateListParams {
  categoryId?: string;
  search?: string;
  /** Admins on the management page: also what caregivers do not see. */
  includeInactive?: boolean;
}

const org = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}`;
const category = (orgId: string, id: string) => `${org(orgId)}/treatment-categories/${encodeURIComponent(id)}`;
const template = (orgId: string, id: string) => `${org(orgId)}/treatment-templates/${encodeURIComponent(id)}`;

export const treatmentKeys = {
  all: (orgId: string) => ["org", orgId, "treatments"] as const,
  categories: (orgId: string) => ["org", orgId, "treatments", "categories"] as const,
  templates: (orgId: string, params: TemplateListParams) => ["org", orgId, "treatments", "templates", params] as const,
};

/** A change to a category or a template changes counts and lists alike: refetch them all. */
export function invalidateTreatments(client: QueryClient, orgId: string) {
  void client.invalidateQueries({ queryKey: treatmentKeys.all(orgId) });
}

export const listCategories = (orgId: string) => api<CategoryView[]>(`${org(orgId)}/treatment-categories`);
export const createCategory = (orgId: string, body: CategoryInput) =>
  api<CategoryView>(`${org(orgId)}/treatment-categories`, { method: "POST", body });
export const updateCategory = (orgId: string, id: string, body: CategoryUpdateInput) =>
  api<CategoryView>(category(orgId, id), { method: "PATCH", body });
export const deleteCategory = (orgId: string, id: string) => api<void>(category(orgId, id), { method: "DELETE" });

export function listTemplates(orgId: string, params: TemplateListParams) {
  const query = new URLSearchParams();
  if (params.categoryId) query.set("categoryId", params.categoryId);
  if (params.search) query.set("search", params.search);
  if (params.includeInactive) query.set("includeInactive", "true");
  return api<TemplateView[]>(`${org(orgId)}/treatment-templates?${query}`);
}
export const createTemplate = (orgId: string, body: TemplateInput) =>
  api<TemplateView>(`${org(orgId)}/treatment-templates`, { method: "POST", body });
export const getTemplate = (orgId: string, id: string) => api<TemplateView>(template(orgId, id));
export const updateTemplate = (orgId: string, id: string, body: TemplateUpdateInput) =>
  api<TemplateView>(template(orgId, id), { method: "PATCH", body });
export const duplicateTemplate = (orgId: string, id: string, name: string) =>
  api<TemplateView>(`${template(orgId, id)}/duplicate`, { method: "POST", body: { name } });
export const deleteTemplate = (orgId: string, id: string) => api<void>(template(orgId, id), { method: "DELETE" });

export function useCategories(orgId: string) {
  return useQuery({ queryKey: treatmentKeys.categories(orgId), queryFn: () => listCategories(orgId) });
}

export function useTemplates(orgId: string, params: TemplateListParams, enabled = true) {
  return useQuery({
    queryKey: treatmentKeys.templates(orgId, params),
    queryFn: () => listTemplates(orgId, params),
    enabled,
    // Typing in the search box keeps the last list on screen instead of a spinner per letter.
    placeholderData: (previous) => previous,
  });
}
