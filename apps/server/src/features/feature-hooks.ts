import { eq } from "drizzle-orm";
import type { AppDeps } from "../app-deps";
import { currentDb } from "../db/client";
import { profiles } from "../db/schema/index";
import { AppError } from "../http/errors";
import { audit } from "./audit/audit.service";
import { acceptInvitation } from "./invitations/invitations.service";

const registered = new WeakSet<AppDeps>();

/**
 * What features do when a login is verified or used: sign-ins go to the audit log, and a person
 * who signed up from an invitation link joins that organisation once their address is verified.
 */
export function registerFeatureHooks(deps: AppDeps) {
  if (registered.has(deps)) return;
  registered.add(deps);

  deps.hooks.signIn.push(async ({ userId, ipAddress, impersonatedBy }) => {
    if (impersonatedBy) return;
    // Inside Better Auth's transaction when there is one, so a session that is rolled back leaves
    // no sign-in line behind (and PGlite's single connection is not asked twice at once).
    const db = currentDb(deps.db);
    const user = await db.query.users.findFirst({
      where: (u, { eq }) => eq(u.id, userId),
      columns: { email: true },
    });
    await audit(db, { action: "auth.sign_in", actor: { userId, email: user?.email ?? null }, ipAddress });
  });

  // A person who signed up through an invitation link joins once their address is verified: an
  // address nobody has shown to be theirs must not become a member (and see colleagues' phones).
  deps.hooks.emailVerified.push(async (user) => {
    await currentDb(deps.db).transaction(async (tx) => {
      const [pending] = await tx
        .select({ code: profiles.pendingInvitationCode })
        .from(profiles)
        .where(eq(profiles.userId, user.id))
        .for("update");
      if (!pending?.code) return;
      await tx.update(profiles).set({ pendingInvitationCode: null }).where(eq(profiles.userId, user.id));
      try {
        // A savepoint: an invitation that has expired or been used up since must not undo the verification.
        await tx.transaction((savepoint) =>
          acceptInvitation(savepoint, pending.code as string, { userId: user.id, email: user.email }, null),
        );
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        deps.logger.info({ userId: user.id, code: error.code }, "invitation not applied at verification");
      }
    });
  });
}
