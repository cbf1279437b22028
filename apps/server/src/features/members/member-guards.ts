import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organizations, userOrganizations } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { AppError, conflict, notFound } from "../../http/errors";

/**
 * True when this organisation alone answers for the person's account: a caregiver (not an admin)
 * here, in no other organisation, with no platform-wide role. Only then may its admins change the
 * person's details, password, email status or login; otherwise an admin of one organisation could
 * take over an account that other organisations (or the whole platform) trust.
 *
 * The outer columns are spelled out: drizzle leaves them unqualified in a single-table select,
 * where they would bind to the subquery's own rows.
 */
export const accountManagedHere = sql<boolean>`(
  "user_organizations"."role" = 'hulpverlener'
  and not exists (select 1 from user_organizations other
    where other.user_id = "user_organizations"."user_id"
      and other.organization_id <> "user_organizations"."organization_id")
  and not exists (select 1 from user_roles r
    where r.user_id = "user_organizations"."user_id" and r.role <> 'hulpverlener')
)`;

/** Throws 404 unless the person is a member of this organisation (ids of other tenants look absent). */
export async function requireMember(db: Db, organizationId: string, userId: string) {
  const [member] = await db
    .select({ member: userOrganizations, managedHere: accountManagedHere })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.organizationId, organizationId), eq(userOrganizations.userId, userId)));
  if (!member) throw notFound("Responder not found", "USER_NOT_FOUND");
  return { ...member.member, managedHere: Boolean(member.managedHere) };
}

/** requireMember, and refuses (409) unless the organisation alone answers for the account. */
export async function requireAccountManagedHere(db: Db, organizationId: string, userId: string) {
  const member = await requireMember(db, organizationId, userId);
  if (!member.managedHere) {
    throw conflict(
      "MEMBER_ELSEWHERE",
      "This person also belongs to another organisation or holds a wider role; only they can change their account",
    );
  }
  return member;
}

export function refuseSelf(access: OrgAccess, userId: string) {
  if (access.viewer.userId === userId)
    throw new AppError(409, "CANNOT_CHANGE_SELF", "You cannot do this to your own account");
}

/**
 * The organisation's responsible person (its creator, unless a super admin named another) stays
 * an admin: other admins may not demote or remove them. A super admin changes who is responsible.
 */
export async function refuseResponsiblePerson(db: Db, organizationId: string, userId: string) {
  const [org] = await db
    .select({ responsibleUserId: organizations.responsibleUserId })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (org?.responsibleUserId === userId)
    throw conflict("RESPONSIBLE_PERSON", "The organisation's responsible person stays its admin");
}
