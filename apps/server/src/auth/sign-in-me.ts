import { toViewer } from "../access/viewer";
import type { AppDeps } from "../app-deps";
import { getMe } from "../features/me/me.service";

/**
 * The answer to a sign-in carries the person as GET /api/me describes them (decision 063), so the
 * app goes on to its first screen without asking who signed in: one round trip less, which on a
 * festival network is 0.4 s or more. The person is read through the session the answer opens (its
 * cookie), the same lookup every later request makes. A second step still to come (two-factor)
 * or an answer without a session is passed on as it came.
 */
export async function withMe(deps: AppDeps, response: Response): Promise<Response> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (!body || typeof body !== "object" || "twoFactorRedirect" in body) return response;
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (!cookie) return response;
  const found = await deps.lookupSession(new Headers({ cookie }), {});
  if (found.kind !== "found") return response;
  const me = await getMe(deps.db, toViewer(found.payload), deps.config.APP_TIMEZONE);
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ ...body, me }), { status: response.status, headers });
}
