import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { audit } from "../audit/audit.service";

/** Rows per delete: a festival's positions go in many short transactions, not one that holds for minutes. */
export const SWEEP_BATCH = 20_000;

/** Deleted rows per organisation. */
export type Counts = Map<string, number>;

/**
 * Deletes, `batch` rows at a time, the rows of `table` whose ids `doomed` selects (a query that
 * answers `id`), until a run deletes fewer: each run its own transaction. Returns the counts per
 * organisation.
 */
async function inBatches(db: Db, table: SQL, doomed: SQL, batch: number): Promise<Counts> {
  const counts: Counts = new Map();
  for (;;) {
    const result = await db.execute(sql`
      with doomed as (${doomed} limit ${batch}),
      gone as (delete from ${table} where id in (select id from doomed) returning organization_id)
      select organization_id, count(*)::int as n from gone group by organization_id`);
    let deleted = 0;
    for (const row of result.rows as { organization_id: string; n: number }[]) {
      deleted += Number(row.n);
      counts.set(row.organization_id, (counts.get(row.organization_id) ?? 0) + Number(row.n));
    }
    if (deleted < batch) return counts;
  }
}

/** One audit line per organisation with what went (decision 055); none where nothing did. */
async function auditCounts(db: Db, action: string, counts: Counts): Promise<number> {
  let total = 0;
  for (const [organizationId, deleted] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    if (!deleted) continue;
    total += deleted;
    await audit(db, { action, organizationId, details: { deleted } });
  }
  return total;
}

/** Each organisation's period, with the columns' defaults where it has no settings row. */
const periods = sql`(
  select o.id as organization_id,
         coalesce(s.location_retention_hours, 24) as location_hours,
         s.chat_retention_days as chat_days
  from organizations o left join organization_settings s on s.organization_id = o.id
)`;

/**
 * Deletes the positions an organisation keeps no longer: `location_retention_hours` after the end
 * of the event they were shared at (the person assigned to it, the position taken between its start
 * and its end), or after the position itself when it belongs to no event. Returns the total.
 */
export async function sweepLocations(db: Db, now = new Date(), batch = SWEEP_BATCH): Promise<number> {
  const at = now.toISOString();
  const doomed = sql`
    select l.id
    from location_shares l
    join ${periods} k on k.organization_id = l.organization_id
    where l.recorded_at < ${at}::timestamptz - make_interval(hours => k.location_hours)
      and not exists (
        select 1 from event_assignments a
        join events e on e.id = a.event_id
        where a.user_id = l.user_id and a.organization_id = l.organization_id
          and l.recorded_at between e.starts_at and e.ends_at
          and e.ends_at >= ${at}::timestamptz - make_interval(hours => k.location_hours))`;
  const counts = await inBatches(db, sql`location_shares`, doomed, batch);
  return auditCounts(db, "retention.locations", counts);
}

/** Deletes chat messages older than the organisation's period (none where it keeps them, the default). */
export async function sweepChat(db: Db, now = new Date(), batch = SWEEP_BATCH): Promise<number> {
  const at = now.toISOString();
  const doomed = sql`
    select m.id
    from chat_messages m
    join ${periods} k on k.organization_id = m.organization_id
    where k.chat_days is not null
      and m.created_at < ${at}::timestamptz - make_interval(days => k.chat_days)`;
  const counts = await inBatches(db, sql`chat_messages`, doomed, batch);
  return auditCounts(db, "retention.chat", counts);
}

/**
 * Invitations nobody can use any more are kept a while so an admin can still see why someone could
 * not join, then deleted: 30 days after they expired, or, used up or switched off, 30 days after
 * they were made (no column says when the last use was).
 */
export const INVITATION_GRACE_DAYS = 30;

export async function sweepInvitations(db: Db, now = new Date()): Promise<number> {
  const cutoff = sql`${now.toISOString()}::timestamptz - make_interval(days => ${INVITATION_GRACE_DAYS})`;
  const result = await db.execute(sql`
    with gone as (
      delete from invitations
      where expires_at < ${cutoff}
         or ((not active or (max_uses is not null and uses >= max_uses)) and created_at < ${cutoff})
      returning organization_id
    )
    select organization_id, count(*)::int as n from gone group by organization_id`);
  const counts: Counts = new Map(
    (result.rows as { organization_id: string; n: number }[]).map((r) => [r.organization_id, Number(r.n)]),
  );
  return auditCounts(db, "retention.invitations", counts);
}

/**
 * Sessions past their expiry and sign-in codes (email verification, password reset) past theirs:
 * Better Auth refuses them already, this takes them out of the database. One line for the whole
 * platform: they belong to people, not to an organisation.
 */
export async function sweepSessions(db: Db, now = new Date()): Promise<{ sessions: number; verifications: number }> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    with s as (delete from sessions where expires_at < ${at}::timestamptz returning 1),
         v as (delete from verifications where expires_at < ${at}::timestamptz returning 1)
    select (select count(*)::int from s) as sessions, (select count(*)::int from v) as verifications`);
  const row = result.rows[0] as { sessions: number; verifications: number } | undefined;
  const counts = { sessions: Number(row?.sessions ?? 0), verifications: Number(row?.verifications ?? 0) };
  if (counts.sessions || counts.verifications) await audit(db, { action: "retention.sessions", details: counts });
  return counts;
}
