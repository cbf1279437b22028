import type { AppDeps } from "../app-deps";
import { currentDb } from "../db/client";
import { AppError } from "../http/errors";
import { audit } from "./audit/audit.service";
import { acceptInvitation } from "./invitations/invitations.service";

const registered = new WeakSet<AppDeps>();

/**
 * What features do when a login is created or used: sign-ins go to the audit log, and a person
 * who signs up from an invitation link joins that organisation in the same transaction.
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

  deps.hooks.userCreated.push(async (user, body) => {
    const code = typeof body.invitationCode === "string" ? body.invitationCode : null;
    if (!code) return;
    try {
      // A savepoint: an invitation that turns out used up or expired must not undo the sign-up.
      await currentDb(deps.db).transaction(async (savepoint) => {
        await acceptInvitation(savepoint, code, { userId: user.id, email: user.email }, null);
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      deps.logger.info({ userId: user.id, code: error.code }, "invitation not applied at sign-up");
    }
  });
}
