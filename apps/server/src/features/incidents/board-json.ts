import { CASUALTY_PLACES, TRIAGE_ORDER } from "@hulppost/shared/incidents";
import { type SQL, sql } from "drizzle-orm";
import type { OrgAccess } from "../../http/context";
import { DELETED_USER } from "../patients/patient-views";

const list = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(", ")}]::text[]`);
const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
/** A person's name as the views give it: null without a person, `deleted_user` for one whose profile is gone. */
const nameOf = (id: string, profile: string) =>
  sql`case when ${sql.raw(id)} is null then null else coalesce(nullif(trim(coalesce(${sql.raw(profile)}.first_name, '') || ' ' || coalesce(${sql.raw(profile)}.last_name, '')), ''), ${DELETED_USER}) end`;
/** Counts per category of the rows of `cas` (alias c) that a join left in, every category present. */
const counts = sql.raw(`json_build_object(
    'T1', count(c.id) filter (where c.category = 'T1'), 'T2', count(c.id) filter (where c.category = 'T2'),
    'T3', count(c.id) filter (where c.category = 'T3'), 'dead', count(c.id) filter (where c.category = 'dead'))`);

/**
 * What the board is built from, as one text that changes with every change of it (docs/decisions/044):
 * the length of the timeline (every triage, move, transport or record adds a line), the close and
 * the hospitals' capacities. No row: the incident is not the organisation's, or a caregiver does
 * not staff its event (404, as requireIncident). One indexed count, whatever the casualties.
 */
export function boardStateQuery(access: OrgAccess, incidentId: string): SQL {
  const seesAll = access.role !== "hulpverlener";
  return sql`
    select concat_ws('|', i.closed_at, (select count(*) from incident_timeline l where l.incident_id = i.id),
      (select max(h.updated_at) from incident_hospitals h where h.incident_id = i.id)) as key
    from incidents i
    where i.id = ${incidentId} and i.organization_id = ${access.organizationId}
      and (${seesAll} or exists (select 1 from event_assignments a
        where a.event_id = i.event_id and a.user_id = ${access.viewer.userId}))`;
}

/**
 * The whole board (incidentBoardView) as one JSON text, shaped by PostgreSQL in one statement (as
 * the event list, eventSummaryJsonQuery): Node passes the text on instead of turning a thousand
 * rows into objects and back into JSON on its one thread. A casualty carries how many triages it
 * had and the latest one (by the phones' clocks), not the history (docs/performance.md).
 * The caller has checked that the person may see the incident (boardStateQuery).
 */
export function boardJsonQuery(organizationId: string, incidentId: string): SQL {
  return sql`
    with inc as (
      select i.*, e.name as event_name, ${nameOf("i.declared_by", "p")} as declared_by_name
      from incidents i join events e on e.id = i.event_id left join profiles p on p.user_id = i.declared_by
      where i.id = ${incidentId} and i.organization_id = ${organizationId}
    ), cas as (
      select c.*, lt.n as triage_count, lt.override as last_override, lt.reason as last_reason,
        ${nameOf("lt.by", "lp")} as last_by_name
      from casualties c
      left join lateral (
        select t.by, t.override, t.reason, count(*) over () as n
        from casualty_triages t where t.casualty_id = c.id
        order by t.at desc, t.recorded_at desc limit 1) lt on true
      left join profiles lp on lp.user_id = lt.by
      where c.incident_id = ${incidentId}
    )
    select json_build_object(
      'id', inc.id, 'eventId', inc.event_id, 'eventName', inc.event_name, 'name', inc.name,
      'description', inc.description, 'exercise', inc.exercise, 'triageSystem', inc.triage_system,
      'latitude', inc.latitude, 'longitude', inc.longitude, 'declaredAt', ${iso("inc.declared_at")},
      'declaredByName', inc.declared_by_name, 'closedAt', ${iso("inc.closed_at")},
      'finalCounts', inc.final_counts, 'closingNote', inc.closing_note,
      'counts', (select ${counts} from cas c),
      'byPlace', (select json_object_agg(x.place, x.counts) from (
        select pl.place, ${counts} as counts
        from unnest(${list(CASUALTY_PLACES)}) pl(place) left join cas c on c.place = pl.place
        group by pl.place) x),
      'hospitals', (select coalesce(json_agg(json_build_object(
          'id', h.id, 'name', h.name, 'address', h.address, 'phone', h.phone,
          'latitude', h.latitude, 'longitude', h.longitude,
          'capacity', case when ih.hospital_id is null then null
            else json_build_object('T1', ih.t1, 'T2', ih.t2, 'T3', ih.t3) end,
          'received', (select ${counts} from cas c where c.hospital_id = h.id))
          order by lower(h.name), h.id), '[]')
        from hospitals h left join incident_hospitals ih on ih.hospital_id = h.id and ih.incident_id = inc.id
        where h.organization_id = inc.organization_id),
      'ambulances', (select coalesce(json_agg(json_build_object(
          'id', a.id, 'name', a.name, 'sent', (select count(*) from cas c where c.ambulance_id = a.id))
          order by lower(a.name), a.id), '[]')
        from event_assets ea join infrastructure_assets a on a.id = ea.asset_id
        where ea.event_id = inc.event_id and ea.organization_id = inc.organization_id and a.type = 'ambulance'),
      'casualties', (select coalesce(json_agg(json_build_object(
          'id', c.id, 'tagCode', c.tag_code, 'category', c.category, 'place', c.place, 'sex', c.sex,
          'approxAge', c.approx_age, 'description', c.description, 'latitude', c.latitude, 'longitude', c.longitude,
          'firstTriagedAt', ${iso("c.first_triaged_at")}, 'lastTriagedAt', ${iso("c.last_triaged_at")},
          'patientId', c.patient_id, 'hospitalId', c.hospital_id, 'ambulanceId', c.ambulance_id,
          'triageCount', coalesce(c.triage_count, 0),
          'lastTriage', case when c.triage_count is null then null else json_build_object(
            'byName', c.last_by_name, 'override', c.last_override, 'reason', c.last_reason) end)
          order by array_position(${list(TRIAGE_ORDER)}, c.category), c.first_triaged_at, c.id), '[]')
        from cas c),
      'timeline', (select coalesce(json_agg(json_build_object(
          'id', l.id, 'at', ${iso("l.at")}, 'kind', l.kind, 'byName', ${nameOf("l.actor_id", "lp")},
          'details', l.details) order by l.at, l.id), '[]')
        from incident_timeline l left join profiles lp on lp.user_id = l.actor_id where l.incident_id = inc.id)
    )::text as json
    from inc`;
}
