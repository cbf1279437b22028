import type { DataExportView } from "@hulppost/shared/org-export";
import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Badge } from "../../../../components/ui/badge";
import { Button } from "../../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../../components/ui/card";
import { downloadFile } from "../../../../lib/download";
import { useFormat } from "../../../../lib/format";
import { useErrorMessage } from "../../../../lib/use-error-message";
import { orgDataPaths, useDataExports, useStartExport } from "../../api/org-data";
import { DepartureZone } from "./departure-zone";

const megabytes = (size: number | null) => (size === null ? "" : `${(size / 1024 / 1024).toFixed(1)} MB`);

/** One export: its progress while it is built, its download while it is valid. */
function ExportRow({ orgId, item }: { orgId: string; item: DataExportView }) {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const building = item.status === "queued" || item.status === "running";
  const ready = item.status === "done" && !item.expired;
  const download = () =>
    downloadFile(orgDataPaths.download(orgId, item.id), item.fileName ?? "export.zip").catch((error) =>
      toast.error(t("orgData.downloadFailed"), { description: errorMessage(error) }),
    );
  return (
    <li
      className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="org-export-row"
    >
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-900">{format.dateTime(item.createdAt)}</p>
        {building && (
          <div className="mt-1.5 flex items-center gap-2" data-testid="org-export-progress">
            <div
              className="h-2 w-40 max-w-full overflow-hidden rounded-full bg-slate-200"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={item.progress}
              aria-label={t("orgData.progress")}
            >
              <div className="h-full bg-brand-700 transition-all" style={{ width: `${item.progress}%` }} />
            </div>
            <span className="text-xs text-slate-600">{item.progress} %</span>
          </div>
        )}
        {ready && (
          <p className="text-xs text-slate-600">
            {t("orgData.validUntil", { at: format.dateTime(item.expiresAt) })} · {megabytes(item.size)}
          </p>
        )}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {building && <Badge tone="blue">{t("orgData.status.building")}</Badge>}
        {item.status === "failed" && <Badge tone="red">{t("orgData.status.failed")}</Badge>}
        {item.status === "done" && item.expired && <Badge>{t("orgData.status.expired")}</Badge>}
        {ready && (
          <Button size="sm" variant="outline" onClick={download} data-testid="org-export-download">
            <Download className="h-4 w-4" aria-hidden />
            {t("orgData.download")}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * Admin settings → Options: "the organisation's data". Everything it holds as one ZIP, built in
 * the background (decision 056), and, below, the way out.
 */
export function OrgDataCard({ orgId, displayName }: { orgId: string; displayName: string }) {
  const { t } = useTranslation("admin");
  const errorMessage = useErrorMessage();
  const exports = useDataExports(orgId);
  const start = useStartExport(orgId, {
    onError: (error) => toast.error(t("orgData.startFailed"), { description: errorMessage(error) }),
  });
  const building = exports.data?.some((item) => item.status === "queued" || item.status === "running");
  return (
    <Card data-testid="org-data-card">
      <CardHeader>
        <CardTitle>{t("orgData.title")}</CardTitle>
        <CardDescription>{t("orgData.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div>
          <Button
            onClick={() => start.mutate()}
            loading={start.isPending}
            disabled={building}
            data-testid="org-export-start"
          >
            {t("orgData.start")}
          </Button>
        </div>
        {!!exports.data?.length && (
          <ul className="divide-y divide-slate-200 border-y border-slate-200">
            {exports.data.slice(0, 5).map((item) => (
              <ExportRow key={item.id} orgId={orgId} item={item} />
            ))}
          </ul>
        )}
        <DepartureZone orgId={orgId} displayName={displayName} />
      </CardContent>
    </Card>
  );
}
