import type { MemberRole } from "@hulppost/shared/constants";
import { effectiveOrgRole, isAllowed, PERMISSIONS, type Permission } from "@hulppost/shared/permissions";
import type { MiddlewareHandler } from "hono";
import type { AppDeps } from "../app-deps";
import type { AppEnv } from "../http/context";
import { forbidden, notFound, unauthenticated } from "../http/errors";
import { getViewer, getViewerInOrganization } from "./viewer";

/** The membership when the session was not an ordinary cookie session (bearer token, refresh). */
async function lookupMembership(deps: AppDeps, organizationId: string, userId: string) {
  const [row] = await deps.database.query<{
    active: boolean;
    member_role: MemberRole | null;
    data_version: string | number;
  }>(
    `select o.active, uo.role as member_role, o.data_version from organizations o
     left join user_organizations uo on uo.organization_id = o.id and uo.user_id = $2
     where o.id = $1`,
    [organizationId, userId],
    "hulppost_org_access_v2",
  );
  return {
    found: Boolean(row),
    active: row?.active === true,
    memberRole: row?.member_role ?? null,
    dataVersion: row ? Number(row.data_version) : null,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Enforces a route's permission. Organisation-scoped routes carry `:orgId`; a person who is not a
 * member of it (or the organisation is inactive) gets 404, so outsiders cannot learn what exists.
 */
export function authorize(deps: AppDeps, permission: Permission): MiddlewareHandler<AppEnv> {
  const rule = PERMISSIONS[permission];
  return async (c, next) => {
    if (rule.scope === "public") return next();

    if (rule.scope !== "organization") {
      const viewer = await getViewer(c, deps);
      if (!viewer) throw unauthenticated();
      if (!isAllowed(permission, { roles: viewer.roles, memberRole: null })) throw forbidden();
      return next();
    }

    const organizationId = c.req.param("orgId");
    const validId = organizationId !== undefined && UUID.test(organizationId);
    const { viewer, organization } = validId
      ? await getViewerInOrganization(c, deps, organizationId)
      : { viewer: await getViewer(c, deps), organization: undefined };
    if (!viewer) throw unauthenticated();
    if (!validId) throw notFound("Organisation not found", "NOT_FOUND");
    const membership = organization ?? (await lookupMembership(deps, organizationId, viewer.userId));
    const isSuperAdmin = viewer.roles.includes("super_admin");
    const memberRole = membership.memberRole;
    if (!membership.found || (!isSuperAdmin && (memberRole === null || !membership.active))) {
      throw notFound("Organisation not found");
    }

    const subject = { roles: viewer.roles, memberRole };
    if (!isAllowed(permission, subject)) throw forbidden();
    c.set("access", {
      viewer,
      organizationId,
      memberRole,
      role: effectiveOrgRole(subject) ?? "hulpverlener",
      dataVersion: membership.dataVersion,
    });
    return next();
  };
}
