import {
  type CasualtyPlace,
  type CategoryCounts,
  emptyCounts,
  type HospitalView,
  type IncidentBoardView,
} from "@hulppost/shared/incidents";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { OrgAccess } from "../../http/context";
import { casualtyRows, timelineRows } from "./casualty-rows";
import { summaryRows, toSummary } from "./incident-rows";
import { incidentNotFound, requireIncident } from "./incidents.service";

interface HospitalRow extends Record<string, unknown> {
  id: string;
  name: string;
  address: string | null;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
  said: boolean;
  t1: number | null;
  t2: number | null;
  t3: number | null;
}

/**
 * The board: the summary, counts per category × place, every casualty (sickest and longest
 * waiting first), the timeline, each hospital's capacity beside what it has been sent, and the
 * event's ambulances. Five queries, whatever the number of casualties.
 */
export async function getBoard(db: Db, access: OrgAccess, incidentId: string): Promise<IncidentBoardView> {
  await requireIncident(db, access, incidentId);
  // What the board is built from has not changed since the last build: every board that asks
  // (ten tablets and phones refetch on the same notice) gets that build, and one build runs at a
  // time per state. Every change adds a timeline line (or, for a hospital's capacity, stamps it),
  // so the key moves with each one, in whichever process it was made.
  const [state] = (
    await db.execute<{ key: string }>(sql`
      select concat_ws('|', i.closed_at, (select count(*) from incident_timeline l where l.incident_id = i.id),
        (select max(h.updated_at) from incident_hospitals h where h.incident_id = i.id)) as key
      from incidents i where i.id = ${incidentId}`)
  ).rows;
  const key = `${access.organizationId}:${incidentId}:${state?.key ?? ""}`;
  const cached = built.get(key);
  if (cached) return cached;
  const building = buildBoard(db, access, incidentId);
  remember(key, building);
  return building;
}

/** Boards built lately, by state; a few hundred at most (old states are simply left behind). */
const built = new Map<string, Promise<IncidentBoardView>>();
function remember(key: string, board: Promise<IncidentBoardView>) {
  built.set(key, board);
  board.catch(() => built.delete(key));
  if (built.size > 200) {
    const oldest = built.keys().next().value;
    if (oldest !== undefined) built.delete(oldest);
  }
}

/** The board itself; getBoard has checked the person may see the incident. */
async function buildBoard(db: Db, access: OrgAccess, incidentId: string): Promise<IncidentBoardView> {
  const [row] = await summaryRows(db, access.organizationId, sql`i.id = ${incidentId}`);
  if (!row) throw incidentNotFound();
  const summary = toSummary(row);
  const [casualties, timeline, hospitalRows, ambulanceRows] = await Promise.all([
    casualtyRows(db, incidentId),
    timelineRows(db, incidentId),
    db.execute<HospitalRow>(sql`
      select h.id, h.name, h.address, h.phone, h.latitude, h.longitude,
        (ih.hospital_id is not null) as said, ih.t1, ih.t2, ih.t3
      from hospitals h
      left join incident_hospitals ih on ih.hospital_id = h.id and ih.incident_id = ${incidentId}
      where h.organization_id = ${access.organizationId}
      order by lower(h.name), h.id`),
    db.execute<{ id: string; name: string }>(sql`
      select a.id, a.name from event_assets ea join infrastructure_assets a on a.id = ea.asset_id
      where ea.event_id = ${summary.eventId} and ea.organization_id = ${access.organizationId} and a.type = 'ambulance'
      order by lower(a.name), a.id`),
  ]);
  const byPlace: Record<CasualtyPlace, CategoryCounts> = {
    on_scene: emptyCounts(),
    at_post: emptyCounts(),
    on_the_way: emptyCounts(),
    at_hospital: emptyCounts(),
    gone_home: emptyCounts(),
    dead: emptyCounts(),
  };
  const received = new Map<string, CategoryCounts>();
  const sent = new Map<string, number>();
  for (const casualty of casualties) {
    byPlace[casualty.place][casualty.category] += 1;
    if (casualty.hospitalId) {
      const counts = received.get(casualty.hospitalId) ?? emptyCounts();
      counts[casualty.category] += 1;
      received.set(casualty.hospitalId, counts);
    }
    if (casualty.ambulanceId) sent.set(casualty.ambulanceId, (sent.get(casualty.ambulanceId) ?? 0) + 1);
  }
  const hospitals = hospitalRows.rows.map((row) => {
    const view: HospitalView = {
      id: row.id,
      name: row.name,
      address: row.address,
      phone: row.phone,
      latitude: row.latitude,
      longitude: row.longitude,
    };
    return {
      ...view,
      capacity: row.said ? { T1: row.t1, T2: row.t2, T3: row.t3 } : null,
      received: received.get(row.id) ?? emptyCounts(),
    };
  });
  const ambulances = ambulanceRows.rows.map((row) => ({ id: row.id, name: row.name, sent: sent.get(row.id) ?? 0 }));
  return { ...summary, byPlace, casualties, timeline, hospitals, ambulances };
}
