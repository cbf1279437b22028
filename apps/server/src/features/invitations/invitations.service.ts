import { randomBytes } from "node:crypto";
import { INVITATION_CODE_PATTERN, type InvitationPreview, type InvitationView } from "@hulppost/shared/invitations";
import { and, desc, eq, sql } from "drizzle-orm";
import { grantMemberRole } from "../../access/member-roles";
import { currentDb, type Db } from "../../db/client";
import { writeOrgData } from "../../db/org-write";
import { invitations, organizations, profiles, userOrganizations } from "../../db/schema/index";
import type { OrgAccess, Viewer } from "../../http/context";
import { AppError, notFound } from "../../http/errors";
import { audit } from "../audit/audit.service";
import { assertCaregiverCapacity } from "../organizations/plan-limits";

type InvitationRow = typeof invitations.$inferSelect;

function stateOf(row: InvitationRow, now = new Date()): InvitationView["state"] {
  if (!row.active) return "inactive";
  if (row.expiresAt <= now) return "expired";
  if (row.maxUses !== null && row.uses >= row.maxUses) return "used_up";
  return "valid";
}

function toView(row: InvitationRow, createdByName: string | null): InvitationView {
  return {
    id: row.id,
    code: row.code,
    role: row.role,
    maxUses: row.maxUses,
    uses: row.uses,
    expiresAt: row.expiresAt.toISOString(),
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    createdByName,
    state: stateOf(row),
  };
}

const creatorName = sql<string | null>`nullif(trim(${profiles.firstName} || ' ' || ${profiles.lastName}), '')`;

export async function listInvitations(db: Db, organizationId: string): Promise<InvitationView[]> {
  const rows = await db
    .select({ invitation: invitations, creatorName })
    .from(invitations)
    .leftJoin(profiles, eq(profiles.userId, invitations.createdBy))
    .where(eq(invitations.organizationId, organizationId))
    .orderBy(desc(invitations.createdAt));
  return rows.map((r) => toView(r.invitation, r.creatorName));
}

export async function createInvitation(
  db: Db,
  access: OrgAccess,
  input: { role: "admin" | "hulpverlener"; maxUses: number | null; expiresInDays: number },
  ip: string,
): Promise<InvitationView> {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(invitations)
      .values({
        organizationId: access.organizationId,
        code: randomBytes(12).toString("base64url"),
        role: input.role,
        maxUses: input.maxUses,
        expiresAt: new Date(Date.now() + input.expiresInDays * 24 * 3600_000),
        createdBy: access.viewer.userId,
      })
      .returning();
    if (!created) throw new Error("invitation not created");
    await audit(tx, {
      action: "invitation.create",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "invitation",
      targetId: created.id,
      details: { role: input.role, maxUses: input.maxUses, expiresInDays: input.expiresInDays },
      ipAddress: ip,
    });
    return created;
  });
  const [creator] = await db.select({ creatorName }).from(profiles).where(eq(profiles.userId, access.viewer.userId));
  return toView(row, creator?.creatorName ?? null);
}

export async function deactivateInvitation(
  db: Db,
  access: OrgAccess,
  invitationId: string,
  ip: string,
): Promise<InvitationView> {
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(invitations)
      .set({ active: false })
      .where(and(eq(invitations.id, invitationId), eq(invitations.organizationId, access.organizationId)))
      .returning();
    if (!updated) throw notFound("Invitation not found", "INVITATION_NOT_FOUND");
    await audit(tx, {
      action: "invitation.deactivate",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "invitation",
      targetId: invitationId,
      ipAddress: ip,
    });
    return updated;
  });
  return toView(row, null);
}

async function findByCode(db: Db, code: string) {
  const [row] = await db
    .select({
      invitation: invitations,
      organization: { id: organizations.id, displayName: organizations.displayName, active: organizations.active },
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .where(eq(invitations.code, code));
  return row;
}

/** What /accept-invitation/{code} shows before anything is accepted: one of INVITATION_STATES. */
export async function previewInvitation(db: Db, code: string, viewer: Viewer | null): Promise<InvitationPreview> {
  if (!INVITATION_CODE_PATTERN.test(code)) return { state: "invalid", organization: null, role: null };
  const row = await findByCode(db, code);
  if (!row?.organization.active || !row.invitation.active)
    return { state: "not_found", organization: null, role: null };
  const organization = { id: row.organization.id, displayName: row.organization.displayName };
  const state = stateOf(row.invitation);
  if (state !== "valid")
    return { state: state === "inactive" ? "not_found" : state, organization, role: row.invitation.role };
  if (viewer) {
    const [member] = await db
      .select({ id: userOrganizations.id })
      .from(userOrganizations)
      .where(and(eq(userOrganizations.userId, viewer.userId), eq(userOrganizations.organizationId, organization.id)));
    if (member) return { state: "already_member", organization, role: row.invitation.role };
  }
  return { state: "valid", organization, role: row.invitation.role };
}

/**
 * Accepts an invitation. The use is counted with one conditional UPDATE, so concurrent accepts
 * never exceed the maximum; a person who is already a member uses nothing up.
 */
export async function acceptInvitation(
  root: Db,
  code: string,
  person: { userId: string; email: string; impersonatedBy?: string | null },
  ip: string | null,
): Promise<InvitationPreview> {
  if (!INVITATION_CODE_PATTERN.test(code)) throw new AppError(400, "INVITATION_INVALID", "Invalid invitation link");
  // The organisation is known from the code: the write helper learns it once a member is added.
  return writeOrgData(currentDb(root), null, async (tx, orgChanges) => {
    const found = await findByCode(tx, code);
    if (!found?.organization.active || !found.invitation.active) {
      throw notFound("This invitation does not exist or is no longer active", "INVITATION_NOT_FOUND");
    }
    const organization = { id: found.organization.id, displayName: found.organization.displayName };
    const [member] = await tx
      .select({ id: userOrganizations.id })
      .from(userOrganizations)
      .where(and(eq(userOrganizations.userId, person.userId), eq(userOrganizations.organizationId, organization.id)));
    if (member) return { state: "already_member" as const, organization, role: found.invitation.role };

    const [used] = await tx
      .update(invitations)
      .set({ uses: sql`${invitations.uses} + 1` })
      .where(
        and(
          eq(invitations.id, found.invitation.id),
          eq(invitations.active, true),
          sql`${invitations.expiresAt} > now()`,
          sql`(${invitations.maxUses} is null or ${invitations.uses} < ${invitations.maxUses})`,
        ),
      )
      .returning({ id: invitations.id });
    if (!used) {
      if (found.invitation.expiresAt <= new Date())
        throw new AppError(410, "INVITATION_EXPIRED", "This invitation link has expired");
      throw new AppError(409, "INVITATION_USED_UP", "This invitation link has been used the maximum number of times");
    }
    await assertCaregiverCapacity(tx, organization.id);
    const [primary] = await tx
      .select({ id: userOrganizations.id })
      .from(userOrganizations)
      .where(and(eq(userOrganizations.userId, person.userId), eq(userOrganizations.isPrimary, true)));
    await tx.insert(userOrganizations).values({
      userId: person.userId,
      organizationId: organization.id,
      role: found.invitation.role,
      isPrimary: !primary,
    });
    orgChanges.also(organization.id);
    await grantMemberRole(tx, person.userId);
    await audit(tx, {
      action: "invitation.accept",
      actor: { userId: person.userId, email: person.email, impersonatedBy: person.impersonatedBy ?? null },
      organizationId: organization.id,
      targetUserId: person.userId,
      targetType: "invitation",
      targetId: found.invitation.id,
      details: { role: found.invitation.role },
      ipAddress: ip,
    });
    return { state: "accepted" as const, organization, role: found.invitation.role };
  });
}
