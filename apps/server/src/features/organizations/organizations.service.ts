import { PLAN_LIMITS } from "@hulppost/shared/constants";
import {
  type OrganizationSettings,
  type OrganizationSettingsInput,
  type OrganizationView,
  organizationSettingsOf,
  SMS_SETTINGS,
} from "@hulppost/shared/organizations";
import { and, asc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { changedFields, checkEditConflict, nextEditVersion } from "../../db/edit-version";
import { containsPattern } from "../../db/like-pattern";
import { writeOrgData } from "../../db/org-write";
import { organizationSettings, organizations, profiles, userOrganizations } from "../../db/schema/index";
import type { Viewer } from "../../http/context";
import { AppError, conflict, fieldError, notFound } from "../../http/errors";
import { audit } from "../audit/audit.service";
import { countedCaregivers, lockOrganization } from "./plan-limits";

const memberCount = sql<number>`(select count(*)::int from ${userOrganizations} uo where uo.organization_id = ${organizations.id})`;

function selectOrganizations(db: Db) {
  return db
    .select({
      org: organizations,
      settings: organizationSettings,
      responsibleName: sql<string | null>`nullif(trim(${profiles.firstName} || ' ' || ${profiles.lastName}), '')`,
      memberCount,
      caregiverCount: countedCaregivers(organizations.id, organizations.responsibleUserId),
    })
    .from(organizations)
    .leftJoin(organizationSettings, eq(organizationSettings.organizationId, organizations.id))
    .leftJoin(profiles, eq(profiles.userId, organizations.responsibleUserId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectOrganizations>["execute"]>>[number];

function toView(row: Row): OrganizationView {
  const { org, settings } = row;
  return {
    id: org.id,
    version: org.version,
    name: org.name,
    displayName: org.displayName,
    contactEmail: org.contactEmail,
    contactPhone: org.contactPhone,
    active: org.active,
    plan: org.plan,
    responsibleUserId: org.responsibleUserId,
    responsibleName: row.responsibleName ?? null,
    memberCount: Number(row.memberCount),
    caregiverCount: Number(row.caregiverCount),
    caregiverLimit: PLAN_LIMITS[org.plan].caregivers,
    settings: organizationSettingsOf(org.plan, settings),
    createdAt: org.createdAt.toISOString(),
  };
}

export async function getOrganization(db: Db, organizationId: string): Promise<OrganizationView> {
  const [row] = await selectOrganizations(db).where(eq(organizations.id, organizationId));
  if (!row) throw notFound("Organisation not found");
  return toView(row);
}

export async function listAllOrganizations(db: Db, search?: string): Promise<OrganizationView[]> {
  const like = search ? containsPattern(search) : undefined;
  const where: SQL | undefined = like
    ? or(ilike(organizations.displayName, like), ilike(organizations.name, like))
    : undefined;
  const rows = await selectOrganizations(db).where(where).orderBy(asc(organizations.displayName));
  return rows.map(toView);
}

interface NewOrganization {
  displayName: string;
  name: string;
  contactEmail: string | null;
  contactPhone: string | null;
  plan?: "free" | "premium";
  active?: boolean;
}

/**
 * Creates the organisation with its settings (all on) and makes `adminUserId`, when given, its
 * responsible person and admin. Runs inside the caller's transaction.
 */
export async function insertOrganization(tx: Db, input: NewOrganization, adminUserId: string | null): Promise<string> {
  const [taken] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, input.name));
  if (taken) throw conflict("NAME_TAKEN", "An organisation with this system name exists", { name: "nameTaken" });
  if (adminUserId) {
    const [responsible] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.responsibleUserId, adminUserId));
    if (responsible) throw conflict("ALREADY_CREATED", "This person is already responsible for an organisation");
  }
  const [org] = await tx
    .insert(organizations)
    .values({
      name: input.name,
      displayName: input.displayName,
      contactEmail: input.contactEmail,
      contactPhone: input.contactPhone,
      plan: input.plan ?? "free",
      active: input.active ?? true,
      responsibleUserId: adminUserId,
    })
    .returning({ id: organizations.id });
  if (!org) throw new Error("organisation not created");
  // SMS starts off on a plan without it (the free plan); everything else starts on.
  const sms = PLAN_LIMITS[input.plan ?? "free"].sms;
  await tx.insert(organizationSettings).values({ organizationId: org.id, smsCenterEnabled: sms, smsOnAssignment: sms });
  if (adminUserId) await addAdminMembership(tx, org.id, adminUserId);
  return org.id;
}

/** Makes a person admin of an organisation; primary when it is their first organisation. */
export async function addAdminMembership(tx: Db, organizationId: string, userId: string): Promise<void> {
  const [primary] = await tx
    .select({ id: userOrganizations.id })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.userId, userId), eq(userOrganizations.isPrimary, true)));
  await tx
    .insert(userOrganizations)
    .values({ userId, organizationId, role: "admin", isPrimary: !primary })
    .onConflictDoUpdate({
      target: [userOrganizations.userId, userOrganizations.organizationId],
      set: { role: "admin" },
    });
}

/**
 * An organisator creates one organisation (a second is refused, 'alreadyCreated') and becomes its
 * responsible person and admin.
 */
export async function createOwnOrganization(
  db: Db,
  viewer: Viewer,
  input: NewOrganization,
  ip: string,
): Promise<OrganizationView> {
  const id = await db.transaction(async (tx) => {
    const organizationId = await insertOrganization(tx, input, viewer.userId);
    await audit(tx, {
      action: "organization.create",
      actor: viewer,
      organizationId,
      targetType: "organization",
      targetId: organizationId,
      details: { displayName: input.displayName, name: input.name },
      ipAddress: ip,
    });
    return organizationId;
  });
  return getOrganization(db, id);
}

/** The user whose user code (USER-XXXXXX) this is; 404 on the field otherwise. */
export async function userIdByCode(tx: Db, code: string): Promise<string> {
  const [profile] = await tx.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.userCode, code));
  if (!profile) throw fieldError("responsibleUserCode", "userNotFound", "USER_NOT_FOUND", 404);
  return profile.userId;
}

/**
 * What changes an organisation: its admins' details form (names, contacts, with the version it
 * was loaded from) or the super admin's tools, which may also set plan, active flag and the
 * responsible person. Each route's contract admits only its own fields.
 */
export type OrganizationChanges = Partial<
  Pick<NewOrganization, "displayName" | "contactEmail" | "contactPhone" | "plan" | "active">
> & { responsibleUserCode?: string | null; version?: number };

/**
 * Changes an organisation for either route. A new responsible person (not yet responsible for
 * another organisation) becomes its admin too.
 */
export async function updateOrganization(
  db: Db,
  viewer: Viewer,
  organizationId: string,
  input: OrganizationChanges,
  ip: string,
): Promise<OrganizationView> {
  const { version: seen, ...details } = input;
  const { responsibleUserCode, ...fields } = details;
  // A new responsible person may become a member (admin): the organisation's counts change.
  await writeOrgData(db, organizationId, async (tx) => {
    const changes: Partial<typeof organizations.$inferInsert> = { ...fields };
    if (responsibleUserCode !== undefined) {
      changes.responsibleUserId = responsibleUserCode ? await userIdByCode(tx, responsibleUserCode) : null;
      if (changes.responsibleUserId) {
        const [other] = await tx
          .select({ id: organizations.id })
          .from(organizations)
          .where(eq(organizations.responsibleUserId, changes.responsibleUserId));
        if (other && other.id !== organizationId)
          throw conflict("ALREADY_CREATED", "This person is already responsible for an organisation");
      }
    }
    const [current] = await tx.select().from(organizations).where(eq(organizations.id, organizationId)).for("update");
    if (!current) throw notFound("Organisation not found");
    // Two admins on the details form: a field changed since it was loaded asks first; the super
    // admin's change (no version) is one the form learns of like anyone's (decision 036).
    const changed = changedFields(current, changes);
    checkEditConflict(current, changed, seen);
    await tx
      .update(organizations)
      .set({ ...changes, ...nextEditVersion(current, changed), updatedAt: new Date() })
      .where(eq(organizations.id, organizationId));
    if (changes.responsibleUserId) await addAdminMembership(tx, organizationId, changes.responsibleUserId);
    await audit(tx, {
      action: "organization.update",
      actor: viewer,
      organizationId,
      targetType: "organization",
      targetId: organizationId,
      details,
      ipAddress: ip,
    });
  });
  return getOrganization(db, organizationId);
}

export async function getSettings(db: Db, organizationId: string): Promise<OrganizationSettings> {
  return (await getOrganization(db, organizationId)).settings;
}

export async function updateSettings(
  db: Db,
  viewer: Viewer,
  organizationId: string,
  input: OrganizationSettingsInput,
  ip: string,
): Promise<OrganizationSettings> {
  const { version: seen, ...fields } = input;
  await db.transaction(async (tx) => {
    const { plan } = await lockOrganization(tx, organizationId);
    const [stored] = await tx
      .select()
      .from(organizationSettings)
      .where(eq(organizationSettings.organizationId, organizationId))
      .for("update");
    // Two admins on the Options tab: a switch changed since the form was loaded asks first (decision 036).
    const current = stored ?? { version: 1, fieldVersions: {} };
    const changed = changedFields(stored ?? {}, fields);
    checkEditConflict(current, changed, seen);
    if (!PLAN_LIMITS[plan].sms) {
      const refused = SMS_SETTINGS.filter((name) => fields[name]);
      if (refused.length)
        throw new AppError(
          403,
          "PLAN_NO_SMS",
          "The free plan has no SMS; upgrade to Premium to switch it on",
          Object.fromEntries(refused.map((name) => [name, "planNoSms"])),
        );
    }
    const versioned = { ...fields, ...nextEditVersion(current, changed) };
    await tx
      .insert(organizationSettings)
      .values({ organizationId, ...versioned })
      .onConflictDoUpdate({
        target: organizationSettings.organizationId,
        set: { ...versioned, updatedAt: new Date() },
      });
    await audit(tx, {
      action: "settings.update",
      actor: viewer,
      organizationId,
      details: { ...fields },
      ipAddress: ip,
    });
  });
  // Read back: a save without the report language kept the stored one.
  return getSettings(db, organizationId);
}
