import { createHmac, timingSafeEqual } from "node:crypto";
import type { Role } from "@hulppost/shared/constants";
import type { Database } from "../db/client";
import { pgArray } from "../db/pg-array";
import type { HeaderReader } from "../http/node-exchange";
import { IMPERSONATION_MAX_MS } from "./impersonation-plugin";

/** The session and user exactly as Better Auth's GET /get-session answers them. */
export interface SessionPayload {
  session: {
    id: string;
    token: string;
    userId: string;
    expiresAt: Date;
    createdAt: Date;
    updatedAt: Date;
    ipAddress: string | null;
    userAgent: string | null;
    impersonatedBy: string | null;
  };
  user: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
    image: string | null;
    twoFactorEnabled: boolean;
    createdAt: Date;
    updatedAt: Date;
  };
  roles: Role[];
}

/**
 * More about the signed-in person, read in the same round trip as their session: SQL select items
 * over `u` (their users row) with parameters from `$2` on, and the prepared statement's name.
 */
export interface SessionExtra {
  columns: string;
  params: unknown[];
  name: string;
}

export type LookupResult =
  | { kind: "found"; payload: SessionPayload; extra?: Record<string, unknown> }
  | { kind: "none" }
  | { kind: "delegate" };

/** A person's global roles as one SQL select item, `roles`; `person` is the SQL of their id. */
export const rolesColumn = (person: string) =>
  `coalesce((select array_agg(r.role) from user_roles r where r.user_id = ${person}), '{}') as roles`;

interface LookupOptions {
  secret: string;
  cookieName: string;
  dontRememberCookieName: string;
  expiresInSeconds: number;
  updateAgeSeconds: number;
}

/** Signed cookies kept once verified: the sessions of a large event's people, several times over. */
const VERIFIED_KEPT = 10_000;

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * Resolves a session cookie the way Better Auth does (HMAC-SHA256 signed token, session row not
 * expired) in one indexed query, with the person's roles in the same round trip. Better Auth's own
 * path builds its endpoint context per call and verifies the signature through WebCrypto, which
 * made every page load and API call several times slower than the database work itself.
 *
 * Anything out of the ordinary — a bearer token, a "don't remember me" session, a session due for
 * its daily extension, an expired token — is handed back to Better Auth ("delegate"), so refreshing
 * and clearing cookies keep Better Auth's exact behaviour. A token with no session row is simply
 * nobody ("none"), with no cookie cleared: such a request is usually one that left before the
 * session was swapped (impersonation stop, sign-in), and clearing the cookie in its late answer
 * would sign the browser out of the session that just replaced it.
 */
export function createSessionLookup(database: Database, options: LookupOptions) {
  const key = Buffer.from(options.secret);

  function verify(signed: string): string | null {
    const dot = signed.lastIndexOf(".");
    if (dot < 1) return null;
    const token = signed.slice(0, dot);
    const signature = signed.slice(dot + 1);
    if (signature.length !== 44 || !signature.endsWith("=")) return null;
    const expected = createHmac("sha256", key).update(token).digest();
    const given = Buffer.from(signature, "base64");
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  }

  // A signed cookie that verified once is not verified again: a browser sends the same cookie with
  // every request, and the HMAC was a few per cent of each lookup's time (decision 059). Only values
  // that verified with this secret are kept, at most `VERIFIED_KEPT`, the oldest dropped first.
  const verified = new Map<string, string>();
  function verifyOnce(signed: string): string | null {
    const known = verified.get(signed);
    if (known !== undefined) return known;
    const token = verify(signed);
    if (token === null) return null;
    if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value ?? "");
    verified.set(signed, token);
    return token;
  }

  const columns = `s.id, s.token, s.user_id, s.expires_at, s.created_at, s.updated_at, s.ip_address, s.user_agent,
      s.impersonated_by, u.name, u.email, u.email_verified, u.image, u.two_factor_enabled,
      u.created_at as user_created_at, u.updated_at as user_updated_at`;
  const from = "from sessions s join users u on u.id = s.user_id where s.token = $1";
  const withRoles = `select ${columns}, ${rolesColumn("u.id")} ${from}`;
  const withoutRoles = `select ${columns} ${from}`;

  /**
   * `roles: false` skips the roles (GET /get-session does not answer them); `extra` adds its
   * columns (an organisation-scoped request's membership: access/org-access.ts), answered as `extra`.
   */
  return async function lookup(
    headers: HeaderReader,
    { roles: wantRoles = true, extra }: { roles?: boolean; extra?: SessionExtra } = {},
  ): Promise<LookupResult> {
    if (headers.get("authorization")) return { kind: "delegate" };
    const cookies = headers.get("cookie");
    const signed = readCookie(cookies, options.cookieName);
    if (!signed) return { kind: "none" };
    if (readCookie(cookies, options.dontRememberCookieName)) return { kind: "delegate" };
    const token = verifyOnce(signed);
    if (!token) return { kind: "none" };

    const [row] = extra
      ? await database.query<Record<string, unknown>>(
          `select ${columns}, ${rolesColumn("u.id")}, ${extra.columns} ${from}`,
          [token, ...extra.params],
          extra.name,
        )
      : await database.query<Record<string, unknown>>(
          wantRoles ? withRoles : withoutRoles,
          [token],
          wantRoles ? "hulppost_session_with_roles" : "hulppost_session",
        );
    if (!row) return { kind: "none" };
    const expiresAt = new Date(row.expires_at as string);
    const now = Date.now();
    if (expiresAt.getTime() < now) return { kind: "delegate" };
    // Better Auth extends a session once `updateAge` has passed since it was last extended.
    const dueForExtension =
      expiresAt.getTime() - options.expiresInSeconds * 1000 + options.updateAgeSeconds * 1000 <= now;
    if (dueForExtension) return { kind: "delegate" };
    const createdAt = new Date(row.created_at as string);
    if (row.impersonated_by && createdAt.getTime() + IMPERSONATION_MAX_MS < now) return { kind: "none" };

    const roles = row.roles;
    return {
      kind: "found",
      payload: {
        session: {
          id: row.id as string,
          token: row.token as string,
          userId: row.user_id as string,
          expiresAt,
          createdAt,
          updatedAt: new Date(row.updated_at as string),
          ipAddress: (row.ip_address as string | null) ?? null,
          userAgent: (row.user_agent as string | null) ?? null,
          impersonatedBy: (row.impersonated_by as string | null) ?? null,
        },
        user: {
          id: row.user_id as string,
          name: row.name as string,
          email: row.email as string,
          emailVerified: row.email_verified as boolean,
          image: (row.image as string | null) ?? null,
          twoFactorEnabled: row.two_factor_enabled as boolean,
          createdAt: new Date(row.user_created_at as string),
          updatedAt: new Date(row.user_updated_at as string),
        },
        roles: pgArray(roles) as Role[],
      },
      extra: extra ? row : undefined,
    };
  };
}
