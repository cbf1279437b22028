import { type ReactNode, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import {
  type ConflictChoice,
  canKeepBoth,
  changedKeys,
  editConflictOf,
  fieldsToAsk,
  pick,
  resolvedValue,
  showOverLatest,
} from "../../lib/edit-conflict";
import { AlertDialog, AlertDialogCancel, AlertDialogContent } from "./alert-dialog";
import { Button } from "./button";

export interface ConflictRow {
  field: string;
  label: string;
  theirs: string;
  mine: string;
  /** Both values are texts: keeping both puts theirs first, then mine. */
  canKeepBoth: boolean;
}

/**
 * Someone else saved the same fields while this person was editing (decision 036): per field,
 * their value beside this person's, to keep one or (texts) both. Nothing is lost silently: until
 * the person chooses, their own values stay in the form.
 */
export function ConflictDialog({
  rows,
  saving,
  onResolve,
  onCancel,
}: {
  rows: ConflictRow[];
  saving: boolean;
  onResolve: (choices: Record<string, ConflictChoice>) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("forms");
  const [choices, setChoices] = useState<Record<string, ConflictChoice>>(() =>
    Object.fromEntries(rows.map((row) => [row.field, "mine"])),
  );
  const options = (row: ConflictRow): ConflictChoice[] =>
    row.canKeepBoth ? ["theirs", "mine", "both"] : ["theirs", "mine"];
  return (
    <AlertDialog open onOpenChange={(open) => !open && !saving && onCancel()}>
      <AlertDialogContent
        title={t("conflict.title")}
        description={t("conflict.description", { count: rows.length })}
        className="max-w-2xl"
        data-testid="conflict-dialog"
      >
        <form
          className="mt-4 flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onResolve(choices);
          }}
        >
          {rows.map((row) => (
            <fieldset
              key={row.field}
              className="rounded-lg border border-slate-200 p-3"
              data-testid={`conflict-${row.field}`}
            >
              <legend className="px-1 text-sm font-semibold text-slate-900">{row.label}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                <Value caption={t("conflict.theirs")} value={row.theirs} testId="conflict-theirs" />
                <Value caption={t("conflict.mine")} value={row.mine} testId="conflict-mine" />
              </div>
              <div className="mt-3 flex flex-wrap gap-2" role="radiogroup" aria-label={row.label}>
                {options(row).map((choice) => (
                  <label
                    key={choice}
                    className={cn(
                      "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm",
                      choices[row.field] === choice
                        ? "border-brand-700 bg-brand-50 font-medium text-brand-800"
                        : "border-slate-300 text-slate-700",
                    )}
                  >
                    <input
                      type="radio"
                      name={`conflict-${row.field}`}
                      value={choice}
                      checked={choices[row.field] === choice}
                      onChange={() => setChoices((current) => ({ ...current, [row.field]: choice }))}
                      className="accent-brand-700"
                      data-testid={`conflict-${row.field}-${choice}`}
                    />
                    {t(`conflict.keep.${choice}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogCancel asChild>
              <Button type="button" variant="outline" disabled={saving}>
                {t("conflict.back")}
              </Button>
            </AlertDialogCancel>
            <Button type="submit" loading={saving} data-testid="conflict-save">
              {t("conflict.save")}
            </Button>
          </div>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function Value({ caption, value, testId }: { caption: string; value: string; testId: string }) {
  return (
    <div className="min-w-0 rounded-md bg-slate-50 px-3 py-2">
      <p className="text-xs font-medium text-slate-500">{caption}</p>
      <p className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-900" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

type Values = Record<string, unknown>;

export interface Latest<V extends object> {
  /** The record as it stands now, as the form's values. */
  values: V;
  version: number;
}

interface Pending<V extends object> {
  rows: ConflictRow[];
  latest: Latest<V>;
  mine: Partial<V>;
  resolve: (resolved: Partial<V>, latest: Latest<V>) => void;
}

/**
 * What a form that more than one person edits does with a 409 EDIT_CONFLICT (decision 036): it
 * reads the record as it stands, and asks the person, field by field, whose value to keep (fields
 * where both chose the same need no question). `resolve` then gets the values chosen and the
 * record's new version: the form shows them and saves again.
 */
export function useEditConflict<V extends object>({
  latest,
  label,
  show,
}: {
  latest: () => Promise<Latest<V>>;
  label: (field: string) => string;
  /** A value as the dialog shows it (the form's own words for a choice, say). */
  show?: (field: string, value: unknown) => string | null;
}): {
  /** On a failed save: true when it was a conflict, which the dialog now handles. */
  handle: (error: unknown, mine: Partial<V>, resolve: Pending<V>["resolve"]) => Promise<boolean>;
  dialog: ReactNode;
  busy: boolean;
} {
  const { t } = useTranslation("forms");
  const [pending, setPending] = useState<Pending<V> | null>(null);
  const [busy, setBusy] = useState(false);
  const asking = useRef(false);

  const text = (field: string, value: unknown): string => {
    const shown = show?.(field, value);
    if (shown) return shown;
    if (value === null || value === undefined || value === "") return t("conflict.empty");
    if (typeof value === "boolean") return t(value ? "conflict.yes" : "conflict.no");
    if (Array.isArray(value)) return value.length ? value.map((v) => text(field, v)).join(", ") : t("conflict.empty");
    if (typeof value === "object") return JSON.stringify(value);
    return String(value);
  };

  const handle = async (error: unknown, mine: Partial<V>, resolve: Pending<V>["resolve"]) => {
    const conflict = editConflictOf(error);
    if (!conflict || asking.current) return Boolean(conflict);
    asking.current = true;
    setBusy(true);
    try {
      const now = await latest();
      const ask = fieldsToAsk(conflict.fields, now.values as Values, mine as Values);
      if (!ask.length) {
        // Both chose the same values: nothing to ask, save the rest from the new version.
        resolve({}, now);
        return true;
      }
      setPending({
        latest: now,
        mine,
        resolve,
        rows: ask.map((field) => ({
          field,
          label: label(field),
          theirs: text(field, (now.values as Values)[field]),
          mine: text(field, (mine as Values)[field]),
          canKeepBoth: canKeepBoth((now.values as Values)[field], (mine as Values)[field]),
        })),
      });
      return true;
    } finally {
      asking.current = false;
      setBusy(false);
    }
  };

  const dialog = pending ? (
    <ConflictDialog
      rows={pending.rows}
      saving={false}
      onCancel={() => setPending(null)}
      onResolve={(choices: Record<string, ConflictChoice>) => {
        const resolved: Values = {};
        for (const row of pending.rows)
          resolved[row.field] = resolvedValue(
            choices[row.field] ?? "mine",
            (pending.latest.values as Values)[row.field],
            (pending.mine as Values)[row.field],
          );
        setPending(null);
        pending.resolve(resolved as Partial<V>, pending.latest);
      }}
    />
  ) : null;

  return { handle, dialog, busy };
}

/**
 * The save of a form whose record more than one person edits (decision 036): it sends only what
 * the person changed since the form was loaded, with the version it was loaded at; a colleague's
 * save of the same fields opens the conflict dialog, and after the person's choice it saves again
 * from the record's new version. `send` makes the request (a mutation's `mutate`).
 */
export function useVersionedSave<V extends object, O extends object>({
  form,
  loadedVersion,
  latest,
  label,
  show,
  send,
  unchanged,
}: {
  form: UseFormReturn<V, unknown, O>;
  loadedVersion: number;
  latest: () => Promise<Latest<V>>;
  label: (field: string) => string;
  show?: (field: string, value: unknown) => string | null;
  send: (changed: Partial<O>, version: number) => void;
  /** A save with nothing changed since loading (or every conflict settled as theirs): no request. */
  unchanged: () => void;
}) {
  // Versions only count up: the newer of the one the form was loaded at and the one a settled
  // conflict was saved against.
  const [resolvedAt, setResolvedAt] = useState(0);
  const version = Math.max(loadedVersion, resolvedAt);
  const conflict = useEditConflict<V>({ latest, label, show });
  const changedSince = (values: O, at: number) => {
    const keys = changedKeys(form.getValues(), (form.formState.defaultValues ?? {}) as Partial<V>);
    if (!keys.length) unchanged();
    else send(pick(values, keys), at);
  };
  const submit = (values: O) => changedSince(values, version);
  /** On the request's error: true when it was a conflict, which the dialog now handles. */
  const onError = (error: unknown) => {
    const mine = form.getValues();
    return conflict.handle(error, mine, (resolved, now) => {
      setResolvedAt(now.version);
      showOverLatest(form, now.values, { ...mine, ...resolved });
      void form.handleSubmit((values) => changedSince(values, now.version))();
    });
  };
  return { submit, onError, dialog: conflict.dialog };
}
