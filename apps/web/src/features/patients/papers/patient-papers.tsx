import type { PatientView } from "@hulppost/shared/patients";
import { Ambulance, Braces, FileDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { PaperDownloadButton } from "../../../components/paper-download";
import { Button } from "../../../components/ui/button";
import {
  DangerMenuItem,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  MoreMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { type PatientPaper, useDownloadPaper } from "../api/papers";

/** The handover page of a record: the same `?id=` the record page reads. */
const handoverPath = (patientId: string) => `/dashboard/patient/handover?id=${encodeURIComponent(patientId)}`;

/**
 * The papers of a record: the ATMIST handover (offered for any status, first and in colour when
 * the patient goes to hospital or 112 was called) and the patient report; the FHIR export and, for
 * an admin, deleting the record wait behind ⋮, so nothing destructive sits in a nurse's way.
 */
export function PatientPapers({
  orgId,
  patient,
  onDelete,
}: {
  orgId: string;
  patient: PatientView;
  /** Offered only to whoever may delete the record. */
  onDelete?: () => void;
}) {
  const { t } = useTranslation("patients");
  const urgent = patient.status === "hospital_referral" || patient.status === "call_112";
  const download = useDownloadPaper(orgId, patient.id, {
    onError: (_error, { paper }) => toast.error(t(paper === "fhir" ? "papers.exportFailed" : "papers.pdfFailed")),
  });
  const busy = (paper: PatientPaper) => download.isPending && download.variables?.paper === paper;
  return (
    <div className="flex flex-wrap gap-2" data-testid="patient-papers">
      <Button asChild variant={urgent ? "primary" : "outline"} data-testid="handover-link">
        <Link to={handoverPath(patient.id)}>
          <Ambulance className="h-4 w-4" aria-hidden />
          {t("papers.handover")}
        </Link>
      </Button>
      <PaperDownloadButton
        variant="outline"
        onDownload={(lang) => download.mutate({ paper: "report.pdf", lang })}
        loading={busy("report.pdf")}
        testId="patient-report-download"
      >
        <FileDown className="h-4 w-4" aria-hidden />
        {t("papers.report")}
      </PaperDownloadButton>
      <DropdownMenu>
        <MoreMenuTrigger label={t("papers.more")} testId="patient-more" loading={busy("fhir")} />
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => download.mutate({ paper: "fhir" })} data-testid="fhir-download">
            <Braces className="h-4 w-4" aria-hidden />
            {t("papers.fhir")}
          </DropdownMenuItem>
          {onDelete && (
            <>
              <DropdownMenuSeparator />
              <DangerMenuItem onSelect={onDelete} data-testid="patient-delete">
                {t("record.delete")}
              </DangerMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
