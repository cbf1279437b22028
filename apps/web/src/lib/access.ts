import { type MemberRole, PLAN_LIMITS, type Role } from "@hulppost/shared/constants";
import type { MeView, OrganizationSummary } from "@hulppost/shared/me";
import { passesPageRole } from "@hulppost/shared/permissions";

export type PageRole = "super_admin" | "admin" | "hulpverlener";
export type PageFeature = "chat" | "sms" | "locations";

export interface PageRule {
  role?: PageRole;
  feature?: PageFeature;
}

export function memberRoleIn(organization: OrganizationSummary | null): MemberRole | null {
  return organization?.role ?? null;
}

/** Whether a page's role rule lets the person in, and the organisation has the page's feature on. */
export function canSeePage(rule: PageRule, roles: readonly Role[], organization: OrganizationSummary | null): boolean {
  if (rule.role && !passesPageRole(rule.role, roles, memberRoleIn(organization))) return false;
  if (rule.feature === "chat" && organization && !organization.settings.chatEnabled) return false;
  // A plan without SMS keeps the switch off, yet the SMS center is the page that explains the
  // upgrade (the server's overview answers it with `allowed: false`); only a plan with SMS obeys the switch.
  if (
    rule.feature === "sms" &&
    organization &&
    !organization.settings.smsCenterEnabled &&
    PLAN_LIMITS[organization.plan].sms
  )
    return false;
  if (rule.feature === "locations" && organization && !organization.settings.locationsEnabled) return false;
  return true;
}

export function isAdminHere(me: MeView, organization: OrganizationSummary | null): boolean {
  return me.roles.includes("super_admin") || me.roles.includes("admin") || organization?.role === "admin";
}
