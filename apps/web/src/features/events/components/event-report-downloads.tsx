import { FileDown, FileSpreadsheet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { type ReportFormat, useDownloadEventReport } from "../api/event-papers";

/**
 * The event report for the organiser and the medical authority (PDF and CSV, no names), in the
 * organisation's report language.
 */
export function EventReportDownloads({ orgId, eventId }: { orgId: string; eventId: string }) {
  const { t } = useTranslation("events");
  const download = useDownloadEventReport(orgId, eventId, {
    onError: (_error, format) => toast.error(t(format === "pdf" ? "toasts.pdfFailed" : "report.csvFailed")),
  });
  const busy = (format: ReportFormat) => download.isPending && download.variables === format;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="event-report">
      <span className="text-sm font-medium text-slate-700">{t("report.title")}</span>
      <Button
        variant="outline"
        size="sm"
        onClick={() => download.mutate("pdf")}
        loading={busy("pdf")}
        data-testid="event-report-pdf"
      >
        <FileDown className="h-4 w-4" aria-hidden />
        {t("report.pdf")}
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => download.mutate("csv")}
        loading={busy("csv")}
        data-testid="event-report-csv"
      >
        <FileSpreadsheet className="h-4 w-4" aria-hidden />
        {t("report.csv")}
      </Button>
    </div>
  );
}
