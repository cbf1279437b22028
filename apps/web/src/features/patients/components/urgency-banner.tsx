import { urgencyBelowNews2 } from "@hulppost/shared/clinical/contradictions";
import type { PatientView } from "@hulppost/shared/patients";
import { TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";

/**
 * The record contradicts itself: the latest NEWS2 asks for an urgent response, the urgency says
 * low or medium. Said in words at the top of the record, with the step that resolves it.
 */
export function UrgencyBanner({
  patient,
  raising,
  onRaise,
}: {
  patient: PatientView;
  raising: boolean;
  onRaise: () => void;
}) {
  const { t } = useTranslation("patients");
  const total = patient.latestNews2?.total ?? null;
  if (!urgencyBelowNews2({ latestNews2Total: total, urgency: patient.urgency })) return null;
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-950 sm:flex-row sm:items-center"
      data-testid="urgency-banner"
    >
      <TriangleAlert className="h-5 w-5 shrink-0 text-red-700" aria-hidden />
      <p className="flex-1">
        <span className="font-semibold">{t("contradiction.title", { news2: total })}</span>{" "}
        {t("contradiction.body", { urgency: t(`urgency.${patient.urgency}`).toLocaleLowerCase() })}
      </p>
      <Button variant="destructive" onClick={onRaise} loading={raising} data-testid="urgency-raise">
        {t("contradiction.raise")}
      </Button>
    </div>
  );
}
