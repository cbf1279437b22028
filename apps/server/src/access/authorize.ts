import { isAllowed, PERMISSIONS, type Permission } from "@hulppost/shared/permissions";
import type { MiddlewareHandler } from "hono";
import type { AppDeps } from "../app-deps";
import type { AppEnv } from "../http/context";
import { forbidden, unauthenticated } from "../http/errors";
import { resolveOrgAccess } from "./org-access";
import { getViewer } from "./viewer";

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

    const access = await resolveOrgAccess(c, deps, c.req.param("orgId"));
    if (!isAllowed(permission, { roles: access.viewer.roles, memberRole: access.memberRole })) throw forbidden();
    c.set("access", access);
    return next();
  };
}
