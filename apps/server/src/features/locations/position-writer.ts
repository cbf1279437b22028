import type { Database } from "../../db/client";

export interface PositionRow {
  organizationId: string;
  userId: string;
  latitude: number;
  longitude: number;
  accuracyM: number;
  recordedAt: string | null;
}

/** Stored at this moment, or refused (the switch is off, or the person is no longer a member). */
export type WriteResult = { stored: true; recordedAt: string } | { stored: false };

interface Pending {
  row: PositionRow;
  resolve(result: WriteResult): void;
  reject(error: unknown): void;
}

/** A bound on one statement's size; more wait for the next commit. */
const MAX_BATCH = 500;

// Every row is checked as the single insert was: the organisation's switch and the membership are
// read inside the statement, so a position never lands after either went. `accepted` is read twice
// and so computed once; the insert runs whether or not the final select reads it.
// The statement's own transaction commits without waiting for the WAL flush (decision 029): a
// position is replaced 15 s later anyway, and a database crash can at worst forget the last
// fraction of a second of them, never half a row. The notifying commit is then over in
// microseconds instead of a disk flush, and the next batch need not wait for it.
const INSERT_BATCH = `
  with async_commit as (
    select set_config('synchronous_commit', 'off', true)
  ), given as (
    select * from unnest($1::uuid[], $2::uuid[], $3::float8[], $4::float8[], $5::real[], $6::timestamptz[])
      with ordinality as g(organization_id, user_id, latitude, longitude, accuracy_m, recorded_at, i)
  ), accepted as (
    select g.i, g.organization_id, g.user_id, g.latitude, g.longitude, g.accuracy_m,
           coalesce(g.recorded_at, now()) as recorded_at
    from given g
    where not exists (select 1 from organization_settings s where s.organization_id = g.organization_id and not s.locations_enabled)
      and exists (select 1 from user_organizations m where m.organization_id = g.organization_id and m.user_id = g.user_id)
  ), stored as (
    insert into location_shares (organization_id, user_id, latitude, longitude, accuracy_m, recorded_at)
    select organization_id, user_id, latitude, longitude, accuracy_m, recorded_at from accepted order by i
    returning 1
  )
  select i::int as i, recorded_at from accepted, async_commit`;

/**
 * Writes shared positions in as few commits as the load allows. Each insert raises a realtime
 * notice with NOTIFY (migration 0010), and PostgreSQL lets only one transaction that notifies
 * commit at a time, its WAL flush included: one insert per commit tops out at a few hundred a
 * second on a disk that flushes in 3 ms. So positions that arrive while a commit is under way wait
 * for it and then go together in one statement: alone (no added wait) when it is quiet, in groups
 * when it is busy. One writer per database per process.
 */
export function createPositionWriter(database: Database) {
  let queue: Pending[] = [];
  let flushing = false;

  async function writeBatch(batch: Pending[]) {
    const column = <K extends keyof PositionRow>(key: K) => batch.map((p) => p.row[key]);
    const rows = await database.query<{ i: number; recorded_at: Date | string }>(
      INSERT_BATCH,
      [
        column("organizationId"),
        column("userId"),
        column("latitude"),
        column("longitude"),
        column("accuracyM"),
        column("recordedAt"),
      ],
      "hulppost_location_batch_v2",
    );
    const stored = new Map(rows.map((r) => [Number(r.i), new Date(r.recorded_at).toISOString()]));
    batch.forEach((pending, index) => {
      const recordedAt = stored.get(index + 1);
      pending.resolve(recordedAt ? { stored: true, recordedAt } : { stored: false });
    });
  }

  async function flush() {
    flushing = true;
    try {
      while (queue.length) {
        const batch = queue.slice(0, MAX_BATCH);
        queue = queue.slice(MAX_BATCH);
        try {
          await writeBatch(batch);
        } catch (error) {
          // One bad row (a person deleted a moment ago) must not fail the others: each alone.
          if (batch.length === 1) batch[0]?.reject(error);
          else await Promise.all(batch.map((pending) => writeBatch([pending]).catch(pending.reject)));
        }
      }
    } finally {
      flushing = false;
    }
  }

  return {
    write(row: PositionRow): Promise<WriteResult> {
      return new Promise<WriteResult>((resolve, reject) => {
        queue.push({ row, resolve, reject });
        if (!flushing) void flush();
      });
    },
  };
}

const writers = new WeakMap<Database, ReturnType<typeof createPositionWriter>>();

/** The process's writer for this database. */
export function positionWriter(database: Database) {
  let writer = writers.get(database);
  if (!writer) {
    writer = createPositionWriter(database);
    writers.set(database, writer);
  }
  return writer;
}
