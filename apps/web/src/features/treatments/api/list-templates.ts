import type { TemplateView } from "@hulppost/shared/treatments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type TemplateListParams, treatmentKeys, treatmentPaths } from "./keys";

export function listTemplates(orgId: string, params: TemplateListParams) {
  const query = new URLSearchParams();
  if (params.categoryId) query.set("categoryId", params.categoryId);
  if (params.search) query.set("search", params.search);
  if (params.includeInactive) query.set("includeInactive", "true");
  return api<TemplateView[]>(`${treatmentPaths.templates(orgId)}?${query}`);
}

/** The templates for these filters: the page, the picker and field mode's ahead-fetch (`{}`) share it. */
export const templatesQuery = (orgId: string, params: TemplateListParams) =>
  queryOptions({ queryKey: treatmentKeys.templates(orgId, params), queryFn: () => listTemplates(orgId, params) });

export const useTemplates = (orgId: string, params: TemplateListParams) =>
  useQuery({
    ...templatesQuery(orgId, params),
    // Typing in the search box keeps the last list on screen instead of a spinner per letter.
    placeholderData: (previous) => previous,
  });
