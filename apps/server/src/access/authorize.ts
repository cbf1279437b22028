import type { MemberRole } from "@hulppost/shared/constants";
import { effectiveOrgRole, isAllowed, PERMISSIONS, type Permission } from "@hulppost/shared/permissions";
import { and, eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { AppDeps } from "../app-deps";
import { organizations, userOrganizations } from "../db/schema/index";
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
    const [row] = await deps.db
      .select({ active: organizations.active, memberRole: userOrganizations.role })
      .from(organizations)
      .leftJoin(
        userOrganizations,
        and(eq(userOrganizations.organizationId, organizations.id), eq(userOrganizations.userId, viewer.userId)),
      )
      .where(eq(organizations.id, organizationId));
    const isSuperAdmin = viewer.roles.includes("super_admin");
    const memberRole = (row?.memberRole ?? null) as MemberRole | null;
    if (!row || (!isSuperAdmin && (memberRole === null || !row.active))) throw notFound("Organisation not found");

    const subject = { roles: viewer.roles, memberRole };
    if (!isAllowed(permission, subject)) throw forbidden();
    c.set("access", { viewer, organizationId, memberRole, role: effectiveOrgRole(subject) ?? "hulpverlener" });
    return next();
  };
}
