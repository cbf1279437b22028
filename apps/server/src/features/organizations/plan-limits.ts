import { PLAN_LIMITS, type Plan } from "@hulppost/shared/constants";
import { eq, type SQLWrapper, sql } from "drizzle-orm";
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
 * The members that count against the plan's caregiver limit: every member but the organisation's
 * responsible person (who runs it and is not one of its caregivers), admins included, so the limit
 * cannot be dodged by making people admins. The one definition both the limit and every count
 * shown to people use.
 */
export function countedCaregivers(organizationId: SQLWrapper | string, responsibleUserId: SQLWrapper | string | null) {
  return sql<number>`(select count(*)::int from ${userOrganizations} counted
    where counted.organization_id = ${organizationId}::uuid
      and counted.user_id is distinct from ${responsibleUserId}::uuid)`;
}

/** The free plan allows 5 caregivers, counted by countedCaregivers (who counts: decision 008). */
export async function assertCaregiverCapacity(tx: Db, organizationId: string): Promise<void> {
  const org = await lockOrganization(tx, organizationId);
  const limit = PLAN_LIMITS[org.plan].caregivers;
  if (limit === null) return;
  const result = await tx.execute(sql`select ${countedCaregivers(organizationId, org.responsibleUserId)} as n`);
  const counted = Number((result.rows[0] as { n: number } | undefined)?.n ?? 0);
  if (counted >= limit) {
    throw new AppError(
      403,
      "PLAN_LIMIT_CAREGIVERS",
      `The free plan allows a limit of ${limit} caregivers; upgrade to Premium to add more`,
      undefined,
      { limit },
    );
  }
}
