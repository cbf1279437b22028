import { ArrowLeft, FileDown, FileQuestion, Printer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { NoOrganization } from "../../../components/no-organization";
import { PaperDownloadButton } from "../../../components/paper-download";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { EmptyState } from "../../../components/ui/page-header";
import { isApiError } from "../../../lib/api-client";
import { useOrganization } from "../../../lib/organization-context";
import { useDownloadPaper, useHandover } from "../api/papers";
import { HandoverSheet } from "../papers/handover-sheet";
import { STATUS_TONE, URGENCY_TONE } from "../patient-format";

/** /dashboard/patient/handover?id=…: the ATMIST handover sheet of one patient, for the ambulance crew. */
export function HandoverPage() {
  const { t } = useTranslation("patients");
  const { selected } = useOrganization();
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  const orgId = selected?.id ?? "";
  const sheet = useHandover(selected?.id, id);
  const pdf = useDownloadPaper(orgId, id, { onError: () => toast.error(t("papers.pdfFailed")) });
  if (!selected) return <NoOrganization />;
  if (!id || (sheet.isError && isApiError(sheet.error) && [400, 404].includes(sheet.error.status)))
    return (
      <EmptyState
        icon={<FileQuestion className="h-10 w-10" />}
        title={t("notFound.title")}
        description={t("notFound.description")}
        action={
          <Button asChild variant="outline">
            <Link to="/dashboard">{t("common:actions.backToDashboard")}</Link>
          </Button>
        }
      />
    );
  if (sheet.isPending) return <Loading page className="py-20" />;
  if (sheet.isError)
    return <LoadError title={t("papers.loadFailed")} error={sheet.error} onRetry={() => sheet.refetch()} />;
  const view = sheet.data;

  return (
    <article className="mx-auto flex w-full max-w-2xl flex-col gap-4" data-testid="handover-sheet">
      <Link
        to={`/dashboard/patient?id=${encodeURIComponent(id)}`}
        className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-brand-700 print:hidden"
        data-testid="handover-back"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t("papers.backToRecord")}
      </Link>
      <header className="flex flex-col gap-2 border-b-2 border-brand-700 pb-3">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{view.organization}</p>
        <h1 className="text-xl font-bold text-slate-900">{t("papers.handoverTitle")}</h1>
        <p className="text-3xl font-bold break-words text-slate-900" data-testid="handover-name">
          {view.name ?? t("unknownName")}
        </p>
        <div className="flex flex-wrap gap-1.5">
          <Badge tone={STATUS_TONE[view.status]}>{t(`status.${view.status}`)}</Badge>
          <Badge tone={URGENCY_TONE[view.urgency]}>{t(`urgency.${view.urgency}`)}</Badge>
        </div>
        <p className="text-sm text-slate-600">{[view.event.name, view.event.location].filter(Boolean).join(" · ")}</p>
      </header>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button variant="outline" onClick={() => window.print()} data-testid="handover-print">
          <Printer className="h-4 w-4" aria-hidden />
          {t("papers.print")}
        </Button>
        <PaperDownloadButton
          onDownload={(lang) => pdf.mutate({ paper: "handover.pdf", lang })}
          loading={pdf.isPending}
          testId="handover-pdf"
        >
          <FileDown className="h-4 w-4" aria-hidden />
          {t("papers.downloadPdf")}
        </PaperDownloadButton>
      </div>
      <HandoverSheet sheet={view} />
    </article>
  );
}
