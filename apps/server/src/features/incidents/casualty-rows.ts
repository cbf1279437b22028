import type { CasualtyView, TimelineEntryView } from "@hulppost/shared/incidents";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { DELETED_USER } from "../patients/patient-views";

const iso = (value: string | Date) => new Date(value).toISOString();
const named = (id: string | null, name: string | null) => (id ? (name ?? DELETED_USER) : null);
const person = (alias: string) =>
  sql.raw(`nullif(trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '')), '')`);

interface CasualtyRow extends Record<string, unknown> {
  id: string;
  tag_code: string | null;
  category: CasualtyView["category"];
  place: CasualtyView["place"];
  sex: CasualtyView["sex"];
  approx_age: number | null;
  description: string | null;
  latitude: number | null;
  longitude: number | null;
  first_triaged_at: string | Date;
  last_triaged_at: string | Date;
  patient_id: string | null;
  hospital_id: string | null;
  ambulance_id: string | null;
  history: {
    id: string;
    category: CasualtyView["category"];
    method: CasualtyView["history"][number]["method"];
    override: boolean;
    reason: string | null;
    by: string | null;
    by_name: string | null;
    at: string;
    latitude: number | null;
    longitude: number | null;
  }[];
}

/**
 * Casualties of an incident matching `where` (alias `c`) with their whole triage history, in one
 * query whatever their number: the board's order, the sickest first (T1, T2, T3, dead), then those
 * waiting longest.
 */
export async function casualtyRows(db: Db, incidentId: string, where: SQL = sql`true`): Promise<CasualtyView[]> {
  const result = await db.execute<CasualtyRow>(sql`
    select c.id, c.tag_code, c.category, c.place, c.sex, c.approx_age, c.description, c.latitude, c.longitude,
      c.first_triaged_at, c.last_triaged_at, c.patient_id, c.hospital_id, c.ambulance_id,
      coalesce((
        select json_agg(json_build_object(
          'id', t.id, 'category', t.category, 'method', t.method, 'override', t.override, 'reason', t.reason,
          'by', t.by, 'by_name', ${person("p")}, 'at', t.at, 'latitude', t.latitude, 'longitude', t.longitude)
          order by t.at, t.recorded_at)
        from casualty_triages t left join profiles p on p.user_id = t.by
        where t.casualty_id = c.id), '[]'::json) as history
    from casualties c
    where c.incident_id = ${incidentId} and ${where}
    order by array_position(array['T1','T2','T3','dead'], c.category), c.first_triaged_at, c.id`);
  return result.rows.map((row) => ({
    id: row.id,
    tagCode: row.tag_code,
    category: row.category,
    place: row.place,
    sex: row.sex,
    approxAge: row.approx_age,
    description: row.description,
    latitude: row.latitude,
    longitude: row.longitude,
    firstTriagedAt: iso(row.first_triaged_at),
    lastTriagedAt: iso(row.last_triaged_at),
    patientId: row.patient_id,
    hospitalId: row.hospital_id,
    ambulanceId: row.ambulance_id,
    history: row.history.map((t) => ({
      id: t.id,
      category: t.category,
      method: t.method,
      override: t.override,
      reason: t.reason,
      byName: named(t.by, t.by_name),
      at: iso(t.at),
      latitude: t.latitude,
      longitude: t.longitude,
    })),
  }));
}

interface TimelineRow extends Record<string, unknown> {
  id: string;
  at: string | Date;
  kind: TimelineEntryView["kind"];
  actor_id: string | null;
  actor_name: string | null;
  details: Record<string, unknown>;
}

/** The incident's timeline, oldest first, with who did each step. */
export async function timelineRows(db: Db, incidentId: string): Promise<TimelineEntryView[]> {
  const result = await db.execute<TimelineRow>(sql`
    select l.id, l.at, l.kind, l.actor_id, ${person("p")} as actor_name, l.details
    from incident_timeline l left join profiles p on p.user_id = l.actor_id
    where l.incident_id = ${incidentId}
    order by l.at, l.id`);
  return result.rows.map((row) => ({
    id: row.id,
    at: iso(row.at),
    kind: row.kind,
    byName: named(row.actor_id, row.actor_name),
    details: row.details,
  }));
}
