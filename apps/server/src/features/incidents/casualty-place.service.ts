import type { CasualtyView, casualtyPlaceBody } from "@hulppost/shared/incidents";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { casualties, incidentTimeline } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { casualtyNotFound, lockCasualty } from "./casualty-lock";
import { casualtyRows } from "./casualty-rows";
import { requireIncident } from "./incidents.service";

type PlaceBody = z.output<typeof casualtyPlaceBody>;

/**
 * When the casualty last changed place, as the phones saw it: a move kept on a phone carries the
 * phone's time (`details.at`), one sent at once the server's (decision 044, the later change wins).
 */
async function lastMovedAt(tx: Db, incidentId: string, casualtyId: string): Promise<Date | null> {
  const { rows } = await tx.execute<{ last: string | Date | null }>(sql`
    select max(coalesce((details->>'at')::timestamptz, at)) as last
    from incident_timeline
    where incident_id = ${incidentId} and kind = 'moved' and details->>'casualtyId' = ${casualtyId}
      and not coalesce((details->>'superseded')::boolean, false)`);
  const last = rows[0]?.last;
  return last ? new Date(last) : null;
}

async function sentBefore(tx: Db, incidentId: string, clientId: string): Promise<boolean> {
  const { rows } = await tx.execute<{ one: number }>(sql`
    select 1 as one from incident_timeline
    where incident_id = ${incidentId} and kind = 'moved' and details->>'clientId' = ${clientId} limit 1`);
  return rows.length > 0;
}

/**
 * A casualty moves (to the post, an ambulance, hospital, home) or is found dead; on the timeline.
 * Sent twice, the second finds it there already and changes nothing. A move made offline that
 * arrives after a later move of another phone joins the timeline as overtaken and leaves the
 * casualty where the later move put it.
 */
export async function moveCasualty(
  db: Db,
  access: OrgAccess,
  incidentId: string,
  casualtyId: string,
  body: PlaceBody,
): Promise<CasualtyView> {
  await db.transaction(async (tx) => {
    const incident = await requireIncident(tx, access, incidentId, { open: true });
    const row = await lockCasualty(tx, access.organizationId, incident.id, casualtyId);
    if (row.place === body.place) return;
    // The same move sent again (its answer was lost on the way): already on the timeline.
    if (body.clientId && (await sentBefore(tx, incident.id, body.clientId))) return;
    const at = body.at ? new Date(body.at) : null;
    const last = at ? await lastMovedAt(tx, incident.id, casualtyId) : null;
    const superseded = at !== null && last !== null && last > at;
    // A superseded move still writes the row (its time only): the timeline line is on the board,
    // and the row's write makes the notice that tells boards and server processes (board-cache.ts).
    await tx
      .update(casualties)
      .set(superseded ? { updatedAt: new Date() } : { place: body.place, updatedAt: new Date() })
      .where(eq(casualties.id, casualtyId));
    await tx.insert(incidentTimeline).values({
      organizationId: access.organizationId,
      incidentId: incident.id,
      kind: "moved",
      actorId: access.viewer.userId,
      details: {
        casualtyId,
        tagCode: row.tagCode,
        from: row.place,
        to: body.place,
        ...(at ? { at: at.toISOString() } : {}),
        ...(body.clientId ? { clientId: body.clientId } : {}),
        ...(superseded ? { superseded: true } : {}),
      },
    });
  });
  const [view] = await casualtyRows(db, incidentId, sql`c.id = ${casualtyId}`);
  if (!view) throw casualtyNotFound();
  return view;
}
