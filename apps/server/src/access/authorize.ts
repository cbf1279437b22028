import type { MemberRole } from "@hulppost/shared/constants";
import { effectiveOrgRole, isAllowed, PERMISSIONS, type Permission } from "@hulppost/shared/permissions";
import type { MiddlewareHandler } from "hono";
import type { AppDeps } from "../app-deps";
import type { AppEnv } from "../http/context";
import { forbidden, notFound, unauthenticated } from "../http/errors";
import { getViewer } from "./viewer";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Enforces a route's permission. Organisation-scoped routes carry `:orgId`; a person who is not a
 * member of it (or the organisation is inactive) gets 404, so outsiders cannot learn what exists.
 */
export function authorize(deps: AppDeps, permission: Permission): MiddlewareHandler<AppEnv> {
  const rule = PERMISSIONS[permission];
  return async (c, next) => {
    if (rule.scope === "public") return next();
    const viewer = await getViewer(c, deps);
    if (!viewer) throw unauthenticated();

    if (rule.scope !== "organization") {
      if (!isAllowed(permission, { roles: viewer.roles, memberRole: null })) throw forbidden();
      return next();
    }

    const organizationId = c.req.param("orgId");
    if (!organizationId || !UUID.test(organizationId)) throw notFound("Organisation not found", "NOT_FOUND");
    // Runs on every organisation-scoped request: a prepared statement, planned once per connection.
    const [row] = await deps.database.query<{ active: boolean; member_role: MemberRole | null }>(
      `select o.active, uo.role as member_role from organizations o
       left join user_organizations uo on uo.organization_id = o.id and uo.user_id = $2
       where o.id = $1`,
      [organizationId, viewer.userId],
      "hulppost_org_access",
    );
    const isSuperAdmin = viewer.roles.includes("super_admin");
    const memberRole = row?.member_role ?? null;
    if (!row || (!isSuperAdmin && (memberRole === null || !row.active))) throw notFound("Organisation not found");

    const subject = { roles: viewer.roles, memberRole };
    if (!isAllowed(permission, subject)) throw forbidden();
    c.set("access", { viewer, organizationId, memberRole, role: effectiveOrgRole(subject) ?? "hulpverlener" });
    return next();
  };
}
