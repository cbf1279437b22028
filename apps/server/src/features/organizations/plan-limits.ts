import { PLAN_LIMITS, type Plan } from "@hulppost/shared/constants";
import { and, count, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organizations, userOrganizations } from "../../db/schema/index";
import { AppError, notFound } from "../../http/errors";

/**
 * Locks the organisation's row for the rest of the transaction and returns it. Everything that
 * counts members or events against a plan limit goes through here first, so two concurrent
 * additions cannot both see "one place left".
 */
export async function lockOrganization(tx: Db, organizationId: string) {
  const [org] = await tx
    .select({ id: organizations.id, plan: organizations.plan, responsibleUserId: organizations.responsibleUserId })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for("update");
  if (!org) throw notFound("Organisation not found");
  return org as { id: string; plan: Plan; responsibleUserId: string | null };
}

/**
 * The free plan allows 5 caregivers (spec §9). Every member but the responsible person counts, so
 * the limit cannot be dodged by making people admins.
 */
export async function assertCaregiverCapacity(tx: Db, organizationId: string): Promise<void> {
  const org = await lockOrganization(tx, organizationId);
  const limit = PLAN_LIMITS[org.plan].caregivers;
  if (limit === null) return;
  const [row] = await tx
    .select({ n: count() })
    .from(userOrganizations)
    .where(
      and(
        eq(userOrganizations.organizationId, organizationId),
        org.responsibleUserId ? ne(userOrganizations.userId, org.responsibleUserId) : sql`true`,
      ),
    );
  if ((row?.n ?? 0) >= limit) {
    throw new AppError(
      403,
      "PLAN_LIMIT_CAREGIVERS",
      `The free plan allows a limit of ${limit} caregivers; upgrade to Premium to add more`,
      undefined,
      { limit },
    );
  }
}
