import { type SQL, sql } from "drizzle-orm";
import type { Db } from "./client";

/** What a write tells the helper beyond its own organisation (decision 040). */
export interface OrgChanges {
  /** Another organisation this write changed too (a person deleted from all of theirs). */
  also(organizationId: string): void;
  /** Nothing changed after all (an edit that repeats the stored values): no new version. */
  none(): void;
}

const bump = (organizationId: string | SQL) =>
  sql`update organizations set data_version = data_version + 1 where id = ${organizationId}`;

/**
 * Runs a service's changes to what cached answers are computed from (events, staffing,
 * memberships, assets, patients, measurements) in one transaction, and raises the organisation's
 * data version, the key of those answers, as its last statement (decision 040): no process then
 * serves an answer older than the data, and the organisation's row is locked only from there to
 * the commit, however long the work before it. `organizationId` null: the work names each
 * organisation it changed with `also` (a sweep over all of them).
 */
export async function writeOrgData<T>(
  db: Db,
  organizationId: string | null,
  work: (tx: Db, changes: OrgChanges) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const changed = new Set<string>(organizationId ? [organizationId] : []);
    const result = await work(tx, { also: (id) => changed.add(id), none: () => changed.clear() });
    // One organisation at a time in a fixed order: two writes that change the same several
    // organisations then wait for each other instead of deadlocking.
    for (const id of [...changed].sort()) await tx.execute(bump(id));
    return result;
  });
}

/**
 * The same raise as the last part of a write made in one statement (a measurement: one round
 * trip, all night long), as a member of its `with`; `onlyIf` when it may change nothing.
 */
export const dataVersionBump = (organizationId: SQL, onlyIf: SQL = sql`true`) =>
  sql`${bump(organizationId)} and ${onlyIf}`;
