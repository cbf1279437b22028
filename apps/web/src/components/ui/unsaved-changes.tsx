import { useEffect, useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";
import { changedKeys, pick, SAVED } from "../../lib/edit-conflict";
import { type Draft, readDraft, removeDraft, writeDraft } from "../../lib/form-drafts";
import { useFormat } from "../../lib/format";
import { Alert } from "./alert";
import { ConfirmDialog } from "./alert-dialog";
import { Button } from "./button";

/**
 * A form with changes that are not saved yet: leaving it (another page, the back button) asks
 * first, and a reload or closing the tab gets the browser's own question. What was typed stays as a
 * draft on the device (`useFormDraft`), so leaving anyway loses nothing.
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation("forms");
  // Set by the page itself when it leaves on purpose (after a delete, say).
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !allowed.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);
  const dialog =
    blocker.state === "blocked" ? (
      <ConfirmDialog
        open
        onOpenChange={(open) => !open && blocker.reset()}
        title={t("unsaved.title")}
        description={t("unsaved.leave")}
        confirmLabel={t("unsaved.leaveConfirm")}
        onConfirm={() => blocker.proceed()}
        testId="unsaved-dialog"
      />
    ) : null;
  return {
    dialog,
    allowLeaving: () => {
      allowed.current = true;
    },
  };
}

/** Asks before a dialog with unsaved changes closes; the draft stays on the device either way. */
export function useCloseGuard(dirty: boolean, close: () => void) {
  const { t } = useTranslation("forms");
  const [asking, setAsking] = useState(false);
  const request = () => (dirty ? setAsking(true) : close());
  const dialog = asking ? (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && setAsking(false)}
      title={t("unsaved.title")}
      description={t("unsaved.close")}
      confirmLabel={t("unsaved.closeConfirm")}
      onConfirm={() => {
        setAsking(false);
        close();
      }}
      testId="unsaved-dialog"
    />
  ) : null;
  return { request, dialog };
}

/**
 * Keeps what was typed in a form on the device (only the fields changed), half a second after the
 * last keystroke, and puts it back when the form opens again: a reload, a tap on "back" or a
 * closed dialog loses nothing. `clear` after a save or a discard. The key names the person and
 * the record (or "new"), so a draft never lands in someone else's form.
 */
export function useFormDraft<V extends FieldValues>(form: UseFormReturn<V, unknown, unknown>, key: string | null) {
  const { t } = useTranslation("forms");
  const format = useFormat();
  const [restored, setRestored] = useState<Draft | null>(null);
  const restoredFor = useRef<string | null>(null);

  // Put back once per key, after the form has its values.
  useEffect(() => {
    if (!key || restoredFor.current === key) return;
    restoredFor.current = key;
    const draft = readDraft(key);
    if (!draft) return;
    // The form's own fields only (a draft of an older version of the form may hold others), and of
    // those the ones that differ from what was loaded: a draft the record already holds (the save
    // reached the server, the page reloaded before its answer could clear the draft) is no edit.
    const fields = form.getValues() as Record<string, unknown>;
    const keys = changedKeys(pick(draft.values, Object.keys(fields)), fields);
    if (!keys.length) {
      removeDraft(key);
      return;
    }
    // Laid over the loaded values as the person's own changes (dirty against them).
    form.reset({ ...form.getValues(), ...pick(draft.values, keys) }, { keepDefaultValues: true });
    setRestored(draft);
  }, [key, form]);

  // Kept while typing; a form back at its loaded values keeps no draft. The write waiting for the
  // typing to pause compares the form as it is when it runs; `clear` (a save, a discard) cancels it.
  const pending = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!key) return;
    const subscription = form.watch(() => {
      window.clearTimeout(pending.current);
      pending.current = window.setTimeout(() => {
        const values = form.getValues() as Record<string, unknown>;
        const defaults = (form.formState.defaultValues ?? {}) as Record<string, unknown>;
        const changed = changedKeys(values, defaults);
        if (!changed.length) removeDraft(key);
        else writeDraft(key, pick(values, changed));
      }, 500);
    });
    return () => {
      window.clearTimeout(pending.current);
      subscription.unsubscribe();
    };
  }, [key, form]);

  const clear = () => {
    window.clearTimeout(pending.current);
    if (key) removeDraft(key);
    setRestored(null);
  };

  const notice = restored ? (
    <Alert tone="info" title={t("unsaved.restoredTitle")} data-testid="draft-restored">
      <span>{t("unsaved.restored", { time: format.dateTime(restored.savedAt) })}</span>{" "}
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto p-0"
        onClick={() => {
          clear();
          form.reset(undefined, SAVED);
        }}
        data-testid="draft-discard"
      >
        {t("unsaved.discard")}
      </Button>
    </Alert>
  ) : null;

  return { clear, notice };
}
