import type { PatientStatus, PatientView } from "@hulppost/shared/patients";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useChangePatientStatus } from "../api/field-writes";

const VARIANT: Record<PatientStatus, "primary" | "outline" | "destructive" | "secondary"> = {
  call_112: "destructive",
  hospital_referral: "primary",
  completed: "outline",
  under_treatment: "secondary",
};

/** The steps the status may take now (the shared `PATIENT_TRANSITIONS`), as buttons; the server decides. */
export function PatientStatusActions({ orgId, patient }: { orgId: string; patient: PatientView }) {
  const { t } = useTranslation("patients");
  const errorMessage = useErrorMessage();
  // Without a network the step is kept on this device and the record shows it at once (field mode).
  const mutation = useChangePatientStatus(orgId, patient.id, {
    onSuccess: (outcome, status) => {
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
  return (
    <div className="flex flex-wrap gap-2" data-testid="status-actions">
      {patient.nextStatuses.map((status) => (
        <Button
          key={status}
          variant={VARIANT[status]}
          onClick={() => mutation.mutate(status)}
          loading={mutation.isPending && mutation.variables === status}
          disabled={mutation.isPending}
          data-testid={`status-to-${status}`}
        >
          {t(`statusAction.${status}`)}
        </Button>
      ))}
    </div>
  );
}
