import { DEFAULT_LANGUAGE, type Language, type Role } from "@hulppost/shared/constants";
import type { MeView, OrganizationSummary, ProfileView } from "@hulppost/shared/me";
import { effectiveSettings } from "@hulppost/shared/organizations";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { changedFields, checkEditConflict, nextEditVersion } from "../../db/edit-version";
import { organizationSettings, organizations, profiles, userOrganizations, users } from "../../db/schema/index";
import type { Viewer } from "../../http/context";
import { notFound } from "../../http/errors";

type ProfileRow = typeof profiles.$inferSelect;

export function toProfileView(p: ProfileRow): ProfileView {
  return {
    userId: p.userId,
    version: p.version,
    email: p.email,
    firstName: p.firstName,
    lastName: p.lastName,
    language: p.language,
    isDoctor: p.isDoctor,
    isNurse: p.isNurse,
    hasFirstAidCertificate: p.hasFirstAidCertificate,
    birthDate: p.birthDate,
    gender: p.gender,
    phone: p.phone,
    address: p.address,
    iban: p.iban,
    vatNumber: p.vatNumber,
    diploma: p.diploma,
    userCode: p.userCode,
    lastLoginAt: p.lastLoginAt?.toISOString() ?? null,
    onboardingCompletedAt: p.onboardingCompletedAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
  };
}

/**
 * The organisations a person can pick in the header: their memberships, or every active
 * organisation for a super admin, sorted by display name, with each one's settings.
 */
export async function selectableOrganizations(db: Db, viewer: Viewer): Promise<OrganizationSummary[]> {
  const isSuperAdmin = viewer.roles.includes("super_admin");
  const membership = and(
    eq(userOrganizations.organizationId, organizations.id),
    eq(userOrganizations.userId, viewer.userId),
  );
  const query = db
    .select({
      id: organizations.id,
      name: organizations.name,
      displayName: organizations.displayName,
      plan: organizations.plan,
      role: userOrganizations.role,
      isPrimary: sql<boolean>`coalesce(${userOrganizations.isPrimary}, false)`,
      reportLanguage: organizationSettings.reportLanguage,
      settings: {
        chatEnabled: organizationSettings.chatEnabled,
        smsCenterEnabled: organizationSettings.smsCenterEnabled,
        locationsEnabled: organizationSettings.locationsEnabled,
        smsOnAssignment: organizationSettings.smsOnAssignment,
      },
    })
    .from(organizations)
    .leftJoin(organizationSettings, eq(organizationSettings.organizationId, organizations.id));
  const rows = isSuperAdmin
    ? await query
        .leftJoin(userOrganizations, membership)
        .where(eq(organizations.active, true))
        .orderBy(asc(organizations.displayName))
    : await query
        .innerJoin(userOrganizations, membership)
        .where(eq(organizations.active, true))
        .orderBy(asc(organizations.displayName));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    displayName: r.displayName,
    plan: r.plan,
    role: r.role ?? null,
    isPrimary: r.isPrimary,
    reportLanguage: r.reportLanguage ?? DEFAULT_LANGUAGE,
    settings: effectiveSettings(r.plan, r.settings),
  }));
}

export async function getMe(db: Db, viewer: Viewer, timeZone: string): Promise<MeView> {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, viewer.userId));
  if (!row) throw notFound("Profile not found", "USER_NOT_FOUND");
  const organizationsList = await selectableOrganizations(db, viewer);
  const [responsible] = await db
    .select({ n: count() })
    .from(organizations)
    .where(eq(organizations.responsibleUserId, viewer.userId));
  let impersonation: MeView["impersonation"] = null;
  if (viewer.impersonatedBy) {
    const [impersonator] = await db.select({ name: users.name }).from(users).where(eq(users.id, viewer.impersonatedBy));
    impersonation = { impersonatorId: viewer.impersonatedBy, impersonatorName: impersonator?.name ?? "" };
  }
  return {
    user: {
      id: row.user.id,
      email: row.user.email,
      name: row.user.name,
      emailVerified: row.user.emailVerified,
      twoFactorEnabled: row.user.twoFactorEnabled,
    },
    profile: toProfileView(row.profile),
    roles: viewer.roles as Role[],
    organizations: organizationsList,
    canCreateOrganization: viewer.roles.includes("organisator") && (responsible?.n ?? 0) === 0,
    impersonation,
    timeZone,
  };
}

export async function updateProfile(
  db: Db,
  viewer: Viewer,
  input: Omit<Partial<ProfileRow>, "userId" | "email" | "userCode" | "fieldVersions">,
): Promise<ProfileView> {
  return toProfileView(await db.transaction((tx) => writeProfile(tx, viewer.userId, input)));
}

/** Changes a person's profile (their own, or an admin's edit) and keeps the login's name in step. */
export async function writeProfile(
  db: Db,
  userId: string,
  input: Omit<Partial<ProfileRow>, "userId" | "email" | "userCode" | "fieldVersions">,
): Promise<ProfileRow> {
  const { version: seen, ...fields } = input;
  const [current] = await db.select().from(profiles).where(eq(profiles.userId, userId)).for("update");
  if (!current) throw notFound("Profile not found", "USER_NOT_FOUND");
  // The person and an admin may edit the same profile: a field changed since the form was
  // loaded asks first (decision 036).
  const changed = changedFields(current, fields);
  checkEditConflict(current, changed, seen);
  const [row] = await db
    .update(profiles)
    .set({ ...fields, ...nextEditVersion(current, changed), updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning();
  if (!row) throw notFound("Profile not found", "USER_NOT_FOUND");
  // Keep the login's display name in step with the profile's names.
  if (input.firstName || input.lastName) {
    await db
      .update(users)
      .set({ name: `${row.firstName} ${row.lastName}`.trim(), updatedAt: new Date() })
      .where(eq(users.id, userId));
  }
  return row;
}

export async function setLanguage(db: Db, viewer: Viewer, language: Language): Promise<void> {
  await db.update(profiles).set({ language, updatedAt: new Date() }).where(eq(profiles.userId, viewer.userId));
}

export async function completeOnboarding(db: Db, viewer: Viewer): Promise<void> {
  await db
    .update(profiles)
    .set({ onboardingCompletedAt: sql`coalesce(${profiles.onboardingCompletedAt}, now())` })
    .where(eq(profiles.userId, viewer.userId));
}
