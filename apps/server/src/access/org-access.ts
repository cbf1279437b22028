import type { MemberRole, Role } from "@hulppost/shared/constants";
import { effectiveOrgRole } from "@hulppost/shared/permissions";
import type { Context } from "hono";
import type { AppDeps } from "../app-deps";
import type { Database } from "../db/client";
import type { AppEnv, OrgAccess } from "../http/context";
import { notFound, unauthenticated } from "../http/errors";
import { getViewer, readViewer } from "./viewer";

/** An organisation as one person reaches it. */
export interface Membership {
  /** Whether the organisation exists. */
  found: boolean;
  active: boolean;
  memberRole: MemberRole | null;
  /** The key of its cached answers (decision 040); null when it does not exist. */
  dataVersion: number | null;
}

/**
 * How a person reaches an organisation, as SQL select items over the SQL of the organisation's id
 * and of the person's id: the one place that reads a membership, whether for a request (with its
 * session, below), an event link of another organisation, or the open realtime streams. The
 * subqueries' own names (m_org, m_member) cannot hide a table of the caller's that the two use.
 */
export const membershipColumns = (organization: string, person: string) =>
  `(select m_org.active from organizations m_org where m_org.id = ${organization}) as org_active,
   (select m_org.data_version from organizations m_org where m_org.id = ${organization}) as org_data_version,
   (select m_member.role from user_organizations m_member
     where m_member.organization_id = ${organization} and m_member.user_id = ${person}) as member_role`;

export function membershipOf(row: Record<string, unknown> | undefined): Membership {
  const active = row?.org_active;
  return {
    found: active !== null && active !== undefined,
    active: active === true,
    memberRole: (row?.member_role as MemberRole | null | undefined) ?? null,
    dataVersion: row?.org_data_version == null ? null : Number(row.org_data_version),
  };
}

/**
 * Whether a person may enter an organisation at all: a member of an active one, or a super admin
 * of any that exists. Everyone else is told it does not exist (404), so outsiders learn nothing.
 */
export const mayEnter = (membership: Membership, roles: readonly Role[]) =>
  membership.found && (roles.includes("super_admin") || (membership.memberRole !== null && membership.active));

/** The membership of a person already known, in one query. */
export async function readMembership(database: Database, organizationId: string, userId: string) {
  const [row] = await database.query(
    `select ${membershipColumns("$2::uuid", "u.id")} from users u where u.id = $1`,
    [userId, organizationId],
    "hulppost_membership",
  );
  return membershipOf(row);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Read with the session of an organisation-scoped request, in the same round trip. */
const withSession = (organizationId: string) => ({
  columns: membershipColumns("$2::uuid", "u.id"),
  params: [organizationId],
  name: "hulppost_session_with_org_v3",
});

/**
 * The tenancy of an organisation-scoped request, resolved once (architecture convention 3): who
 * asks, their role in the organisation and its data version, in one query with the session
 * however it is read. 401 without a session; 404 for an id that is no organisation's, or one the
 * person may not enter. Whether the role allows the route is the caller's (authorize) to say.
 */
export async function resolveOrgAccess(
  c: Context<AppEnv>,
  deps: AppDeps,
  organizationId: string | undefined,
): Promise<OrgAccess> {
  if (organizationId === undefined || !UUID.test(organizationId)) {
    if (!(await getViewer(c, deps))) throw unauthenticated();
    throw notFound("Organisation not found", "NOT_FOUND");
  }
  const { viewer, extra } = await readViewer(c, deps, withSession(organizationId));
  if (!viewer) throw unauthenticated();
  const membership = extra ? membershipOf(extra) : await readMembership(deps.database, organizationId, viewer.userId);
  if (!mayEnter(membership, viewer.roles)) throw notFound("Organisation not found");
  const { memberRole, dataVersion } = membership;
  return {
    viewer,
    organizationId,
    memberRole,
    role: effectiveOrgRole({ roles: viewer.roles, memberRole }) ?? "hulpverlener",
    dataVersion,
  };
}
