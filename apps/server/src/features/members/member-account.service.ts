import type { MemberDetailView } from "@hulppost/shared/members";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { writeOrgData } from "../../db/org-write";
import { accounts, type profiles, sessions, twoFactors, users } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { audit } from "../audit/audit.service";
import { writeProfile } from "../me/me.service";
import { refuseResponsiblePerson, refuseSelf, requireAccountManagedHere } from "./member-guards";
import { detachFromOrganization, getMember } from "./members.service";

/*
 * What an admin may do to a caregiver's account rather than to their membership. Every action
 * here is refused (409 MEMBER_ELSEWHERE) unless this organisation alone answers for the account;
 * see accountManagedHere.
 */

export async function updateMemberProfile(
  db: Db,
  access: OrgAccess,
  userId: string,
  input: Omit<Partial<typeof profiles.$inferInsert>, "userId" | "email" | "userCode">,
  ip: string,
): Promise<MemberDetailView> {
  await db.transaction(async (tx) => {
    await requireAccountManagedHere(tx, access.organizationId, userId);
    await writeProfile(tx, userId, input);
    await audit(tx, {
      action: "member.profile_update",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetUserId: userId,
      ipAddress: ip,
    });
  });
  return getMember(db, access.organizationId, userId);
}

/** An admin sets a caregiver's password; every session of that person ends. */
export async function resetMemberPassword(
  deps: AppDeps,
  access: OrgAccess,
  userId: string,
  password: string,
  ip: string,
) {
  const context = await deps.auth.$context;
  const hash = await context.password.hash(password);
  await deps.db.transaction(async (tx) => {
    await requireAccountManagedHere(tx, access.organizationId, userId);
    const updated = await tx
      .update(accounts)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
      .returning({ id: accounts.id });
    if (!updated.length)
      await tx.insert(accounts).values({ userId, accountId: userId, providerId: "credential", password: hash });
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await audit(tx, {
      action: "password.reset_by_admin",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetUserId: userId,
      ipAddress: ip,
    });
  });
}

export async function verifyMemberEmail(db: Db, access: OrgAccess, userId: string, ip: string) {
  await db.transaction(async (tx) => {
    await requireAccountManagedHere(tx, access.organizationId, userId);
    await tx.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
    await audit(tx, {
      action: "email.verified_by_admin",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetUserId: userId,
      ipAddress: ip,
    });
  });
}

/**
 * "Delete only the auth user" (decision 009): the person can no longer sign in (password, second
 * factor and sessions go) and leaves the organisation; their profile and history stay.
 */
export async function deleteMemberLogin(db: Db, access: OrgAccess, userId: string, ip: string) {
  refuseSelf(access, userId);
  // Leaving the organisation changes its staffing and member counts.
  await writeOrgData(db, access.organizationId, async (tx) => {
    await requireAccountManagedHere(tx, access.organizationId, userId);
    await refuseResponsiblePerson(tx, access.organizationId, userId);
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
    await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, userId));
    await detachFromOrganization(tx, access.organizationId, userId);
    await audit(tx, {
      action: "login.delete",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetUserId: userId,
      ipAddress: ip,
    });
  });
}
