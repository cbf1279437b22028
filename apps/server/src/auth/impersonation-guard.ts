import type { AppDeps } from "../app-deps";
import { AppError } from "../http/errors";
import { authCookieNames } from "./auth";
import { readCookie } from "./session-lookup";

/**
 * While impersonating, a super admin sees and uses the product as the person does, but must not
 * make the person's account their own: change its name, email, password or second factor, list
 * or end its sessions, or delete it. So an impersonated session reaches only these Better Auth
 * endpoints, at any age (the product's own API already ends an impersonation after an hour).
 */
const OPEN_WHILE_IMPERSONATING = new Set([
  "/get-session",
  "/sign-out",
  "/impersonation/stop",
  // Answers with its own audit-logged refusal.
  "/impersonation/start",
]);

async function isImpersonatedRequest(deps: AppDeps, headers: Headers): Promise<boolean> {
  // A session reaches Better Auth by cookie or, through the bearer plugin, by Authorization header.
  const hasSession =
    headers.has("authorization") || readCookie(headers.get("cookie"), authCookieNames(deps.config).sessionToken);
  if (!hasSession) return false;
  const result = await deps.auth.api.getSession({ headers, query: { disableCookieCache: true } }).catch(() => null);
  return Boolean((result?.session as { impersonatedBy?: string | null } | undefined)?.impersonatedBy);
}

/** Throws 403 when an impersonated session calls an account endpoint it may not. */
export async function refuseWhileImpersonating(deps: AppDeps, path: string, headers: Headers) {
  if (OPEN_WHILE_IMPERSONATING.has(path)) return;
  if (await isImpersonatedRequest(deps, headers))
    throw new AppError(403, "IMPERSONATION_FORBIDDEN", "Not available while impersonating someone");
}
