import type { AuditEntryView } from "@hulppost/shared/platform";
import { and, desc, eq, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { currentDb, type Db } from "../../db/client";
import { auditLog, organizations, profiles } from "../../db/schema/index";

export type AuditAction =
  | "auth.sign_in"
  | "role.grant"
  | "role.revoke"
  | "member.add"
  | "member.remove"
  | "member.role_change"
  | "member.profile_update"
  | "invitation.create"
  | "invitation.deactivate"
  | "invitation.accept"
  | "password.reset_by_admin"
  | "email.verified_by_admin"
  | "login.delete"
  | "user.delete"
  | "organization.create"
  | "organization.update"
  | "organization.delete"
  | "settings.update"
  | "impersonation.start"
  | "impersonation.stop"
  | "impersonation.refused"
  | (string & {});

export interface AuditRecord {
  action: AuditAction;
  actor?: { userId: string; email: string | null; impersonatedBy?: string | null } | null;
  organizationId?: string | null;
  targetUserId?: string | null;
  targetType?: string | null;
  targetId?: string | null;
  details?: Record<string, unknown> | null;
  ipAddress?: string | null;
}

/**
 * Appends one line to the audit log, inside the caller's transaction when there is one, so the
 * line exists exactly when the change it describes does.
 */
export async function audit(db: Db, record: AuditRecord): Promise<void> {
  await currentDb(db)
    .insert(auditLog)
    .values({
      action: record.action,
      actorUserId: record.actor?.userId ?? null,
      actorEmail: record.actor?.email ?? null,
      impersonatorUserId: record.actor?.impersonatedBy ?? null,
      organizationId: record.organizationId ?? null,
      targetUserId: record.targetUserId ?? null,
      targetType: record.targetType ?? null,
      targetId: record.targetId ?? null,
      details: record.details ?? null,
      ipAddress: record.ipAddress ?? null,
    });
}

export interface AuditFilter {
  organizationId?: string;
  action?: string;
  userId?: string;
  before?: number;
  limit: number;
}

const target = alias(profiles, "target_profile");

/** Newest first, paged by id ("before"), with the names a reader needs. */
export async function listAudit(db: Db, filter: AuditFilter): Promise<AuditEntryView[]> {
  const conditions: SQL[] = [];
  if (filter.organizationId) conditions.push(eq(auditLog.organizationId, filter.organizationId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.userId) {
    conditions.push(or(eq(auditLog.actorUserId, filter.userId), eq(auditLog.targetUserId, filter.userId)) as SQL);
  }
  if (filter.before) conditions.push(lt(auditLog.id, filter.before));
  const rows = await db
    .select({
      entry: auditLog,
      organizationName: organizations.displayName,
      targetName: sql<string | null>`nullif(trim(${target.firstName} || ' ' || ${target.lastName}), '')`,
    })
    .from(auditLog)
    .leftJoin(organizations, eq(organizations.id, auditLog.organizationId))
    .leftJoin(target, eq(target.userId, auditLog.targetUserId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(filter.limit);
  return rows.map(({ entry, organizationName, targetName }) => ({
    id: entry.id,
    createdAt: entry.createdAt.toISOString(),
    action: entry.action,
    actorUserId: entry.actorUserId,
    actorEmail: entry.actorEmail,
    impersonatorUserId: entry.impersonatorUserId,
    organizationId: entry.organizationId,
    organizationName: organizationName ?? null,
    targetUserId: entry.targetUserId,
    targetName: targetName ?? null,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: (entry.details as Record<string, unknown> | null) ?? null,
    ipAddress: entry.ipAddress,
  }));
}
