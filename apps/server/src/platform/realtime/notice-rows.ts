import type { RealtimeKind, RealtimeNotice } from "@hulppost/shared/realtime";
import type { Database } from "../../db/client";
import { pgArray } from "../../db/pg-array";
import type { Observation } from "./commit-horizon";

/** A notice as the hub passes it on: the shared contract plus its organisation. */
export interface NoticeRow extends RealtimeNotice {
  organizationId: string;
}

// A measurement's row has no event: its patient's is looked up, so rules by event apply to it too
// (a measurement of a patient deleted since keeps none). The CASE keeps the uuid cast away from
// other kinds' subjects (a location share's id is a number).
const COLUMNS = `n.id, n.organization_id, coalesce(n.event_id, p.event_id) as event_id, n.kind, n.subject_id,
  n.user_id, n.op, n.created_at
  from realtime_notices n
  left join patients p on n.kind = 'vitals' and n.event_id is null
    and p.id = case when n.kind = 'vitals' then n.subject_id::uuid end`;

type Row = Record<string, unknown>;

function toNotice(row: Row): NoticeRow {
  return {
    id: Number(row.id),
    organizationId: String(row.organization_id),
    kind: row.kind as RealtimeKind,
    op: row.op as RealtimeNotice["op"],
    eventId: (row.event_id as string | null) ?? null,
    subjectId: (row.subject_id as string | null) ?? null,
    userId: (row.user_id as string | null) ?? null,
    at: new Date(row.created_at as string).toISOString(),
  };
}

const SEQ = "select case when is_called then last_value else last_value - 1 end from realtime_notices_id_seq";

/**
 * The sequence's last value and this database's writing transactions, for the commit horizon
 * (commit-horizon.ts). PGlite runs one transaction at a time and this statement waits for it, so
 * nothing is ever writing while it runs.
 */
export async function observe(database: Database): Promise<Observation> {
  if (database.kind === "pglite") {
    const [row] = await database.query<{ seq: string }>(`select (${SEQ}) as seq`);
    return { seq: Number(row?.seq ?? 0), running: [] };
  }
  const [row] = await database.query<{ seq: string; running: string[] }>(
    `select (${SEQ}) as seq,
       array(select a.backend_xid::text from pg_stat_get_activity(null) a
             where a.datid = (select oid from pg_database where datname = current_database())
               and a.backend_xid is not null) as running`,
    [],
    "hulppost_realtime_observe",
  );
  if (!row) throw new Error("realtime: no observation");
  return { seq: Number(row.seq), running: pgArray(row.running) };
}

/**
 * Notices with after < id <= upTo, in id order; only those of `organizationIds` when given (the
 * organisations this process has streams for).
 */
export async function readRange(
  database: Database,
  after: number,
  upTo: number,
  organizationIds: string[] | null,
): Promise<NoticeRow[]> {
  const rows = organizationIds
    ? await database.query(
        `select ${COLUMNS} where n.id > $1 and n.id <= $2 and n.organization_id = any($3::uuid[]) order by n.id`,
        [after, upTo, organizationIds],
        "hulppost_realtime_range_orgs",
      )
    : await database.query(`select ${COLUMNS} where n.id > $1 and n.id <= $2 order by n.id`, [after, upTo]);
  return rows.map(toNotice);
}

/** Notices by id (those that committed after the horizon had moved past them), in id order. */
export async function readIds(database: Database, ids: number[]): Promise<NoticeRow[]> {
  const rows = await database.query(`select ${COLUMNS} where n.id = any($1::bigint[]) order by n.id`, [ids]);
  return rows.map(toNotice);
}

/** One organisation's notices with after < id <= upTo, the first `limit`, for a stream that resumes. */
export async function readForOrganization(
  database: Database,
  organizationId: string,
  after: number,
  upTo: number,
  limit: number,
): Promise<NoticeRow[]> {
  const rows = await database.query(
    `select ${COLUMNS} where n.organization_id = $1 and n.id > $2 and n.id <= $3 order by n.id limit $4`,
    [organizationId, after, upTo, limit],
    "hulppost_realtime_replay",
  );
  return rows.map(toNotice);
}

/**
 * The oldest notice still kept and the last id handed out: a cursor below the first (minus one)
 * may have lost notices to the sweep, one above the second was never ours.
 */
export async function retainedWindow(database: Database): Promise<{ oldest: number | null; last: number }> {
  const [row] = await database.query<{ oldest: string | null; last: string }>(
    `select (select min(id) from realtime_notices) as oldest, (${SEQ}) as last`,
    [],
    "hulppost_realtime_window",
  );
  return { oldest: row?.oldest == null ? null : Number(row.oldest), last: Number(row?.last ?? 0) };
}

/** Deletes notices older than `hours`; returns how many (the created_at index finds them). */
export async function sweepNotices(database: Database, hours: number): Promise<number> {
  const [row] = await database.query<{ n: number }>(
    `with gone as (delete from realtime_notices where created_at < now() - make_interval(hours => $1) returning 1)
     select count(*)::int as n from gone`,
    [hours],
  );
  return Number(row?.n ?? 0);
}
