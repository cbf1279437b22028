import type { Qualification } from "@hulppost/shared/constants";
import type { MemberDetailView, MemberView } from "@hulppost/shared/members";
import { and, asc, count, eq, gt, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { grantMemberRole } from "../../access/member-roles";
import { consumeAttempt } from "../../auth/sign-in-limiter";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/like-pattern";
import { writeOrgData } from "../../db/org-write";
import {
  accounts,
  eventAssignments,
  eventInterests,
  events,
  profiles,
  teamMembers,
  userOrganizations,
  users,
} from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { AppError, conflict, fieldError, notFound } from "../../http/errors";
import { audit } from "../audit/audit.service";
import { toProfileView } from "../me/me.service";
import { assertCaregiverCapacity } from "../organizations/plan-limits";
import { accountManagedHere, refuseResponsiblePerson, refuseSelf, requireMember } from "./member-guards";

const hasLogin = sql<boolean>`exists (select 1 from ${accounts} a where a.user_id = ${users.id})`;

function memberQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      member: userOrganizations,
      profile: profiles,
      emailVerified: users.emailVerified,
      hasLogin,
      managedHere: accountManagedHere,
    })
    .from(userOrganizations)
    .innerJoin(profiles, eq(profiles.userId, userOrganizations.userId))
    .innerJoin(users, eq(users.id, userOrganizations.userId))
    .where(where);
}

type MemberRow = Awaited<ReturnType<ReturnType<typeof memberQuery>["execute"]>>[number];

function toMemberView(row: MemberRow): MemberView {
  const { member, profile } = row;
  return {
    userId: member.userId,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phone: profile.phone,
    userCode: profile.userCode,
    role: member.role,
    isPrimary: member.isPrimary,
    isDoctor: profile.isDoctor,
    isNurse: profile.isNurse,
    hasFirstAidCertificate: profile.hasFirstAidCertificate,
    emailVerified: row.emailVerified,
    lastLoginAt: profile.lastLoginAt?.toISOString() ?? null,
    registeredAt: profile.createdAt.toISOString(),
    joinedAt: member.createdAt.toISOString(),
    hasLogin: Boolean(row.hasLogin),
    accountManagedHere: Boolean(row.managedHere),
  };
}

const QUALIFICATION_COLUMN = {
  doctor: profiles.isDoctor,
  nurse: profiles.isNurse,
  first_aider: profiles.hasFirstAidCertificate,
} as const;

export async function listMembers(
  db: Db,
  organizationId: string,
  filter: { search?: string; qualification?: Qualification; role?: "admin" | "hulpverlener" },
): Promise<MemberView[]> {
  const conditions: SQL[] = [eq(userOrganizations.organizationId, organizationId)];
  if (filter.search) {
    const like = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(profiles.firstName, like),
        ilike(profiles.lastName, like),
        ilike(profiles.email, like),
        ilike(profiles.userCode, like),
        sql`${profiles.firstName} || ' ' || ${profiles.lastName} ilike ${like}`,
      ) as SQL,
    );
  }
  if (filter.qualification) conditions.push(eq(QUALIFICATION_COLUMN[filter.qualification], true));
  if (filter.role) conditions.push(eq(userOrganizations.role, filter.role));
  const rows = await memberQuery(db, and(...conditions)).orderBy(
    asc(sql`lower(${profiles.lastName})`),
    asc(sql`lower(${profiles.firstName})`),
  );
  return rows.map(toMemberView);
}

async function memberViewOf(db: Db, organizationId: string, userId: string): Promise<MemberView> {
  const [row] = await memberQuery(
    db,
    and(eq(userOrganizations.organizationId, organizationId), eq(userOrganizations.userId, userId)),
  );
  if (!row) throw notFound("Responder not found", "USER_NOT_FOUND");
  return toMemberView(row);
}

export async function getMember(db: Db, organizationId: string, userId: string): Promise<MemberDetailView> {
  const [row] = await memberQuery(
    db,
    and(eq(userOrganizations.organizationId, organizationId), eq(userOrganizations.userId, userId)),
  );
  if (!row) throw notFound("Responder not found", "USER_NOT_FOUND");
  const [others] = await db
    .select({ n: count() })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.userId, userId), ne(userOrganizations.organizationId, organizationId)));
  const profile = toProfileView(row.profile);
  return {
    ...toMemberView(row),
    address: profile.address,
    iban: profile.iban,
    vatNumber: profile.vatNumber,
    diploma: profile.diploma,
    birthDate: profile.birthDate,
    gender: profile.gender,
    language: profile.language,
    version: profile.version,
    otherOrganizationCount: others?.n ?? 0,
  };
}

async function setPrimary(tx: Db, userId: string, organizationId: string) {
  await tx.update(userOrganizations).set({ isPrimary: false }).where(eq(userOrganizations.userId, userId));
  await tx
    .update(userOrganizations)
    .set({ isPrimary: true })
    .where(and(eq(userOrganizations.userId, userId), eq(userOrganizations.organizationId, organizationId)));
}

/**
 * Lookups by user code per admin and hour: enough to add a whole team by hand, too few to walk
 * the code space and learn who has an account.
 */
export const ADD_BY_CODE_LIMIT = { max: 60, windowSeconds: 3600 };

/**
 * Add an existing person by their user code: an unknown code answers 'Gebruiker niet gevonden', a
 * person already in the organisation 'Al lid'.
 */
export async function addMemberByCode(
  db: Db,
  access: OrgAccess,
  input: { userCode: string; role: "admin" | "hulpverlener"; isPrimary: boolean },
  ip: string,
): Promise<MemberView> {
  const { organizationId } = access;
  const limit = await consumeAttempt(
    db,
    `add-by-code:${access.viewer.userId}`,
    ADD_BY_CODE_LIMIT.max,
    ADD_BY_CODE_LIMIT.windowSeconds,
  );
  if (!limit.allowed) throw new AppError(429, "RATE_LIMITED", "Too many user code lookups; try again later");
  const userId = await writeOrgData(db, organizationId, async (tx) => {
    const [profile] = await tx
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(eq(profiles.userCode, input.userCode));
    if (!profile) throw fieldError("userCode", "userNotFound", "USER_NOT_FOUND", 404);
    const [existing] = await tx
      .select({ id: userOrganizations.id })
      .from(userOrganizations)
      .where(and(eq(userOrganizations.userId, profile.userId), eq(userOrganizations.organizationId, organizationId)));
    if (existing)
      throw conflict("ALREADY_MEMBER", "Already a member of this organisation", { userCode: "alreadyMember" });
    await assertCaregiverCapacity(tx, organizationId);
    const [primary] = await tx
      .select({ id: userOrganizations.id })
      .from(userOrganizations)
      .where(and(eq(userOrganizations.userId, profile.userId), eq(userOrganizations.isPrimary, true)));
    await tx
      .insert(userOrganizations)
      .values({ userId: profile.userId, organizationId, role: input.role, isPrimary: !primary });
    await grantMemberRole(tx, profile.userId);
    if (input.isPrimary) await setPrimary(tx, profile.userId, organizationId);
    await audit(tx, {
      action: "member.add",
      actor: access.viewer,
      organizationId,
      targetUserId: profile.userId,
      details: { role: input.role, via: "user_code" },
      ipAddress: ip,
    });
    return profile.userId;
  });
  return memberViewOf(db, organizationId, userId);
}

export async function updateMember(
  db: Db,
  access: OrgAccess,
  userId: string,
  input: { role?: "admin" | "hulpverlener"; isPrimary?: boolean },
  ip: string,
): Promise<MemberView> {
  const { organizationId } = access;
  await writeOrgData(db, organizationId, async (tx) => {
    const member = await requireMember(tx, organizationId, userId);
    if (input.role && input.role !== member.role) {
      refuseSelf(access, userId);
      await refuseResponsiblePerson(tx, organizationId, userId);
      await tx.update(userOrganizations).set({ role: input.role }).where(eq(userOrganizations.id, member.id));
      await audit(tx, {
        action: "member.role_change",
        actor: access.viewer,
        organizationId,
        targetUserId: userId,
        details: { from: member.role, to: input.role },
        ipAddress: ip,
      });
    }
    if (input.isPrimary && !member.isPrimary) await setPrimary(tx, userId, organizationId);
  });
  return memberViewOf(db, organizationId, userId);
}

/**
 * Removes a person from the organisation: their membership, their place on its upcoming events
 * and teams, their raised hands. Past assignments stay, they are the organisation's history.
 */
export async function detachFromOrganization(tx: Db, organizationId: string, userId: string) {
  const upcoming = tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.organizationId, organizationId), gt(events.endsAt, sql`now()`)));
  await tx
    .delete(eventAssignments)
    .where(and(eq(eventAssignments.userId, userId), inArray(eventAssignments.eventId, upcoming)));
  await tx
    .delete(eventInterests)
    .where(and(eq(eventInterests.userId, userId), eq(eventInterests.organizationId, organizationId)));
  await tx
    .delete(teamMembers)
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.organizationId, organizationId)));
  await tx
    .delete(userOrganizations)
    .where(and(eq(userOrganizations.userId, userId), eq(userOrganizations.organizationId, organizationId)));
}

export async function removeMember(db: Db, access: OrgAccess, userId: string, ip: string) {
  refuseSelf(access, userId);
  await writeOrgData(db, access.organizationId, async (tx) => {
    const member = await requireMember(tx, access.organizationId, userId);
    await refuseResponsiblePerson(tx, access.organizationId, userId);
    await detachFromOrganization(tx, access.organizationId, userId);
    await audit(tx, {
      action: "member.remove",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetUserId: userId,
      details: { role: member.role },
      ipAddress: ip,
    });
  });
}
