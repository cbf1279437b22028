import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { eventAssets, events, infrastructureAssets } from "../db/schema/index";

/**
 * Site points of demo events, by name, at the place in their address: the live festival (the
 * Locations page opens on it) and two upcoming events.
 */
const SITE_POINTS: Record<string, [latitude: number, longitude: number]> = {
  "Festival Vijverpark": [50.8197, 3.2583],
  "Marathon van Brugge": [51.2089, 3.2243],
  "Stadsfeest Leuven": [50.8779, 4.6998],
};

/** How many assigned assets stand on each of those maps; the others wait in the list to be placed. */
const PLACED_PER_EVENT = 4;

/** Around the post, about 40 to 110 m apart (at 51° north, 0.001° of longitude is some 70 m). */
const OFFSETS: [dLat: number, dLng: number][] = [
  [0.0004, 0],
  [-0.0003, 0.0009],
  [-0.0006, -0.0011],
  [0.0009, 0.0014],
];

const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/**
 * Gives those events their point and places a few of the assets already assigned to them. It only
 * places what is assigned, up to a few per event, so it adds nothing when the infrastructure demo
 * has not run yet and changes nothing when run again: keep it after the step that assigns assets.
 */
export async function seedDemoSiteMap(tx: Db, organizationId: string, placedBy: string, now: Date) {
  const rows = await tx
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(and(eq(events.organizationId, organizationId), inArray(events.name, Object.keys(SITE_POINTS))));
  for (const event of rows) {
    const [latitude, longitude] = SITE_POINTS[event.name] as [number, number];
    await tx.update(events).set({ siteLatitude: latitude, siteLongitude: longitude }).where(eq(events.id, event.id));
    const [count] = await tx
      .select({ placed: sql<number>`count(${eventAssets.latitude})::int` })
      .from(eventAssets)
      .where(eq(eventAssets.eventId, event.id));
    const placed = Number(count?.placed ?? 0);
    const waiting = await tx
      .select({ id: eventAssets.id })
      .from(eventAssets)
      .innerJoin(infrastructureAssets, eq(infrastructureAssets.id, eventAssets.assetId))
      .where(and(eq(eventAssets.eventId, event.id), isNull(eventAssets.latitude)))
      // The post's ambulances and tents first: what a coordinator looks for on the map.
      .orderBy(
        sql`array_position(array['ambulance', 'tent', 'equipment', 'vehicle', 'other']::text[], ${infrastructureAssets.type})`,
        asc(infrastructureAssets.name),
      )
      .limit(Math.max(0, PLACED_PER_EVENT - placed));
    for (const [i, row] of waiting.entries()) {
      const [dLat, dLng] = OFFSETS[(placed + i) % OFFSETS.length] as [number, number];
      await tx
        .update(eventAssets)
        .set({ latitude: round(latitude + dLat), longitude: round(longitude + dLng), placedBy, placedAt: now })
        .where(eq(eventAssets.id, row.id));
    }
  }
}
