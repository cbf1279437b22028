import type { MemberRole, Role } from "./constants";

/**
 * The permission matrix. Every API route names one of these permissions; the server refuses what
 * the matrix does not allow and the web hides what the server would refuse.
 *
 * - `public`: anyone, signed in or not.
 * - `user`: any signed-in person; `roles` narrows it to holders of one of those global roles.
 * - `organization`: a member of the organisation in the route (or a super admin); `roles` lists the
 *   effective organisation roles allowed. An admin in user_roles who is a member acts as admin.
 * - `platform`: the super admin's tools.
 */
export type PermissionScope = "public" | "user" | "organization" | "platform";
export type EffectiveOrgRole = "super_admin" | "admin" | "hulpverlener";

interface PermissionRule {
  scope: PermissionScope;
  roles?: readonly (Role | EffectiveOrgRole)[];
}

const member = ["super_admin", "admin", "hulpverlener"] as const;
const orgAdmin = ["super_admin", "admin"] as const;

export const PERMISSIONS = {
  public: { scope: "public" },
  self: { scope: "user" },
  "organizations.create": {
    scope: "user",
    roles: ["organisator", "super_admin"],
  },
  "organization.read": { scope: "organization", roles: member },
  "organization.manage": { scope: "organization", roles: orgAdmin },
  "billing.manage": {
    scope: "organization",
    roles: orgAdmin,
  },
  "members.read": { scope: "organization", roles: orgAdmin },
  "members.manage": { scope: "organization", roles: orgAdmin },
  "invitations.manage": { scope: "organization", roles: orgAdmin },
  "audit.read": { scope: "organization", roles: orgAdmin },
  "organization.system": {
    scope: "organization",
    roles: orgAdmin,
  },
  "events.read": { scope: "organization", roles: member },
  "events.manage": { scope: "organization", roles: orgAdmin },
  "events.interest": { scope: "organization", roles: member },
  "teams.manage": { scope: "organization", roles: orgAdmin },
  "patients.read": {
    scope: "organization",
    roles: member,
  },
  "patients.write": {
    scope: "organization",
    roles: member,
  },
  "patients.delete": { scope: "organization", roles: orgAdmin },
  "patients.export": {
    scope: "organization",
    roles: member,
  },
  "events.report": {
    scope: "organization",
    roles: orgAdmin,
  },
  "insights.read": {
    scope: "organization",
    roles: orgAdmin,
  },
  "incidents.read": {
    scope: "organization",
    roles: member,
  },
  "incidents.triage": {
    scope: "organization",
    roles: member,
  },
  "incidents.lead": {
    scope: "organization",
    roles: member,
  },
  "incidents.manage": {
    scope: "organization",
    roles: orgAdmin,
  },
  "infrastructure.read": {
    scope: "organization",
    roles: member,
  },
  "infrastructure.manage": {
    scope: "organization",
    roles: orgAdmin,
  },
  "realtime.stream": {
    scope: "organization",
    roles: member,
  },
  "chat.use": {
    scope: "organization",
    roles: member,
  },
  "chat.moderate": {
    scope: "organization",
    roles: orgAdmin,
  },
  "sms.send": {
    scope: "organization",
    roles: orgAdmin,
  },
  "locations.share": {
    scope: "organization",
    roles: member,
  },
  "locations.read": {
    scope: "organization",
    roles: member,
  },
  "locations.readAll": {
    scope: "organization",
    roles: orgAdmin,
  },
  "treatments.read": {
    scope: "organization",
    roles: member,
  },
  "treatments.manage": {
    scope: "organization",
    roles: orgAdmin,
  },
  "platform.organizations": { scope: "platform", roles: ["super_admin"] },
  "platform.users": { scope: "platform", roles: ["super_admin"] },
  "platform.impersonate": { scope: "platform", roles: ["super_admin"] },
  "platform.audit": { scope: "platform", roles: ["super_admin"] },
  "platform.mobilePatients": {
    scope: "platform",
    roles: ["super_admin"],
  },
  "platform.prices": {
    scope: "platform",
    roles: ["super_admin"],
  },
  "platform.system": {
    scope: "platform",
    roles: ["super_admin"],
  },
  "platform.outbox": {
    scope: "platform",
    roles: ["super_admin"],
  },
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof PERMISSIONS;

export interface AccessSubject {
  /** Global roles from user_roles. */
  roles: readonly Role[];
  /** The person's role in the organisation at hand, or null when not a member. */
  memberRole: MemberRole | null;
}

/** The role that counts inside one organisation (priority: super_admin > admin > hulpverlener). */
export function effectiveOrgRole(subject: AccessSubject): EffectiveOrgRole | null {
  if (subject.roles.includes("super_admin")) return "super_admin";
  if (subject.memberRole === null) return null;
  if (subject.memberRole === "admin" || subject.roles.includes("admin")) return "admin";
  return "hulpverlener";
}

/** The role shown for a person overall: super_admin, then admin, then hulpverlener, else none. */
export function effectiveRole(roles: readonly Role[], memberRole: MemberRole | null): Role | "none" {
  if (roles.includes("super_admin")) return "super_admin";
  if (roles.includes("admin") || memberRole === "admin") return "admin";
  if (roles.includes("hulpverlener") || memberRole === "hulpverlener") return "hulpverlener";
  return "none";
}

export function isAllowed(permission: Permission, subject: AccessSubject | null): boolean {
  const rule: PermissionRule = PERMISSIONS[permission];
  if (rule.scope === "public") return true;
  if (!subject) return false;
  switch (rule.scope) {
    case "user":
      return !rule.roles || rule.roles.some((role) => subject.roles.includes(role as Role));
    case "platform":
      return subject.roles.includes("super_admin");
    case "organization": {
      const role = effectiveOrgRole(subject);
      return role !== null && (rule.roles ?? member).includes(role);
    }
  }
}

/**
 * The page role check: a super admin always passes; an admin (global or in the selected
 * organisation) passes admin and caregiver pages; otherwise the role must be the one required.
 */
export function passesPageRole(
  required: "super_admin" | "admin" | "hulpverlener",
  roles: readonly Role[],
  memberRole: MemberRole | null,
): boolean {
  if (roles.includes("super_admin")) return true;
  const isAdmin = roles.includes("admin") || memberRole === "admin";
  if (isAdmin) return required === "admin" || required === "hulpverlener";
  if (required === "hulpverlener") return roles.includes("hulpverlener") || memberRole === "hulpverlener";
  return false;
}
