import { INCIDENT_LIMITS, type TagBatchView } from "@hulppost/shared/incidents";
import { FileDown, Printer } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { FormField } from "../../../components/ui/form-field";
import { NativeSelect } from "../../../components/ui/input";
import { useFormat } from "../../../lib/format";
import { useErrorMessage } from "../../../lib/use-error-message";
import { downloadTagSheet, useCreateTagBatch, useTagBatches } from "../api/incidents";

const SHEETS = [1, 2, 5, 10, 20] as const;

/**
 * Admin settings → Options: triage labels to print before the season. Each print takes the next
 * codes (never one twice); earlier prints can be downloaded again.
 */
export function TagSheetsCard({ orgId }: { orgId: string }) {
  const { t } = useTranslation("incidents");
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const batches = useTagBatches(orgId);
  const [sheets, setSheets] = useState<number>(2);
  const [busy, setBusy] = useState<string | null>(null);
  const fetchSheet = async (batch: TagBatchView) => {
    setBusy(batch.id);
    try {
      await downloadTagSheet(orgId, batch);
    } catch (error) {
      toast.error(t("tags.failed"), { description: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };
  const create = useCreateTagBatch(orgId, {
    onSuccess: (batch) => void fetchSheet(batch),
    onError: (error) => toast.error(t("tags.failed"), { description: errorMessage(error) }),
  });
  return (
    <Card data-testid="tag-sheets">
      <CardHeader>
        <CardTitle>{t("tags.title")}</CardTitle>
        <CardDescription>{t("tags.description", { perSheet: INCIDENT_LIMITS.tagsPerSheet })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <FormField id="tag-sheets-count" label={t("tags.sheets")}>
            <NativeSelect
              id="tag-sheets-count"
              className="w-40"
              value={sheets}
              onChange={(event) => setSheets(Number(event.target.value))}
              data-testid="tag-sheets-count"
            >
              {SHEETS.map((n) => (
                <option key={n} value={n}>
                  {t("tags.sheetCount", { count: n, labels: n * INCIDENT_LIMITS.tagsPerSheet })}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <Button
            onClick={() => create.mutate(sheets * INCIDENT_LIMITS.tagsPerSheet)}
            loading={create.isPending}
            data-testid="tag-sheets-print"
          >
            <Printer className="h-4 w-4" aria-hidden />
            {t("tags.print")}
          </Button>
        </div>
        {batches.data && batches.data.length > 0 && (
          <ul className="divide-y divide-slate-100 border-t border-slate-100" data-testid="tag-batches">
            {batches.data.map((batch) => (
              <li key={batch.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  <span className="font-mono font-semibold">
                    {batch.firstCode} – {batch.lastCode}
                  </span>
                  <span className="text-slate-500"> · {format.dateTime(batch.createdAt)}</span>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void fetchSheet(batch)}
                  loading={busy === batch.id}
                  data-testid={`tag-batch-${batch.firstCode}`}
                >
                  <FileDown className="h-4 w-4" aria-hidden />
                  {t("tags.download")}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
