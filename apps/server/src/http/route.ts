import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import { PERMISSION_DESCRIPTIONS } from "@hulppost/shared/permission-descriptions";
import type { Permission } from "@hulppost/shared/permissions";
import type { MiddlewareHandler } from "hono";
import { authorize } from "../access/authorize";
import type { AppDeps } from "../app-deps";
import type { AppEnv } from "./context";
import { errorResponses } from "./openapi-shared";

/** Every mounted API route and the permission it declared, filled as routers are built. */
export const declaredPermissions = new Map<string, Permission>();

export const routeKey = (method: string, openApiPath: string) => `${method.toUpperCase()} ${openApiPath}`;

type RouteInput = Omit<RouteConfig, "middleware"> & {
  permission: Permission;
  middleware?: MiddlewareHandler<AppEnv>[];
};

/**
 * Declares an API route with its permission. The permission is enforced by middleware the helper
 * adds itself, recorded for the route-walk test, and published in the OpenAPI document.
 */
export function defineRoute<const R extends RouteInput>(deps: AppDeps, config: R) {
  const { permission, middleware = [], ...rest } = config;
  const fullPath = `/api${rest.path}`;
  declaredPermissions.set(routeKey(rest.method, fullPath), permission);
  return createRoute({
    ...rest,
    responses: { ...errorResponses, ...rest.responses },
    middleware: [authorize(deps, permission), ...middleware] as const,
    "x-permission": permission,
    "x-permission-description": PERMISSION_DESCRIPTIONS[permission],
    security: permission === "public" ? [] : [{ session: [] }],
  } as Omit<R, "permission" | "middleware"> & { middleware: MiddlewareHandler<AppEnv>[] });
}
