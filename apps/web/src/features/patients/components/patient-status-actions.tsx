import { leavingNeedsReason } from "@hulppost/shared/clinical/contradictions";
import type { PatientStatus, PatientView } from "@hulppost/shared/patients";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, FormDialogFooter } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Textarea } from "../../../components/ui/input";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useChangePatientStatus } from "../api/field-writes";

const VARIANT: Record<PatientStatus, "primary" | "outline" | "destructive" | "secondary"> = {
  call_112: "destructive",
  hospital_referral: "primary",
  completed: "outline",
  under_treatment: "secondary",
};
const REASON_MAX = 500;

/**
 * The steps the status may take now (the shared `PATIENT_TRANSITIONS`), as buttons; the server
 * decides. Closing the record of someone whose latest NEWS2 is urgent asks first, with a reason.
 */
export function PatientStatusActions({ orgId, patient }: { orgId: string; patient: PatientView }) {
  const { t } = useTranslation("patients");
  const errorMessage = useErrorMessage();
  const [asking, setAsking] = useState<PatientStatus | null>(null);
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const news2 = patient.latestNews2?.total ?? null;
  // Without a network the step is kept on this device and the record shows it at once (field mode).
  const mutation = useChangePatientStatus(orgId, patient.id, {
    onSuccess: (outcome, { status }) => {
      setAsking(null);
      setReason("");
      if (outcome.queued) {
        toast.success(t("statusChanged", { status: t(`status.${status}`) }), {
          description: t("field:keptOnDevice"),
        });
        return;
      }
      toast.success(t("statusChanged", { status: t(`status.${outcome.answer.status}`) }));
    },
    onError: (error) => toast.error(t("statusFailed"), { description: errorMessage(error) }),
  });
  const step = (status: PatientStatus) => {
    if (leavingNeedsReason(news2, status)) {
      setMissing(false);
      setAsking(status);
    } else mutation.mutate({ status });
  };
  return (
    <div className="flex flex-wrap gap-2" data-testid="status-actions">
      {patient.nextStatuses.map((status) => (
        <Button
          key={status}
          variant={VARIANT[status]}
          onClick={() => step(status)}
          loading={mutation.isPending && mutation.variables?.status === status}
          disabled={mutation.isPending}
          data-testid={`status-to-${status}`}
        >
          {t(`statusAction.${status}`)}
        </Button>
      ))}
      <Dialog open={asking !== null} onOpenChange={(open) => !open && setAsking(null)}>
        <DialogContent
          title={t("leaving.title")}
          description={t("leaving.description", { news2 })}
          data-testid="leaving-dialog"
        >
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              const text = reason.trim();
              if (!text) {
                setMissing(true);
                return;
              }
              if (asking) mutation.mutate({ status: asking, reason: text });
            }}
          >
            <FormField
              id="leaving-reason"
              label={t("fields.statusReason")}
              required
              error={missing ? "reasonRequired" : undefined}
              hint={t("leaving.hint")}
            >
              <Textarea
                id="leaving-reason"
                value={reason}
                maxLength={REASON_MAX}
                rows={3}
                onChange={(e) => {
                  setReason(e.target.value);
                  setMissing(false);
                }}
                aria-invalid={missing}
                aria-describedby={missing ? "leaving-reason-error" : "leaving-reason-hint"}
                data-testid="leaving-reason"
              />
            </FormField>
            <FormDialogFooter
              submitLabel={t(`statusAction.${asking ?? "completed"}`)}
              saving={mutation.isPending}
              testId="leaving-confirm"
            />
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
