import type { OrganizationView } from "@hulppost/shared/organizations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { orgKeys, orgPaths } from "./keys";

export const getOrganization = (orgId: string) => api<OrganizationView>(orgPaths.organization(orgId));

export const organizationQuery = (orgId: string) =>
  queryOptions({ queryKey: orgKeys.view(orgId), queryFn: () => getOrganization(orgId) });

/** The organisation's details, plan and counts; waits until an organisation is selected. */
export const useOrganizationView = (orgId: string | undefined) =>
  useQuery({ ...organizationQuery(orgId ?? ""), enabled: !!orgId });
