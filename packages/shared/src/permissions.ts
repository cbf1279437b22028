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
  description: string;
}

const member = ["super_admin", "admin", "hulpverlener"] as const;
const orgAdmin = ["super_admin", "admin"] as const;

export const PERMISSIONS = {
  public: { scope: "public", description: "Anyone, without signing in" },
  self: { scope: "user", description: "Any signed-in person, on their own data" },
  "organizations.create": {
    scope: "user",
    roles: ["organisator", "super_admin"],
    description: "Create an organisation (organisators, once)",
  },
  "organization.read": { scope: "organization", roles: member, description: "Read the organisation and its settings" },
  "organization.manage": { scope: "organization", roles: orgAdmin, description: "Change the organisation's settings" },
  "billing.manage": {
    scope: "organization",
    roles: orgAdmin,
    description: "Read the plan, invoices and usage; start the premium checkout and open the payment portal",
  },
  "members.read": { scope: "organization", roles: orgAdmin, description: "List and read caregivers" },
  "members.manage": { scope: "organization", roles: orgAdmin, description: "Add, edit and remove caregivers" },
  "invitations.manage": { scope: "organization", roles: orgAdmin, description: "Create and revoke invitation links" },
  "audit.read": { scope: "organization", roles: orgAdmin, description: "Read the organisation's audit log" },
  "organization.system": {
    scope: "organization",
    roles: orgAdmin,
    description:
      "See the installation's health and providers with the organisation's own jobs and mails, and retry its failed jobs",
  },
  "events.read": { scope: "organization", roles: member, description: "Read the organisation's events" },
  "events.manage": { scope: "organization", roles: orgAdmin, description: "Create, change and staff events" },
  "events.interest": { scope: "organization", roles: member, description: "Raise or withdraw a hand for an event" },
  "teams.manage": { scope: "organization", roles: orgAdmin, description: "Manage an event's teams" },
  "patients.read": {
    scope: "organization",
    roles: member,
    description: "Read patient records: admins all of the organisation's, caregivers those of events they staff",
  },
  "patients.write": {
    scope: "organization",
    roles: member,
    description: "Register patients, their vital signs, status and photo (caregivers at events they staff)",
  },
  "patients.delete": { scope: "organization", roles: orgAdmin, description: "Delete a patient record" },
  "patients.export": {
    scope: "organization",
    roles: member,
    description:
      "Download a patient's report, handover sheet or FHIR export (caregivers for events they staff); audit-logged",
  },
  "events.report": {
    scope: "organization",
    roles: orgAdmin,
    description: "Download an event's report for the organiser and the medical authority (no names)",
  },
  "insights.read": {
    scope: "organization",
    roles: orgAdmin,
    description:
      "Read and download the organisation's insights: patients, staffing fill, caregiver hours, response times",
  },
  "incidents.read": {
    scope: "organization",
    roles: member,
    description:
      "Read an event's incidents and their board: admins every event's, caregivers those of events they staff",
  },
  "incidents.triage": {
    scope: "organization",
    roles: member,
    description: "Triage casualties and move them (caregivers at events they staff; an override by the event's doctor)",
  },
  "incidents.lead": {
    scope: "organization",
    roles: member,
    description: "Declare and close incidents, set hospital capacity (admins; a live event's post leader)",
  },
  "incidents.manage": {
    scope: "organization",
    roles: orgAdmin,
    description: "Delete an exercise, print label sheets, keep the hospital list",
  },
  "infrastructure.read": {
    scope: "organization",
    roles: member,
    description: "See the organisation's assets where they stand on an event's site map",
  },
  "infrastructure.manage": {
    scope: "organization",
    roles: orgAdmin,
    description: "Manage assets, their unavailability, their events and their places on the site maps",
  },
  "realtime.stream": {
    scope: "organization",
    roles: member,
    description: "Receive the organisation's change notices (ids only) as a stream",
  },
  "chat.use": {
    scope: "organization",
    roles: member,
    description: "Read and write the organisation's and its events' chat channels (when chat is on)",
  },
  "chat.moderate": {
    scope: "organization",
    roles: orgAdmin,
    description: "Delete a chat message (it stays in the history as deleted)",
  },
  "sms.send": {
    scope: "organization",
    roles: orgAdmin,
    description:
      "Use the SMS center: text caregivers, see the history and this month's use (when the SMS center is on)",
  },
  "locations.share": {
    scope: "organization",
    roles: member,
    description: "Share one's own position with the organisation (when locations are on)",
  },
  "locations.read": {
    scope: "organization",
    roles: member,
    description:
      "See an event's live map of its caregivers' positions: caregivers for the events they are assigned to, admins for every event",
  },
  "locations.readAll": {
    scope: "organization",
    roles: orgAdmin,
    description: "See every member of the organisation who shares a position, wherever they are",
  },
  "treatments.read": {
    scope: "organization",
    roles: member,
    description: "Read treatment categories and templates, to apply them",
  },
  "treatments.manage": {
    scope: "organization",
    roles: orgAdmin,
    description: "Create, change and delete treatment categories and templates",
  },
  "platform.organizations": { scope: "platform", roles: ["super_admin"], description: "Manage every organisation" },
  "platform.users": { scope: "platform", roles: ["super_admin"], description: "Manage every user and their roles" },
  "platform.impersonate": { scope: "platform", roles: ["super_admin"], description: "Act as another user" },
  "platform.audit": { scope: "platform", roles: ["super_admin"], description: "Read the whole audit log" },
  "platform.mobilePatients": {
    scope: "platform",
    roles: ["super_admin"],
    description: "See quick-input patients across organisations, with the fewest identifying fields",
  },
  "platform.prices": {
    scope: "platform",
    roles: ["super_admin"],
    description: "Read the price history and schedule or cancel price changes",
  },
  "platform.system": {
    scope: "platform",
    roles: ["super_admin"],
    description: "See the whole platform's status, jobs and size, and retry any failed job",
  },
  "platform.outbox": {
    scope: "platform",
    roles: ["super_admin"],
    description: "Read the mail outbox (installs without SMTP)",
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
