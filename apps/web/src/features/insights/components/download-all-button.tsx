import { FileSpreadsheet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { useDownloadCsv } from "../api/insights-csv";

/** Every figure in one CSV, each section under its title. */
export function DownloadAllButton({ url }: { url: string }) {
  const { t } = useTranslation("insights");
  const download = useDownloadCsv(url, "insights.csv", { onError: () => toast.error(t("csvFailed")) });
  return (
    <Button
      variant="outline"
      onClick={() => download.mutate()}
      loading={download.isPending}
      data-testid="insights-csv-all"
    >
      <FileSpreadsheet className="h-4 w-4" aria-hidden />
      {t("downloadAll")}
    </Button>
  );
}
