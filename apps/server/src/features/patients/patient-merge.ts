import type { PatientRow } from "./patient-access";

/**
 * Later edit wins, field by field (field mode). A device without a connection keeps its
 * edits and sends them when it is back, each with the moment it was made; by then a colleague may
 * have changed the same field. The server keeps, per field, when the edit that set its value was
 * made (`patients.field_edited_at`), and an edit older than that does not overwrite it: it goes to
 * the record's history as "superseded" instead, so nothing a nurse wrote is lost from sight.
 */

/**
 * When the edit counts as made: the device's moment, but never after the server's now. A device
 * whose clock runs ahead would otherwise win every later contest with a time nobody has reached.
 */
export function effectiveEditTime(sentAt: string | undefined, now = new Date()): Date {
  if (sentAt === undefined) return now;
  return new Date(Math.min(Date.parse(sentAt), now.getTime()));
}

/** Whether an edit made after `at` set the field's current value (no entry: never edited since made). */
export function editedLater(row: PatientRow, field: string, at: Date): boolean {
  const stored = row.fieldEditedAt[field];
  return stored !== undefined && Date.parse(stored) > at.getTime();
}

/**
 * The status keeps its own time, `status_changed_at`, which the insert sets like `created_at`:
 * equal to it, the status was never changed, and the record's first status gives way like a field
 * without an edit time (an offline record's status change is sent after its create, yet made before).
 */
export function statusChangedLater(row: PatientRow, at: Date): boolean {
  const changedAt = row.statusChangedAt.getTime();
  return changedAt !== row.createdAt.getTime() && changedAt > at.getTime();
}

/** The body's fields split into those that apply and those a later edit outran. */
export function splitByEditTime<T extends Record<string, unknown>>(row: PatientRow, input: T, at: Date) {
  const applies: Partial<T> = {};
  const outrun: Partial<T> = {};
  for (const field of Object.keys(input) as (keyof T & string)[]) {
    if (input[field] === undefined) continue;
    if (editedLater(row, field, at)) outrun[field] = input[field];
    else applies[field] = input[field];
  }
  return { applies, outrun };
}

/**
 * The record's edit times with `fields` set at `at`, or null when they already say so: the same
 * request sent again writes nothing. Only for fields that apply, so no time moves backwards.
 */
export function withEditTimes(row: PatientRow, fields: string[], at: Date): Record<string, string> | null {
  const iso = at.toISOString();
  const stale = fields.filter((field) => row.fieldEditedAt[field] !== iso);
  if (!stale.length) return null;
  return { ...row.fieldEditedAt, ...Object.fromEntries(stale.map((field) => [field, iso])) };
}
