import { Braces, FileDown, FileSpreadsheet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  MoreMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { downloadIncidentReport } from "../api/incidents";

/** The admin's papers of an incident, for the organiser and the medical authority: report and casualty list. */
export function ReportMenu({ orgId, incidentId }: { orgId: string; incidentId: string }) {
  const { t } = useTranslation("incidents");
  const get = (format: "pdf" | "csv" | "fhir") =>
    downloadIncidentReport(orgId, incidentId, format).catch(() => toast.error(t("report.failed")));
  return (
    <DropdownMenu>
      <MoreMenuTrigger label={t("report.menu")} testId="incident-more" />
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => void get("pdf")} data-testid="incident-report-pdf">
          <FileDown className="h-4 w-4" aria-hidden />
          {t("report.pdf")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void get("csv")} data-testid="incident-report-csv">
          <FileSpreadsheet className="h-4 w-4" aria-hidden />
          {t("report.csv")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void get("fhir")} data-testid="incident-report-fhir">
          <Braces className="h-4 w-4" aria-hidden />
          {t("report.fhir")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
