import type { Role } from "@hulppost/shared/constants";
import type { PlatformUserView } from "@hulppost/shared/platform";
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/like-pattern";
import { writeOrgData } from "../../db/org-write";
import { pgArray } from "../../db/pg-array";
import { chatMessages, profiles, userOrganizations, userRoles, users } from "../../db/schema/index";
import type { Viewer } from "../../http/context";
import { AppError, conflict, notFound } from "../../http/errors";
import { audit } from "../audit/audit.service";

const rolesOf = sql<
  string[]
>`coalesce((select array_agg(r.role order by r.role) from user_roles r where r.user_id = ${users.id}), '{}')`;
const organizationsOf = sql<PlatformUserView["organizations"]>`coalesce((
  select json_agg(json_build_object('id', o.id, 'displayName', o.display_name, 'role', uo.role) order by o.display_name)
  from user_organizations uo join organizations o on o.id = uo.organization_id where uo.user_id = ${users.id}), '[]')`;

function parseJson<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

/** Every person on the platform with roles and organisations, in one query. */
export async function listPlatformUsers(
  db: Db,
  filter: { search?: string; role?: Role | "none"; limit: number },
  onlyId?: string,
) {
  const conditions: SQL[] = [];
  if (onlyId) conditions.push(eq(users.id, onlyId));
  if (filter.search) {
    const like = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(users.email, like),
        ilike(profiles.firstName, like),
        ilike(profiles.lastName, like),
        ilike(profiles.userCode, like),
        sql`${profiles.firstName} || ' ' || ${profiles.lastName} ilike ${like}`,
      ) as SQL,
    );
  }
  if (filter.role === "none")
    conditions.push(sql`not exists (select 1 from user_roles r where r.user_id = ${users.id})`);
  else if (filter.role)
    conditions.push(sql`exists (select 1 from user_roles r where r.user_id = ${users.id} and r.role = ${filter.role})`);
  const rows = await db
    .select({ user: users, profile: profiles, roles: rolesOf, organizations: organizationsOf })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(sql`lower(${profiles.lastName})`), asc(sql`lower(${profiles.firstName})`))
    .limit(filter.limit);
  return rows.map(
    (r): PlatformUserView => ({
      id: r.user.id,
      email: r.user.email,
      firstName: r.profile.firstName,
      lastName: r.profile.lastName,
      userCode: r.profile.userCode,
      roles: pgArray(r.roles) as Role[],
      organizations: parseJson(r.organizations),
      emailVerified: r.user.emailVerified,
      lastLoginAt: r.profile.lastLoginAt?.toISOString() ?? null,
      createdAt: r.user.createdAt.toISOString(),
    }),
  );
}

/** Grants and revokes global roles; a super admin cannot take their own super admin role away. */
export async function setUserRoles(
  db: Db,
  viewer: Viewer,
  userId: string,
  roles: Role[],
  ip: string,
): Promise<PlatformUserView> {
  const wanted = new Set(roles);
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound("User not found", "USER_NOT_FOUND");
    const current = new Set(
      (await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))).map(
        (r) => r.role as Role,
      ),
    );
    const revoke = [...current].filter((r) => !wanted.has(r));
    const grant = [...wanted].filter((r) => !current.has(r));
    if (userId === viewer.userId && revoke.includes("super_admin")) {
      throw new AppError(409, "CANNOT_CHANGE_SELF", "You cannot take your own super admin role away");
    }
    if (revoke.includes("super_admin")) {
      const [others] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(userRoles)
        .where(and(eq(userRoles.role, "super_admin"), sql`${userRoles.userId} <> ${userId}`));
      if ((others?.n ?? 0) === 0) throw conflict("LAST_SUPER_ADMIN", "The platform needs at least one super admin");
    }
    if (revoke.length)
      await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), inArray(userRoles.role, revoke)));
    if (grant.length)
      await tx.insert(userRoles).values(grant.map((role) => ({ userId, role, grantedBy: viewer.userId })));
    for (const role of grant)
      await audit(tx, { action: "role.grant", actor: viewer, targetUserId: userId, details: { role }, ipAddress: ip });
    for (const role of revoke)
      await audit(tx, { action: "role.revoke", actor: viewer, targetUserId: userId, details: { role }, ipAddress: ip });
  });
  const [view] = await listPlatformUsers(db, { limit: 1 }, userId);
  return view as PlatformUserView;
}

/**
 * Deletes a person and everything that hangs on them (profile, roles, memberships, assignments,
 * sessions, chat text, shared locations), after the super admin typed their email. The audit line stays, without the email.
 */
export async function deletePlatformUser(db: Db, viewer: Viewer, userId: string, confirmation: string, ip: string) {
  if (userId === viewer.userId)
    throw new AppError(409, "CANNOT_CHANGE_SELF", "You cannot delete your own account here");
  await writeOrgData(db, null, async (tx, orgChanges) => {
    const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound("User not found", "USER_NOT_FOUND");
    if (confirmation.trim().toLowerCase() !== user.email.toLowerCase()) {
      throw new AppError(400, "CONFIRMATION_MISMATCH", "Type the person's email address to confirm", {
        confirmation: "confirmationMismatch",
      });
    }
    // The person is gone with all their data, their address too: the audit line keeps the id only.
    // (The viewer is another super admin, so the platform keeps at least one.)
    await audit(tx, { action: "user.delete", actor: viewer, targetUserId: userId, ipAddress: ip });
    // Their chat messages go too, as an admin's deletion does: the place in the conversation stays
    // ("deleted"), the text does not (decision 027). Location shares cascade with the user.
    await tx
      .update(chatMessages)
      .set({ body: "", deletedAt: sql`coalesce(${chatMessages.deletedAt}, now())` })
      .where(eq(chatMessages.authorId, userId));
    // Their memberships and assignments go with them: every organisation they were in changes.
    const memberships = await tx
      .select({ organizationId: userOrganizations.organizationId })
      .from(userOrganizations)
      .where(eq(userOrganizations.userId, userId));
    for (const { organizationId } of memberships) orgChanges.also(organizationId);
    await tx.delete(users).where(eq(users.id, userId));
  });
}
