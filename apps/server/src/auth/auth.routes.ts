import {
  forgotPasswordBody,
  localPath,
  password,
  passwordOnlyBody,
  setPasswordBody,
  signInBody,
  signUpBody,
  verifyTotpBody,
} from "@hulppost/shared/auth";
import { emailField } from "@hulppost/shared/validation";
import type { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../app-deps";
import type { AppEnv } from "../http/context";
import { AppError, validationError } from "../http/errors";
import { CLIENT_IP_HEADER } from "./auth";
import { refuseWhileImpersonating } from "./impersonation-guard";
import { consumeAttempt, resetAttempts, signInKeys } from "./sign-in-limiter";

/**
 * Bodies of the Better Auth endpoints the product uses, checked with the shared contracts before
 * Better Auth sees them: field-level 400s, trimmed and lower-cased emails, unknown fields dropped.
 */
const CONTRACTS: Record<string, z.ZodType> = {
  "/sign-up/email": signUpBody,
  "/sign-in/email": signInBody,
  "/request-password-reset": forgotPasswordBody,
  "/reset-password": z.object({ token: z.string().min(1).max(200), newPassword: password }),
  "/set-password": setPasswordBody,
  "/send-verification-email": z.object({ email: emailField, callbackURL: localPath.optional() }),
  "/change-password": z.object({
    currentPassword: z.string().min(1).max(128),
    newPassword: password,
    revokeOtherSessions: z.boolean().optional(),
  }),
  "/two-factor/enable": passwordOnlyBody,
  "/two-factor/disable": passwordOnlyBody,
  "/two-factor/get-totp-uri": passwordOnlyBody,
  "/two-factor/verify-totp": verifyTotpBody,
  "/two-factor/verify-backup-code": z.object({
    code: z.string().trim().min(1).max(64),
    trustDevice: z.boolean().optional(),
  }),
  "/revoke-session": z.object({ token: z.string().min(1).max(200) }),
};

/** Better Auth's error codes, as the rest of the API names them. */
const CODE_MAP: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "INVALID_CREDENTIALS",
  INVALID_PASSWORD: "INVALID_PASSWORD",
  INVALID_CODE: "TWO_FACTOR_INVALID_CODE",
  INVALID_TWO_FACTOR_COOKIE: "SESSION_EXPIRED",
  PASSWORD_TOO_SHORT: "VALIDATION_ERROR",
  PASSWORD_TOO_LONG: "VALIDATION_ERROR",
};

async function reshapeError(response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get("content-type")?.includes("application/json")) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string } | null;
  if (!body || "error" in body) return response;
  const code = response.status === 429 ? "RATE_LIMITED" : (CODE_MAP[body.code ?? ""] ?? body.code ?? "AUTH_ERROR");
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  const fields = code === "VALIDATION_ERROR" ? { password: "passwordTooShort" } : undefined;
  return new Response(JSON.stringify({ error: { code, message: body.message ?? "Authentication failed", fields } }), {
    status: response.status,
    headers,
  });
}

export function mountAuthRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  // The session lookup is the hottest auth call (every page load, every poll). Better Auth's
  // handler builds its whole router per request, so this standard endpoint answers through the
  // one-query lookup and, for the unusual cases, through Better Auth's `api` (built once): same
  // checks, same JSON, same refreshed cookie. See docs/decisions/004-session-lookup.md.
  app.get("/api/auth/get-session", async (c) => {
    c.header("Cache-Control", "no-store");
    const fast = await deps.lookupSession(c.req.raw.headers, { roles: false });
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

  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    const path = c.req.path.slice("/api/auth".length);
    const headers = new Headers(c.req.raw.headers);
    // Better Auth keys its own limits on this header; it is set here from the connection and any
    // value the client sent is replaced.
    headers.set(CLIENT_IP_HEADER, c.get("clientIp"));
    await refuseWhileImpersonating(deps, path, headers);
    let body: string | undefined;

    if (c.req.method === "POST") {
      const contract = CONTRACTS[path];
      const isJson = c.req.header("content-type")?.includes("application/json") ?? false;
      if (contract || isJson) {
        const raw = await c.req.text();
        let parsed: unknown = {};
        if (raw.trim()) {
          try {
            parsed = JSON.parse(raw);
          } catch {
            throw new AppError(400, "INVALID_JSON", "The request body is not valid JSON");
          }
        }
        if (contract) {
          const result = contract.safeParse(parsed);
          if (!result.success) throw validationError(result.error);
          parsed = result.data;
        }
        body = JSON.stringify(parsed);
        headers.set("content-type", "application/json");
      }

      if (path === "/sign-in/email") {
        const { email } = parsed(body) as { email: string };
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
        if (response.ok) await resetAttempts(deps.db, keys.email);
        return reshapeError(response);
      }
    }

    const request = new Request(c.req.raw.url, { method: c.req.method, headers, body });
    return reshapeError(await deps.auth.handler(request));
  });
}

function parsed(body: string | undefined): unknown {
  return body ? JSON.parse(body) : {};
}
