import type { ProcessingCategoryView, ProcessingRecordView } from "@hulppost/shared/processing-record";
import { ChevronRight, Download } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Badge } from "../../../../components/ui/badge";
import { Button } from "../../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../../components/ui/card";
import { Loading } from "../../../../components/ui/load-state";
import { useErrorMessage } from "../../../../lib/use-error-message";
import { downloadProcessingRecord, useProcessingRecord } from "../../api/processing-record";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-xs font-semibold text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-800">{children}</dd>
    </div>
  );
}

/** One category: its title and retention at a glance; purpose, legal basis, readers and tables when opened. */
function Category({ item, record }: { item: ProcessingCategoryView; record: ProcessingRecordView }) {
  const { t } = useTranslation("admin");
  const processors = item.processors
    .map((key) => record.processors.find((p) => p.key === key))
    .filter((p) => p?.inUse)
    .map((p) => p?.name);
  return (
    <li data-testid="processing-category" data-category={item.key}>
      <details className="group py-3">
        <summary className="flex cursor-pointer list-none items-start gap-2 [&::-webkit-details-marker]:hidden">
          <ChevronRight
            className="mt-0.5 h-4 w-4 shrink-0 text-slate-500 transition-transform group-open:rotate-90"
            aria-hidden
          />
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-center gap-2">
              <span className="text-sm font-medium text-slate-900">{item.title}</span>
              {item.special && <Badge tone="amber">{t("processingRecord.health")}</Badge>}
            </span>
            <span className="mt-0.5 block text-xs text-slate-600 group-open:hidden">{item.retention.text}</span>
          </span>
        </summary>
        <dl className="mt-3 flex flex-col gap-2 pl-6">
          <Row label={t("processingRecord.purpose")}>{item.purpose}</Row>
          <Row label={t("processingRecord.legalBasis")}>{item.legalBasis}</Row>
          <Row label={t("processingRecord.retention")}>{item.retention.text}</Row>
          <Row label={t("processingRecord.audience")}>
            {item.audience.map((a) => t(`processingRecord.audiences.${a}`)).join(", ")}
          </Row>
          <Row label={t("processingRecord.processors")}>
            {processors.length ? processors.join(", ") : t("processingRecord.none")}
          </Row>
          <Row label={t("processingRecord.data")}>
            <ul className="flex flex-col gap-1">
              {item.tables.map((table) => (
                <li key={table.table} className="text-xs break-words text-slate-600">
                  <span className="font-mono font-semibold text-slate-800">{table.table}</span>{" "}
                  {table.fields.join(", ")}
                </li>
              ))}
            </ul>
          </Row>
        </dl>
      </details>
    </li>
  );
}

function Processors({ record }: { record: ProcessingRecordView }) {
  const { t } = useTranslation("admin");
  return (
    <section className="flex flex-col gap-2" aria-labelledby="processing-processors">
      <h3 id="processing-processors" className="text-sm font-semibold text-slate-900">
        {t("processingRecord.processorsTitle")}
      </h3>
      <ul className="flex flex-col gap-3">
        {record.processors.map((p) => (
          <li key={p.key} className="text-sm" data-testid="processing-processor">
            <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
              {p.name}
              {!p.inUse && <Badge>{t("processingRecord.notInUse")}</Badge>}
            </p>
            <p className="text-slate-700">{p.service}</p>
            <p className="text-xs break-words text-slate-600">
              {p.transfer ? t("processingRecord.transfer", { transfer: p.transfer }) : t("processingRecord.noTransfer")}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Admin settings → Options: the record of processing activities (GDPR Art. 30, decision 057), in
 * the reader's language, and its PDF in the organisation's report language.
 */
export function ProcessingRecordCard({ orgId }: { orgId: string }) {
  const { t, i18n } = useTranslation("admin");
  const errorMessage = useErrorMessage();
  const record = useProcessingRecord(orgId, i18n.resolvedLanguage ?? "nl");
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    downloadProcessingRecord(orgId)
      .catch((error) => toast.error(t("processingRecord.downloadFailed"), { description: errorMessage(error) }))
      .finally(() => setDownloading(false));
  };
  return (
    <Card data-testid="processing-record-card">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <CardTitle>{t("processingRecord.title")}</CardTitle>
          <CardDescription>{t("processingRecord.description")}</CardDescription>
        </div>
        <Button
          variant="outline"
          className="shrink-0 self-start"
          onClick={download}
          loading={downloading}
          data-testid="processing-record-download"
        >
          <Download className="h-4 w-4" aria-hidden />
          {t("processingRecord.download")}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {record.isPending ? (
          <Loading />
        ) : record.isError ? (
          <p className="text-sm text-red-700">{errorMessage(record.error)}</p>
        ) : (
          <>
            <p className="text-sm text-slate-700">{record.data.controller}</p>
            <ul className="divide-y divide-slate-100 border-y border-slate-100">
              {record.data.categories.map((item) => (
                <Category key={item.key} item={item} record={record.data} />
              ))}
            </ul>
            <Processors record={record.data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
