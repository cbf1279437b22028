import type { Role } from "@hulppost/shared/constants";
import type { Context } from "hono";
import type { AppDeps } from "../app-deps";
import { IMPERSONATION_MAX_MS } from "../auth/impersonation-plugin";
import { rolesColumn, type SessionExtra, type SessionPayload } from "../auth/session-lookup";
import { pgArray } from "../db/pg-array";
import type { AppEnv, Viewer } from "../http/context";
import { unauthenticated } from "../http/errors";
import { requestHeaders } from "../http/node-exchange";

/**
 * The signed-in person, looked up at most once per request. Sessions live in the database, so a
 * revoked session stops working on the very next request.
 */
export async function getViewer(c: Context<AppEnv>, deps: AppDeps): Promise<Viewer | null> {
  return (await readViewer(c, deps)).viewer;
}

/**
 * The signed-in person and, with `extra`, more about them in the same query: the session lookup's
 * for an ordinary cookie session, the roles' for a session Better Auth reads. No `extra` when the
 * person was already known to this request (nothing read): the caller asks for it then.
 */
export async function readViewer(
  c: Context<AppEnv>,
  deps: AppDeps,
  extra?: SessionExtra,
): Promise<{ viewer: Viewer | null; extra?: Record<string, unknown> }> {
  const cached = c.get("viewer");
  if (cached !== undefined) return { viewer: cached };
  const fast = await deps.lookupSession(requestHeaders(c), { extra });
  if (fast.kind !== "delegate") {
    const viewer = fast.kind === "found" ? toViewer(fast.payload) : null;
    c.set("viewer", viewer);
    return { viewer, extra: fast.kind === "found" ? fast.extra : undefined };
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
    return { viewer: null };
  }
  const impersonatedBy = (result.session as { impersonatedBy?: string | null }).impersonatedBy ?? null;
  if (impersonatedBy && result.session.createdAt.getTime() + IMPERSONATION_MAX_MS < Date.now()) {
    c.set("viewer", null);
    return { viewer: null };
  }
  const columns = extra ? `${rolesColumn("u.id")}, ${extra.columns}` : rolesColumn("u.id");
  const [row = {}] = await deps.database.query(`select ${columns} from users u where u.id = $1`, [
    result.user.id,
    ...(extra?.params ?? []),
  ]);
  const viewer: Viewer = {
    userId: result.user.id,
    email: result.user.email,
    name: result.user.name,
    roles: pgArray(row.roles) as Role[],
    sessionId: result.session.id,
    impersonatedBy,
  };
  c.set("viewer", viewer);
  return { viewer, extra: extra ? row : undefined };
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

export function toViewer(payload: SessionPayload): Viewer {
  return {
    userId: payload.user.id,
    email: payload.user.email,
    name: payload.user.name,
    roles: payload.roles,
    sessionId: payload.session.id,
    impersonatedBy: payload.session.impersonatedBy,
  };
}
