import { randomBytes } from "node:crypto";
import type { AppDeps } from "../app-deps";
import type { Db } from "../db/client";
import { users } from "../db/schema/index";
import { createProfileFor } from "./profile-hooks";
import { SET_PASSWORD_IDENTIFIER } from "./set-password-plugin";

const INVITE_VALID_DAYS = 7;

/**
 * Makes a one-time link with which a person who has no password yet (created by an administrator)
 * chooses one, and mails it to them in their language. Returns the link.
 */
export async function createInviteLink(deps: AppDeps, userId: string, origin: string): Promise<string> {
  const context = await deps.auth.$context;
  const token = randomBytes(24).toString("base64url");
  await context.internalAdapter.createVerificationValue({
    identifier: SET_PASSWORD_IDENTIFIER(token),
    value: userId,
    expiresAt: new Date(Date.now() + INVITE_VALID_DAYS * 24 * 3600 * 1000),
  });
  const user = await context.internalAdapter.findUserById(userId);
  const profile = await deps.db.query.profiles.findFirst({ where: (p, { eq }) => eq(p.userId, userId) });
  const link = `${new URL(origin).origin}/auth?token_hash=${encodeURIComponent(token)}&type=invite`;
  if (user) {
    await deps.mailer.send(user.email, {
      template: "invite",
      language: profile?.language,
      params: { name: user.name },
      actionUrl: link,
    });
  }
  return link;
}

/**
 * A login without a password yet, with its profile, in one transaction (as sign-up makes them).
 * The person chooses a password through an invite link (createInviteLink).
 */
export async function createPasswordlessUser(db: Db, email: string, name: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email, name, emailVerified: false })
      .returning({ id: users.id, email: users.email, name: users.name });
    if (!created) throw new Error("The user was not created");
    await createProfileFor(tx, created, {});
    return created.id;
  });
}
