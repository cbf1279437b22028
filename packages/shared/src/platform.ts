import { z } from "zod";
import { ROLES } from "./constants";
import { searchText, text } from "./validation";

/** The super admin's organisation list: a search box over names. */
export const platformOrganizationQuery = z.object({ search: searchText() });

export const platformUserQuery = z.object({
  search: searchText(),
  role: z.enum([...ROLES, "none"]).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

export const platformUserView = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userCode: z.string(),
  roles: z.array(z.enum(ROLES)),
  organizations: z.array(
    z.object({ id: z.string(), displayName: z.string(), role: z.enum(["admin", "hulpverlener"]) }),
  ),
  emailVerified: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PlatformUserView = z.infer<typeof platformUserView>;

export const setRolesBody = z.object({ roles: z.array(z.enum(ROLES)).max(ROLES.length) });

export const impersonateBody = z.object({ userId: z.uuid() });

export const auditQuery = z.object({
  organizationId: z.uuid().optional(),
  action: text().trim().max(64).optional(),
  userId: z.uuid().optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const auditEntryView = z.object({
  id: z.number(),
  createdAt: z.string(),
  action: z.string(),
  actorUserId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  impersonatorUserId: z.string().nullable(),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  targetUserId: z.string().nullable(),
  targetName: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ipAddress: z.string().nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntryView>;
