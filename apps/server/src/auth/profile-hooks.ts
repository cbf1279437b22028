import { DEFAULT_LANGUAGE, type Gender, LANGUAGES, type Language } from "@hulppost/shared/constants";
import { eq, sql } from "drizzle-orm";
import { currentDb, type Db } from "../db/client";
import { profiles, userRoles } from "../db/schema/index";
import { generateUserCode } from "./user-code";

interface NewUser {
  id: string;
  email: string;
  name: string;
}

interface SignUpDetails {
  firstName?: string;
  lastName?: string;
  birthDate?: string;
  gender?: Gender;
  language?: string;
}

/**
 * Every new login gets its profile and unique user code in the same transaction as the user row,
 * so there is never a user without a profile.
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
        firstName: details.firstName ?? first ?? user.email,
        lastName: details.lastName ?? rest.join(" "),
        birthDate: details.birthDate ?? null,
        gender: details.gender ?? null,
        language,
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
