import type { OrganizationView } from "@hulppost/shared/organizations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { orgKeys, orgPaths } from "./keys";

export const listPlatformOrganizations = (search: string) =>
  api<OrganizationView[]>(`${orgPaths.platform}?${new URLSearchParams(search ? { search } : {})}`);

export const platformOrganizationsQuery = (search: string) =>
  queryOptions({ queryKey: orgKeys.platformList(search), queryFn: () => listPlatformOrganizations(search) });

/** The rows shown stay while a new search loads. */
export const usePlatformOrganizations = (search: string) =>
  useQuery({ ...platformOrganizationsQuery(search), placeholderData: (previous) => previous });
