import { AppError } from "../http/errors";

/** A record's version and, per field, the version that last changed it (decision 036). */
export interface EditVersion {
  version: number;
  fieldVersions: Record<string, number>;
}

/**
 * Refuses an update made from a form loaded at version `seen` when a field it changes was changed
 * by someone else since: 409 EDIT_CONFLICT naming those fields, so the form can show both values
 * and let the person choose. Fields nobody else touched, or an update without `seen` (an API client
 * that does not ask for the check, a change kept offline: later edit wins, decision 034), pass.
 */
export function checkEditConflict(current: EditVersion, changed: readonly string[], seen: number | undefined): void {
  if (seen === undefined || seen >= current.version) return;
  const stale = changed.filter((field) => (current.fieldVersions[field] ?? 0) > seen);
  if (!stale.length) return;
  throw new AppError(
    409,
    "EDIT_CONFLICT",
    `Changed by someone else since version ${seen}: ${stale.join(", ")}`,
    undefined,
    { fields: stale, version: current.version },
  );
}

/** What an update writes beside its values: the next version, at which each changed field now stands. */
export function nextEditVersion(current: EditVersion, changed: readonly string[]): EditVersion {
  if (!changed.length) return { version: current.version, fieldVersions: current.fieldVersions };
  const version = current.version + 1;
  return {
    version,
    fieldVersions: { ...current.fieldVersions, ...Object.fromEntries(changed.map((field) => [field, version])) },
  };
}

/** A stored value and a body's value in one form: instants as ISO text, times without seconds, lists as JSON. */
function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string" && /^\d{2}:\d{2}:00$/.test(value)) return value.slice(0, 5);
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)))
    return new Date(value).toISOString();
  if (value !== null && typeof value === "object") return JSON.stringify(value);
  return value ?? null;
}

/**
 * The fields of `input` whose value differs from the stored row's (same names): what an update
 * really changes. A body that repeats a stored value changes nothing there, and conflicts with
 * nobody over it.
 */
export function changedFields(current: Record<string, unknown>, input: Record<string, unknown>): string[] {
  return Object.keys(input).filter(
    (key) => key !== "version" && input[key] !== undefined && comparable(current[key]) !== comparable(input[key]),
  );
}
