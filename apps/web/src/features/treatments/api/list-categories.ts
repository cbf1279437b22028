import type { CategoryView } from "@hulppost/shared/treatments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { treatmentKeys, treatmentPaths } from "./keys";

export const listCategories = (orgId: string) => api<CategoryView[]>(treatmentPaths.categories(orgId));

/** The categories with their template counts: the page, the picker and field mode's ahead-fetch share it. */
export const categoriesQuery = (orgId: string) =>
  queryOptions({ queryKey: treatmentKeys.categories(orgId), queryFn: () => listCategories(orgId) });

export const useCategories = (orgId: string) => useQuery(categoriesQuery(orgId));
