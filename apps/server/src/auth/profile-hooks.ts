import { DEFAULT_LANGUAGE, GENDERS, type Gender, LANGUAGES, type Language } from "@hulppost/shared/constants";
import { INVITATION_CODE_PATTERN } from "@hulppost/shared/invitations";
import { eq, isNull, sql } from "drizzle-orm";
import { currentDb, type Db } from "../db/client";
import { profiles, userRoles, users } from "../db/schema/index";
import { generateUserCode } from "./user-code";

interface NewUser {
  id: string;
  email: string;
  name: string;
}

interface SignUpDetails {
  firstName?: unknown;
  lastName?: unknown;
  birthDate?: unknown;
  gender?: unknown;
  language?: unknown;
  invitationCode?: unknown;
}

const textOr = (value: unknown, fallback: string) => (typeof value === "string" && value ? value : fallback);

/**
 * Every new login gets its profile and unique user code in the same transaction as the user row,
 * so there is never a user without a profile. `details` is the sign-up body, already checked
 * with the shared contract; anything else (a login made by a command) falls back to the name.
 */
export async function createProfileFor(root: Db, user: NewUser, details: SignUpDetails): Promise<void> {
  const db = currentDb(root);
  const [first, ...rest] = user.name.trim().split(/\s+/);
  const language = LANGUAGES.includes(details.language as Language) ? (details.language as Language) : DEFAULT_LANGUAGE;
  for (let attempt = 0; attempt < 8; attempt++) {
    const inserted = await db
      .insert(profiles)
      .values({
        userId: user.id,
        email: user.email,
        firstName: textOr(details.firstName, first || user.email),
        lastName: textOr(details.lastName, rest.join(" ")),
        birthDate: typeof details.birthDate === "string" ? details.birthDate : null,
        gender: GENDERS.includes(details.gender as Gender) ? (details.gender as Gender) : null,
        language,
        pendingInvitationCode:
          typeof details.invitationCode === "string" && INVITATION_CODE_PATTERN.test(details.invitationCode)
            ? details.invitationCode
            : null,
        userCode: generateUserCode(),
      })
      // A clash on the random user code is skipped here and retried with a new code.
      .onConflictDoNothing({ target: profiles.userCode })
      .returning({ userId: profiles.userId });
    if (inserted.length) break;
    if (attempt === 7) throw new Error("Could not find a free user code");
  }
}

/**
 * SUPER_ADMIN_EMAILS: a listed address becomes super admin once its owner has shown they read its
 * mail (the verification, reset or set-password link), never on sign-up alone: anyone can sign up
 * with any address, and an unproven account must not carry the platform's widest role.
 */
export async function grantListedSuperAdmin(
  root: Db,
  user: { id: string; email: string },
  superAdminEmails: readonly string[],
): Promise<void> {
  if (!superAdminEmails.includes(user.email.toLowerCase())) return;
  await currentDb(root).insert(userRoles).values({ userId: user.id, role: "super_admin" }).onConflictDoNothing();
}

export async function recordSignIn(root: Db, userId: string): Promise<void> {
  await currentDb(root).update(profiles).set({ lastLoginAt: sql`now()` }).where(eq(profiles.userId, userId));
}

// The same control characters the shared `text()` refuses; an old row may still hold one.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * Gives every user without a profile one, at start. Before profiles were written in the user's own
 * transaction, a sign-up that failed halfway left such a user behind, and that address could never
 * be used again (sign-up mailed "account exists"; after verifying, the app found no profile).
 */
export async function repairUsersWithoutProfile(root: Db): Promise<number> {
  const orphans = await root
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(isNull(profiles.userId));
  for (const user of orphans) {
    const name = user.name.replace(CONTROL_CHARACTERS, "").trim();
    await root.transaction((tx) => createProfileFor(tx, { ...user, name: name || user.email }, {}));
  }
  return orphans.length;
}
