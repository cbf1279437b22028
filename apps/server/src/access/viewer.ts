import type { Role } from "@hulppost/shared/constants";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { AppDeps } from "../app-deps";
import { IMPERSONATION_MAX_MS } from "../auth/impersonation-plugin";
import type { SessionPayload } from "../auth/session-lookup";
import { userRoles } from "../db/schema/index";
import type { AppEnv, Viewer } from "../http/context";
import { unauthenticated } from "../http/errors";

/**
 * The signed-in person, looked up at most once per request. Sessions live in the database, so a
 * revoked session stops working on the very next request.
 */
export async function getViewer(c: Context<AppEnv>, deps: AppDeps): Promise<Viewer | null> {
  const cached = c.get("viewer");
  if (cached !== undefined) return cached;
  const fast = await deps.lookupSession(c.req.raw.headers);
  if (fast.kind !== "delegate") {
    const viewer = fast.kind === "found" ? toViewer(fast.payload) : null;
    c.set("viewer", viewer);
    return viewer;
  }
  // The unusual sessions (a "don't remember me" session, one due for refreshing) go through Better
  // Auth, whose refreshed or cleared cookies must reach the browser as they would from its handler.
  const { headers, response: result } = await deps.auth.api.getSession({
    headers: c.req.raw.headers,
    query: { disableCookieCache: true },
    returnHeaders: true,
  });
  for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
  if (!result) {
    c.set("viewer", null);
    return null;
  }
  const impersonatedBy = (result.session as { impersonatedBy?: string | null }).impersonatedBy ?? null;
  if (impersonatedBy && result.session.createdAt.getTime() + IMPERSONATION_MAX_MS < Date.now()) {
    c.set("viewer", null);
    return null;
  }
  const roles = await deps.db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, result.user.id));
  const viewer: Viewer = {
    userId: result.user.id,
    email: result.user.email,
    name: result.user.name,
    roles: roles.map((r) => r.role as Role),
    sessionId: result.session.id,
    impersonatedBy,
  };
  c.set("viewer", viewer);
  return viewer;
}

/**
 * The signed-in person on a route whose permission already demanded one (authorize ran first);
 * 401 should it ever be asked elsewhere.
 */
export async function signedInViewer(c: Context<AppEnv>, deps: AppDeps): Promise<Viewer> {
  const viewer = await getViewer(c, deps);
  if (!viewer) throw unauthenticated();
  return viewer;
}

function toViewer(payload: SessionPayload): Viewer {
  return {
    userId: payload.user.id,
    email: payload.user.email,
    name: payload.user.name,
    roles: payload.roles,
    sessionId: payload.session.id,
    impersonatedBy: payload.session.impersonatedBy,
  };
}

/**
 * The signed-in person and their membership of one organisation, in one query when the session is
 * an ordinary cookie session; `organization` is undefined when it has to be looked up separately.
 */
export async function getViewerInOrganization(c: Context<AppEnv>, deps: AppDeps, organizationId: string) {
  const fast = await deps.lookupSession(c.req.raw.headers, { organizationId });
  if (fast.kind === "found") {
    const viewer = toViewer(fast.payload);
    c.set("viewer", viewer);
    return { viewer, organization: fast.payload.organization };
  }
  if (fast.kind === "none") {
    c.set("viewer", null);
    return { viewer: null, organization: undefined };
  }
  return { viewer: await getViewer(c, deps), organization: undefined };
}
