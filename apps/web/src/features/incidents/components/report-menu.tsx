import type { Language } from "@hulppost/shared/constants";
import { Braces, FileDown, FileSpreadsheet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { PaperMenuItems } from "../../../components/paper-download";
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
  const get = (format: "pdf" | "csv" | "fhir", lang?: Language) =>
    downloadIncidentReport(orgId, incidentId, format, lang).catch(() => toast.error(t("report.failed")));
  return (
    <DropdownMenu>
      <MoreMenuTrigger label={t("report.menu")} testId="incident-more" />
      <DropdownMenuContent align="end">
        <PaperMenuItems
          label={t("report.pdf")}
          icon={<FileDown className="h-4 w-4" aria-hidden />}
          onDownload={(lang) => void get("pdf", lang)}
          testId="incident-report-pdf"
        />
        <PaperMenuItems
          label={t("report.csv")}
          icon={<FileSpreadsheet className="h-4 w-4" aria-hidden />}
          onDownload={(lang) => void get("csv", lang)}
          testId="incident-report-csv"
        />
        <DropdownMenuItem onSelect={() => void get("fhir")} data-testid="incident-report-fhir">
          <Braces className="h-4 w-4" aria-hidden />
          {t("report.fhir")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
