import type { PatientStatus, PatientView } from "@hulppost/shared/patients";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { setPatientStatus } from "../../../lib/field/field-writes";
import { useErrorMessage } from "../../../lib/use-error-message";
import { invalidatePatient, patientKeys } from "../patients-api";

const VARIANT: Record<PatientStatus, "primary" | "outline" | "destructive" | "secondary"> = {
  call_112: "destructive",
  hospital_referral: "primary",
  completed: "outline",
  under_treatment: "secondary",
};

/** The steps the status may take now (decisions.md's machine), as buttons; the server decides. */
export function PatientStatusActions({ orgId, patient }: { orgId: string; patient: PatientView }) {
  const { t } = useTranslation("patients");
  const client = useQueryClient();
  const errorMessage = useErrorMessage();
  const mutation = useMutation({
    // Runs offline too: field mode decides between sending and keeping it on the device.
    networkMode: "always",
    // Without a network the step is kept on this device and the record shows it at once (field mode).
    mutationFn: (status: PatientStatus) => setPatientStatus(orgId, patient.id, status),
    onSuccess: (outcome, status) => {
      if (outcome.queued) {
        toast.success(t("statusChanged", { status: t(`status.${status}`) }), {
          description: t("field:keptOnDevice"),
        });
        return;
      }
      client.setQueryData(patientKeys.detail(orgId, patient.id), outcome.answer);
      invalidatePatient(client, orgId);
      void client.invalidateQueries({ queryKey: patientKeys.history(orgId, patient.id) });
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
