import type { OpenAPIHono } from "@hono/zod-openapi";
import { PERMISSION_DESCRIPTIONS } from "@hulppost/shared/permission-descriptions";
import type { AppDeps } from "../app-deps";
import type { AppEnv } from "../http/context";
import { AppError, validationError } from "../http/errors";
import { requestHeaders } from "../http/node-exchange";
import { errorResponses } from "../http/openapi-shared";
import { CLIENT_IP_HEADER } from "./auth";
import { AUTH_ENDPOINTS, findAuthEndpoint } from "./auth-endpoints";
import { refuseWhileImpersonating } from "./impersonation-guard";
import { consumeAttempt, resetAttempts, signInKeys } from "./sign-in-limiter";
import { withMe } from "./sign-in-me";

/** Better Auth's error codes, as the rest of the API names them. */
const CODE_MAP: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "INVALID_CREDENTIALS",
  INVALID_PASSWORD: "INVALID_PASSWORD",
  INVALID_CODE: "TWO_FACTOR_INVALID_CODE",
  INVALID_TWO_FACTOR_COOKIE: "SESSION_EXPIRED",
  PASSWORD_TOO_SHORT: "VALIDATION_ERROR",
  PASSWORD_TOO_LONG: "VALIDATION_ERROR",
};

const STATUS_CODES: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  429: "RATE_LIMITED",
};

/**
 * Better Auth answers errors as `{ code, message }`, and some (an unknown path, a wrong method)
 * as an empty text body; every API answer has the `{ error: { code, message } }` shape instead.
 */
async function reshapeError(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const isJson = response.headers.get("content-type")?.includes("application/json") ?? false;
  const body = isJson
    ? ((await response
        .clone()
        .json()
        .catch(() => null)) as { code?: string; message?: string; error?: unknown } | null)
    : null;
  if (body && "error" in body && typeof body.error === "object") return response;
  const fallback = STATUS_CODES[response.status] ?? (response.status >= 500 ? "INTERNAL_ERROR" : "AUTH_ERROR");
  const code = response.status === 429 ? "RATE_LIMITED" : (CODE_MAP[body?.code ?? ""] ?? body?.code ?? fallback);
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  const fields = code === "VALIDATION_ERROR" ? { password: "passwordTooShort" } : undefined;
  const message =
    body?.message || (response.status >= 500 ? "Something went wrong on our side" : "Authentication failed");
  return new Response(JSON.stringify({ error: { code, message, fields } }), { status: response.status, headers });
}

/**
 * A signed-out browser keeps nothing of the person: the sign-out answer asks it to drop its HTTP
 * cache (photos, answers) and its storage (the field store in IndexedDB, localStorage, the service
 * worker and its caches). The app registers its service worker again on the next page, so it
 * still opens offline at the sign-in page after that page has loaded once.
 */
export const CLEAR_SITE_DATA = '"cache", "storage"';

function clearSiteData(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set("Clear-Site-Data", CLEAR_SITE_DATA);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The auth endpoints in /api/openapi.json, with their contracts and who may call them. */
function describeAuthEndpoints(app: OpenAPIHono<AppEnv>) {
  for (const endpoint of AUTH_ENDPOINTS) {
    app.openAPIRegistry.registerPath({
      method: endpoint.method === "GET" ? "get" : "post",
      path: `/api/auth${endpoint.path}`,
      tags: ["Auth"],
      summary: endpoint.summary,
      request: {
        ...(endpoint.query ? { query: endpoint.query } : {}),
        ...(endpoint.body
          ? { body: { content: { "application/json": { schema: endpoint.body } }, required: true } }
          : {}),
      },
      responses: {
        200: endpoint.answer
          ? { description: "Signed in", content: { "application/json": { schema: endpoint.answer } } }
          : { description: "Better Auth's answer" },
        ...errorResponses,
      },
      "x-permission": endpoint.permission,
      "x-permission-description": PERMISSION_DESCRIPTIONS[endpoint.permission],
      security: endpoint.permission === "public" ? [] : [{ session: [] }],
    } as Parameters<typeof app.openAPIRegistry.registerPath>[0]);
  }
}

export function mountAuthRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  describeAuthEndpoints(app);

  // The session lookup is the hottest auth call (every page load, every poll). Better Auth's
  // handler builds its whole router per request, so this standard endpoint answers through the
  // one-query lookup and, for the unusual cases, through Better Auth's `api` (built once): same
  // checks, same JSON, same refreshed cookie. See docs/decisions/004-session-lookup.md.
  // Cache-Control: no-store comes from the /api middleware (app.ts); setting it here would turn the
  // answer's headers into a `Headers` object the Node adapter copies out again (decision 059).
  app.get("/api/auth/get-session", async (c) => {
    const fast = await deps.lookupSession(requestHeaders(c), { roles: false });
    if (fast.kind === "none") return c.json(null);
    if (fast.kind === "found") return c.json({ session: fast.payload.session, user: fast.payload.user });
    const { headers, response } = await deps.auth.api.getSession({
      headers: c.req.raw.headers,
      query: { disableCookieCache: c.req.query("disableCookieCache") === "true" },
      returnHeaders: true,
    });
    for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
    return c.json(response);
  });

  app.all("/api/auth/*", async (c) => {
    const path = c.req.path.slice("/api/auth".length);
    const endpoint = findAuthEndpoint(path);
    if (!endpoint) throw new AppError(404, "NOT_FOUND", "No such API endpoint");
    if (c.req.method !== endpoint.method) {
      c.header("Allow", endpoint.method);
      throw new AppError(405, "METHOD_NOT_ALLOWED", `Use ${endpoint.method} for this endpoint`);
    }
    if (endpoint.query) {
      const result = endpoint.query.safeParse(c.req.query());
      if (!result.success) throw validationError(result.error);
    }
    const headers = new Headers(c.req.raw.headers);
    // Better Auth keys its own limits on this header; it is set here from the connection and any
    // value the client sent is replaced.
    headers.set(CLIENT_IP_HEADER, c.get("clientIp"));
    await refuseWhileImpersonating(deps, path, headers);
    let body: string | undefined;

    if (c.req.method === "POST") {
      const raw = await c.req.text();
      let parsed: unknown = {};
      if (raw.trim()) {
        try {
          parsed = JSON.parse(raw);
        } catch {
          throw new AppError(400, "INVALID_JSON", "The request body is not valid JSON");
        }
      }
      if (endpoint.body) {
        const result = endpoint.body.safeParse(parsed);
        if (!result.success) throw validationError(result.error);
        parsed = result.data;
      }
      body = JSON.stringify(parsed);
      headers.set("content-type", "application/json");

      if (path === "/sign-in/email") {
        const { email } = parsed as { email: string };
        const keys = signInKeys(email, c.get("clientIp"));
        const window = deps.config.SIGN_IN_WINDOW_SECONDS;
        const byEmail = await consumeAttempt(deps.db, keys.email, deps.config.SIGN_IN_MAX_ATTEMPTS, window);
        const byIp = await consumeAttempt(deps.db, keys.ip, deps.config.SIGN_IN_MAX_ATTEMPTS * 10, window);
        if (!byEmail.allowed || !byIp.allowed) {
          const retryAfter = Math.max(
            byEmail.allowed ? 0 : byEmail.retryAfterSeconds,
            byIp.allowed ? 0 : byIp.retryAfterSeconds,
          );
          c.header("Retry-After", String(retryAfter));
          throw new AppError(429, "RATE_LIMITED", "Too many sign-in attempts; try again later", undefined, {
            retryAfterSeconds: retryAfter,
          });
        }
        const response = await deps.auth.handler(new Request(c.req.raw.url, { method: "POST", headers, body }));
        // A successful sign-in clears the count for that email; the per-address count stays.
        if (!response.ok) return reshapeError(response);
        await resetAttempts(deps.db, keys.email);
        return withMe(deps, response);
      }
    }

    const request = new Request(c.req.raw.url, { method: c.req.method, headers, body });
    const response = await reshapeError(await deps.auth.handler(request));
    return path === "/sign-out" && response.ok ? clearSiteData(response) : response;
  });
}
