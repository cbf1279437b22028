import type { CategoryCounts } from "@hulppost/shared/incidents";
import { TRIAGE_ORDER } from "@hulppost/shared/incidents";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Dialog, DialogContent, FormDialogFooter } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input, Textarea } from "../../../components/ui/input";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useCloseIncident } from "../api/incidents";

/** Closing: the final count, started from the board's and corrected as the post leader reports it. */
export function CloseIncidentDialog({
  orgId,
  incidentId,
  counts,
  open,
  onOpenChange,
}: {
  orgId: string;
  incidentId: string;
  counts: CategoryCounts;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("incidents");
  const errorMessage = useErrorMessage();
  const [final, setFinal] = useState<Record<keyof CategoryCounts, string>>({
    T1: String(counts.T1),
    T2: String(counts.T2),
    T3: String(counts.T3),
    dead: String(counts.dead),
  });
  const [note, setNote] = useState("");
  const close = useCloseIncident(orgId, incidentId, {
    onSuccess: () => {
      toast.success(t("close.done"));
      onOpenChange(false);
    },
    onError: (error) => toast.error(t("close.failed"), { description: errorMessage(error) }),
  });
  const numbers = (): CategoryCounts | null => {
    const parsed = TRIAGE_ORDER.map((category) => Number(final[category]));
    if (parsed.some((n) => !Number.isInteger(n) || n < 0 || n > 100_000)) return null;
    const [T1, T2, T3, dead] = parsed as [number, number, number, number];
    return { T1, T2, T3, dead };
  };
  const valid = numbers() !== null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t("close.title")} description={t("close.description")} data-testid="close-incident-dialog">
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const finalCounts = numbers();
            if (finalCounts) close.mutate({ finalCounts, note: note.trim() || null });
          }}
        >
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {TRIAGE_ORDER.map((category) => (
              <FormField key={category} id={`final-${category}`} label={t(`categories.${category}`)}>
                <Input
                  id={`final-${category}`}
                  inputMode="numeric"
                  value={final[category]}
                  aria-invalid={!valid}
                  onChange={(event) =>
                    setFinal({ ...final, [category]: event.target.value.replace(/[^\d]/g, "").slice(0, 6) })
                  }
                  data-testid={`final-${category}`}
                />
              </FormField>
            ))}
          </div>
          <FormField id="close-note" label={t("close.note")}>
            <Textarea
              id="close-note"
              rows={2}
              maxLength={1000}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </FormField>
          <FormDialogFooter submitLabel={t("close.submit")} saving={close.isPending} testId="incident-close-submit" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
