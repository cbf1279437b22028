import type { OrganizationView } from "@hulppost/shared/organizations";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "../../db/client";
import { changedFields, nextEditVersion } from "../../db/edit-version";
import { organizationSubscriptions, organizations, profiles } from "../../db/schema/index";
import type { Viewer } from "../../http/context";
import { AppError, conflict, fieldError, notFound } from "../../http/errors";
import { audit } from "../audit/audit.service";
import { isLive } from "../billing/subscription-state";
import { addAdminMembership, getOrganization, insertOrganization } from "../organizations/organizations.service";

async function userIdByCode(tx: Db, code: string): Promise<string> {
  const [profile] = await tx.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.userCode, code));
  if (!profile) throw fieldError("responsibleUserCode", "userNotFound", "USER_NOT_FOUND", 404);
  return profile.userId;
}

interface PlatformInput {
  displayName: string;
  name: string;
  contactEmail: string | null;
  contactPhone: string | null;
  plan: "free" | "premium";
  active: boolean;
  responsibleUserCode: string | null;
}

export async function createPlatformOrganization(
  db: Db,
  viewer: Viewer,
  input: PlatformInput,
  ip: string,
): Promise<OrganizationView> {
  const id = await db.transaction(async (tx) => {
    const responsible = input.responsibleUserCode ? await userIdByCode(tx, input.responsibleUserCode) : null;
    const organizationId = await insertOrganization(tx, input, responsible);
    await audit(tx, {
      action: "organization.create",
      actor: viewer,
      organizationId,
      targetUserId: responsible,
      targetType: "organization",
      targetId: organizationId,
      details: { displayName: input.displayName, plan: input.plan },
      ipAddress: ip,
    });
    return organizationId;
  });
  return getOrganization(db, id);
}

export async function updatePlatformOrganization(
  db: Db,
  viewer: Viewer,
  organizationId: string,
  input: Partial<Omit<PlatformInput, "name">>,
  ip: string,
): Promise<OrganizationView> {
  await db.transaction(async (tx) => {
    const { responsibleUserCode, ...fields } = input;
    const changes: Partial<typeof organizations.$inferInsert> = { ...fields, updatedAt: new Date() };
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
    // The admins' details form learns of this change as of anyone's (decision 036).
    const { updatedAt: _now, ...values } = changes;
    await tx
      .update(organizations)
      .set({ ...changes, ...nextEditVersion(current, changedFields(current, values)) })
      .where(eq(organizations.id, organizationId));
    if (changes.responsibleUserId) await addAdminMembership(tx, organizationId, changes.responsibleUserId);
    await audit(tx, {
      action: "organization.update",
      actor: viewer,
      organizationId,
      targetType: "organization",
      targetId: organizationId,
      details: input,
      ipAddress: ip,
    });
  });
  return getOrganization(db, organizationId);
}

/**
 * Deletes an organisation and all it holds, after the super admin typed its system name. A live
 * Stripe subscription is cancelled first: deleting the organisation must not leave its customer
 * paying for nothing (if Stripe does not answer, nothing is deleted).
 */
export async function deletePlatformOrganization(
  db: Db,
  viewer: Viewer,
  organizationId: string,
  confirmation: string,
  ip: string,
  stripe: Stripe | null = null,
) {
  await db.transaction(async (tx) => {
    const [org] = await tx
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    if (!org) throw notFound("Organisation not found");
    if (confirmation.trim() !== org.name) {
      throw new AppError(400, "CONFIRMATION_MISMATCH", "Type the organisation's system name to confirm", {
        confirmation: "confirmationMismatch",
      });
    }
    const [subscription] = await tx
      .select({ id: organizationSubscriptions.subscriptionId, status: organizationSubscriptions.status })
      .from(organizationSubscriptions)
      .where(eq(organizationSubscriptions.organizationId, organizationId));
    if (stripe && subscription?.id && isLive(subscription.status)) {
      try {
        await stripe.subscriptions.cancel(subscription.id);
      } catch {
        throw new AppError(
          503,
          "BILLING_PROVIDER_UNAVAILABLE",
          "The organisation's subscription could not be cancelled at the payment provider; nothing was deleted",
        );
      }
    }
    await audit(tx, {
      action: "organization.delete",
      actor: viewer,
      organizationId,
      details: { name: org.name },
      ipAddress: ip,
    });
    await tx.delete(organizations).where(eq(organizations.id, organizationId));
  });
}
