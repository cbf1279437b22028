import type { Role } from "@hulppost/shared/constants";
import { isAllowed } from "@hulppost/shared/permissions";
import { impersonateBody } from "@hulppost/shared/platform";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint, getSessionFromCtx } from "better-auth/api";
import { deleteSessionCookie, expireCookie, setSessionCookie } from "better-auth/cookies";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { userRoles } from "../db/schema/index";
import { audit } from "../features/audit/audit.service";

/** An impersonation lasts at most an hour; the session lookup refuses older ones. */
export const IMPERSONATION_MAX_MS = 60 * 60 * 1000;
const ADMIN_COOKIE = "admin_session";

async function rolesOf(db: Db, userId: string): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role as Role);
}

/**
 * Impersonation, for super admins only (decision 010): start swaps the session cookie for a new
 * session of the target that records who started it, keeping the super admin's own session in a
 * signed cookie; stop ends the target's session and restores the super admin's. Every start, stop
 * and refusal is written to the audit log.
 */
export const impersonationPlugin = (db: Db) =>
  ({
    id: "hulppost-impersonation",
    endpoints: {
      startImpersonation: createAuthEndpoint(
        "/impersonation/start",
        { method: "POST", body: impersonateBody },
        async (ctx) => {
          const current = await getSessionFromCtx(ctx);
          if (!current) throw new APIError("UNAUTHORIZED", { code: "UNAUTHENTICATED", message: "Sign in to continue" });
          const actor = { userId: current.user.id, email: current.user.email, impersonatedBy: null };
          const ip = ctx.request?.headers.get("x-hulppost-client-ip") ?? null;
          const refuse = async (reason: string) => {
            await audit(db, {
              action: "impersonation.refused",
              actor,
              targetUserId: ctx.body.userId,
              details: { reason },
              ipAddress: ip,
            });
            throw new APIError("FORBIDDEN", {
              code: "IMPERSONATION_FORBIDDEN",
              message: "Impersonation could not be started",
            });
          };
          if ((current.session as { impersonatedBy?: string | null }).impersonatedBy)
            return refuse("already_impersonating");
          // The same rule as every other route, from the shared permission matrix.
          const roles = await rolesOf(db, current.user.id);
          if (!isAllowed("platform.impersonate", { roles, memberRole: null })) return refuse("not_super_admin");
          if (ctx.body.userId === current.user.id) return refuse("self");
          const target = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!target) throw new APIError("NOT_FOUND", { code: "USER_NOT_FOUND", message: "User not found" });
          if ((await rolesOf(db, target.id)).includes("super_admin")) return refuse("target_is_super_admin");

          const session = await ctx.context.internalAdapter.createSession(target.id, false, {
            impersonatedBy: current.user.id,
          });
          const adminCookie = ctx.context.createAuthCookie(ADMIN_COOKIE, { maxAge: IMPERSONATION_MAX_MS / 1000 });
          await ctx.setSignedCookie(
            adminCookie.name,
            current.session.token,
            ctx.context.secret,
            adminCookie.attributes,
          );
          await setSessionCookie(ctx, { session, user: target });
          await audit(db, { action: "impersonation.start", actor, targetUserId: target.id, ipAddress: ip });
          return ctx.json({ ok: true });
        },
      ),
      stopImpersonation: createAuthEndpoint(
        "/impersonation/stop",
        { method: "POST", body: z.object({}).optional() },
        async (ctx) => {
          const current = await getSessionFromCtx(ctx);
          const impersonatedBy = (current?.session as { impersonatedBy?: string | null } | undefined)?.impersonatedBy;
          const adminCookie = ctx.context.createAuthCookie(ADMIN_COOKIE);
          // Stopping twice (the Stop button and the page being hidden) is not an error.
          if (!current || !impersonatedBy) return ctx.json({ ok: true, stopped: false });
          const adminToken = await ctx.getSignedCookie(adminCookie.name, ctx.context.secret);
          await ctx.context.internalAdapter.deleteSession(current.session.token);
          expireCookie(ctx, adminCookie);
          const ip = ctx.request?.headers.get("x-hulppost-client-ip") ?? null;
          const admin = adminToken ? await ctx.context.internalAdapter.findSession(adminToken) : null;
          if (!admin || admin.user.id !== impersonatedBy || admin.session.expiresAt < new Date()) {
            deleteSessionCookie(ctx);
            await audit(db, {
              action: "impersonation.stop",
              actor: { userId: impersonatedBy, email: null, impersonatedBy: null },
              targetUserId: current.user.id,
              ipAddress: ip,
            });
            return ctx.json({ ok: true, stopped: true, signedOut: true });
          }
          await setSessionCookie(ctx, admin);
          await audit(db, {
            action: "impersonation.stop",
            actor: { userId: admin.user.id, email: admin.user.email, impersonatedBy: null },
            targetUserId: current.user.id,
            ipAddress: ip,
          });
          return ctx.json({ ok: true, stopped: true });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
