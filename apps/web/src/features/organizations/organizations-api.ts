import type {
  CreateOrganizationInput,
  OrganizationSettings,
  OrganizationSettingsInput,
  OrganizationView,
  platformOrganizationBody,
  platformOrganizationUpdateBody,
  updateOrganizationBody,
} from "@hulppost/shared/organizations";
import type { z } from "zod";
import { api } from "../../lib/api-client";
import { orgRoot, PLATFORM_ROOT } from "../../lib/query-keys";

const org = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}`;

/** Query keys: everything about one organisation sits under ["org", id] so one invalidate refreshes it. */
export const orgKeys = {
  all: orgRoot,
  view: (orgId: string) => ["org", orgId, "view"] as const,
  settings: (orgId: string) => ["org", orgId, "settings"] as const,
  audit: (orgId: string) => ["org", orgId, "audit"] as const,
};
export const platformKeys = {
  all: PLATFORM_ROOT,
  organizations: (search: string) => ["platform", "organizations", search] as const,
};

export const createOrganization = (input: CreateOrganizationInput) =>
  api<OrganizationView>("/api/organizations", { method: "POST", body: input });

export const getOrganization = (orgId: string) => api<OrganizationView>(org(orgId));
export const updateOrganization = (orgId: string, input: z.input<typeof updateOrganizationBody>) =>
  api<OrganizationView>(org(orgId), { method: "PATCH", body: input });

export const getSettings = (orgId: string) => api<OrganizationSettings>(`${org(orgId)}/settings`);
export const saveSettings = (orgId: string, input: OrganizationSettingsInput) =>
  api<OrganizationSettings>(`${org(orgId)}/settings`, { method: "PUT", body: input });

export const listPlatformOrganizations = (search: string) =>
  api<OrganizationView[]>(`/api/platform/organizations?${new URLSearchParams(search ? { search } : {})}`);
export const createPlatformOrganization = (input: z.input<typeof platformOrganizationBody>) =>
  api<OrganizationView>("/api/platform/organizations", { method: "POST", body: input });
export const updatePlatformOrganization = (orgId: string, input: z.input<typeof platformOrganizationUpdateBody>) =>
  api<OrganizationView>(`/api/platform/organizations/${encodeURIComponent(orgId)}`, { method: "PATCH", body: input });
export const deletePlatformOrganization = (orgId: string, confirmation: string) =>
  api<void>(`/api/platform/organizations/${encodeURIComponent(orgId)}`, { method: "DELETE", body: { confirmation } });
