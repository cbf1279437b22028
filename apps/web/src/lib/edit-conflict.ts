import type { FieldValues, UseFormReset } from "react-hook-form";
import { ApiError } from "./api-client";

/**
 * Two people on the same record (decision 036): the server refused a save because fields it
 * changes were changed by someone else since the form was loaded. These helpers are the rules the
 * forms share; the dialog that asks the person lives in components/ui/conflict-dialog.
 */
export interface EditConflict {
  /** The fields both changed. */
  fields: string[];
  /** The record's version now: a save from it goes through. */
  version: number;
}

export function editConflictOf(error: unknown): EditConflict | null {
  if (!(error instanceof ApiError) || error.code !== "EDIT_CONFLICT") return null;
  const details = error.details as Partial<EditConflict> | undefined;
  if (!Array.isArray(details?.fields) || typeof details.version !== "number") return null;
  return { fields: details.fields.filter((f): f is string => typeof f === "string"), version: details.version };
}

/** What the person keeps of a field both changed: theirs, mine, or for a text both (theirs first). */
export type ConflictChoice = "theirs" | "mine" | "both";

export function resolvedValue(choice: ConflictChoice, theirs: unknown, mine: unknown): unknown {
  if (choice === "theirs") return theirs;
  if (choice === "mine") return mine;
  if (typeof theirs === "string" && typeof mine === "string") {
    if (!theirs.trim()) return mine;
    if (!mine.trim() || theirs.includes(mine)) return theirs;
    return `${theirs}\n${mine}`;
  }
  return mine;
}

/** Whether "keep both" makes sense for a field: two texts can be put one after the other. */
export const canKeepBoth = (theirs: unknown, mine: unknown) => typeof theirs === "string" && typeof mine === "string";

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Of the fields both changed, those whose values differ now: the same choice needs no question. */
export function fieldsToAsk(
  fields: readonly string[],
  theirs: Record<string, unknown>,
  mine: Record<string, unknown>,
): string[] {
  return fields.filter((field) => !same(theirs[field], mine[field]));
}

/**
 * The fields of a form the person changed, comparing what the form shows with what it loaded. A
 * save sends only these, never the loaded (maybe stale) value of a field they did not touch, so it
 * never undoes someone else's change of that field.
 */
export function changedKeys<T extends object>(values: T, loaded: Partial<T>): (keyof T & string)[] {
  return (Object.keys(values) as (keyof T & string)[]).filter(
    (key) => key !== "version" && !same(values[key], loaded[key]),
  );
}

/** The named fields of a save's body (a form's values and its body share the field names). */
export function pick<T extends object>(body: T, keys: readonly string[]): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([key]) => keys.includes(key))) as Partial<T>;
}

/**
 * The options of a reset after a save or a discard: the form is clean at the values given. A form
 * that follows a colleague's saves (`useForm({ values, resetOptions: { keepDirtyValues: true } })`)
 * passes its resetOptions to every reset too, and would keep the fields the person had typed in
 * marked as changed: the next save of a colleague would then never show in them, and the device
 * would keep the old text as a draft.
 */
export const SAVED = { keepDirtyValues: false } as const;

/**
 * The form reloaded at the record as it stands now, with `shown` laid over it as the person's own
 * changes: react-hook-form counts a field dirty when it differs from the values last reset to,
 * so a second reset that keeps those makes exactly the differing fields dirty, whatever their type.
 */
export function showOverLatest<V extends FieldValues>(form: { reset: UseFormReset<V> }, latest: V, shown: V) {
  form.reset(latest, SAVED);
  form.reset(shown, { ...SAVED, keepDefaultValues: true });
}
