import type { TriageSystem } from "@hulppost/shared/clinical/triage";
import type { CategoryCounts, IncidentSummaryView } from "@hulppost/shared/incidents";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { DELETED_USER } from "../patients/patient-views";

export interface SummaryRow extends Record<string, unknown> {
  id: string;
  event_id: string;
  event_name: string;
  name: string;
  description: string | null;
  exercise: boolean;
  triage_system: TriageSystem;
  latitude: number | null;
  longitude: number | null;
  declared_at: string | Date;
  declared_by: string | null;
  declared_by_name: string | null;
  closed_at: string | Date | null;
  final_counts: CategoryCounts | null;
  closing_note: string | null;
  counts: CategoryCounts;
}

/** Counts per category of a set of casualties, as a JSON object with every category present. */
export const categoryCountsSql = (alias: string) =>
  sql.raw(`json_build_object(
    'T1', count(*) filter (where ${alias}.category = 'T1'),
    'T2', count(*) filter (where ${alias}.category = 'T2'),
    'T3', count(*) filter (where ${alias}.category = 'T3'),
    'dead', count(*) filter (where ${alias}.category = 'dead'))`);

/** Incidents of the organisation matching `where` (on alias `i`), newest first, with their counts: one query. */
export async function summaryRows(db: Db, organizationId: string, where: SQL): Promise<SummaryRow[]> {
  const result = await db.execute<SummaryRow>(sql`
    select i.id, i.event_id, e.name as event_name, i.name, i.description, i.exercise, i.triage_system,
      i.latitude, i.longitude, i.declared_at, i.declared_by, i.closed_at, i.final_counts, i.closing_note,
      nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), '') as declared_by_name,
      (select ${categoryCountsSql("c")} from casualties c where c.incident_id = i.id) as counts
    from incidents i
    join events e on e.id = i.event_id
    left join profiles p on p.user_id = i.declared_by
    where i.organization_id = ${organizationId} and ${where}
    order by i.declared_at desc, i.id`);
  return result.rows;
}

const iso = (value: string | Date) => new Date(value).toISOString();

export function toSummary(row: SummaryRow): IncidentSummaryView {
  return {
    id: row.id,
    eventId: row.event_id,
    eventName: row.event_name,
    name: row.name,
    description: row.description,
    exercise: row.exercise,
    triageSystem: row.triage_system,
    latitude: row.latitude,
    longitude: row.longitude,
    declaredAt: iso(row.declared_at),
    declaredByName: row.declared_by ? (row.declared_by_name ?? DELETED_USER) : null,
    closedAt: row.closed_at ? iso(row.closed_at) : null,
    finalCounts: row.final_counts,
    closingNote: row.closing_note,
    counts: numbers(row.counts),
  };
}

/** PostgreSQL's counts arrive as numbers from json_build_object; strings are made numbers all the same. */
export const numbers = (counts: CategoryCounts): CategoryCounts => ({
  T1: Number(counts.T1),
  T2: Number(counts.T2),
  T3: Number(counts.T3),
  dead: Number(counts.dead),
});
