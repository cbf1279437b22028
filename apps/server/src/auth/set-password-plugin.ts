import { setPasswordBody } from "@hulppost/shared/auth";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";

export const SET_PASSWORD_IDENTIFIER = (token: string) => `reset-password:${token}`;

/**
 * `POST /api/auth/set-password`: the target of invite and recovery links (spec: set password after
 * an invite or recovery link, then "Je bent nu aangemeld."). Unlike the standard reset it also
 * confirms the email (the link reached the inbox) and signs the person in, unless they protect
 * their account with a second factor, which a mailed link must not bypass.
 */
export const setPasswordPlugin = (options: {
  /** The link reached the inbox: the person has shown they read this address's mail. */
  onMailboxProven?: (user: { id: string; email: string }) => Promise<void>;
}) =>
  ({
    id: "hulppost-set-password",
    endpoints: {
      setPasswordFromLink: createAuthEndpoint(
        "/set-password",
        { method: "POST", body: setPasswordBody },
        async (ctx) => {
          const { token, newPassword } = ctx.body;
          const adapter = ctx.context.internalAdapter;
          const verification = await adapter.consumeVerificationValue(SET_PASSWORD_IDENTIFIER(token));
          if (!verification) {
            throw new APIError("BAD_REQUEST", { code: "INVALID_TOKEN", message: "The link is invalid or has expired" });
          }
          const user = await adapter.findUserById(verification.value);
          if (!user) throw new APIError("BAD_REQUEST", { code: "INVALID_TOKEN", message: "The link is invalid" });

          const hash = await ctx.context.password.hash(newPassword);
          const credential = await adapter.findCredentialAccount(user.id);
          if (credential) await adapter.updatePassword(user.id, hash);
          else
            await adapter.linkAccount({
              userId: user.id,
              providerId: "credential",
              accountId: user.id,
              password: hash,
            });
          // Whoever held an old password (or an old session) is out.
          await adapter.deleteUserSessions(user.id);
          const updated = user.emailVerified ? user : await adapter.updateUser(user.id, { emailVerified: true });
          await options.onMailboxProven?.(user);

          if ((user as { twoFactorEnabled?: boolean }).twoFactorEnabled) return ctx.json({ signedIn: false });
          const session = await adapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user: updated });
          return ctx.json({ signedIn: true });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
