import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { casualties } from "../../db/schema/index";
import { notFound } from "../../http/errors";

export const casualtyNotFound = () => notFound("Casualty not found", "CASUALTY_NOT_FOUND");

/**
 * A casualty of this incident and organisation, locked for the change that reads it (FOR UPDATE:
 * two phones changing it at once take turns); a foreign or unknown id answers 404.
 */
export async function lockCasualty(tx: Db, organizationId: string, incidentId: string, casualtyId: string) {
  const [row] = await tx
    .select()
    .from(casualties)
    .where(
      and(
        eq(casualties.id, casualtyId),
        eq(casualties.incidentId, incidentId),
        eq(casualties.organizationId, organizationId),
      ),
    )
    .for("update");
  if (!row) throw casualtyNotFound();
  return row;
}
