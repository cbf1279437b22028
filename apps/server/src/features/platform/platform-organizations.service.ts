import type { OrganizationView } from "@hulppost/shared/organizations";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "../../db/client";
import { organizationSubscriptions, organizations, realtimeNotices } from "../../db/schema/index";
import type { Viewer } from "../../http/context";
import { AppError, notFound } from "../../http/errors";
import { audit } from "../audit/audit.service";
import { isLive } from "../billing/subscription-state";
import { getOrganization, insertOrganization, userIdByCode } from "../organizations/organizations.service";

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
    await cancelOrganizationSubscription(tx, organizationId, stripe);
    await removeOrganization(tx, viewer, organizationId, org.name, ip);
  });
}

/**
 * Cancels the organisation's live subscription at the payment provider before anything of it is
 * removed: a deleted organisation must not go on paying. Throws 503 when the provider cannot be
 * reached, so the caller's transaction changes nothing. Used by the platform's delete and by an
 * organisation's own departure (decision 056).
 */
export async function cancelOrganizationSubscription(tx: Db, organizationId: string, stripe: Stripe | null) {
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
}

/**
 * Removes the organisation with everything in it (the foreign keys cascade: events, patients,
 * photos, exports, chat…), after its audit line. `viewer` is null for the departure sweep.
 */
export async function removeOrganization(
  tx: Db,
  viewer: Viewer | null,
  organizationId: string,
  name: string,
  ip: string | null,
) {
  await audit(tx, {
    action: "organization.delete",
    actor: viewer,
    organizationId,
    details: { name },
    ipAddress: ip,
  });
  await tx.delete(organizations).where(eq(organizations.id, organizationId));
  // Realtime notices have no foreign key (they are swept within minutes anyway): taken with it so
  // that nothing of the organisation stays. Billing's webhook log stays: Stripe's late events about
  // it are answered from it (ids only, no one's data).
  await tx.delete(realtimeNotices).where(eq(realtimeNotices.organizationId, organizationId));
}
