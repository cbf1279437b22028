import { Download, FileArchive } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { useDownloadMyData } from "./api/data-export";

const KEPT = ["profile", "organisations", "shifts", "availability", "chat", "locations", "alerts", "sessions", "audit"];

/**
 * "My data" (GDPR Art. 15 and 20, decision 054): what Hulppost keeps, and a download of all of it
 * as a ZIP (a readable PDF and the data as JSON). Patient records are the organisation's.
 */
export function MyDataCard() {
  const { t } = useTranslation("profile");
  const download = useDownloadMyData({ onError: () => toast.error(t("myData.failed")) });
  return (
    <Card data-testid="my-data-card">
      <CardHeader>
        <CardTitle>{t("myData.title")}</CardTitle>
        <CardDescription>{t("myData.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
          {KEPT.map((key) => (
            <li key={key} className="flex gap-2">
              <span aria-hidden className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-slate-400" />
              <span>{t(`myData.kept.${key}`)}</span>
            </li>
          ))}
        </ul>
        <p className="text-sm text-slate-600">{t("myData.patients")}</p>
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => download.mutate()} disabled={download.isPending} data-testid="my-data-download">
            <Download className="h-4 w-4" aria-hidden />
            {download.isPending ? t("myData.preparing") : t("myData.download")}
          </Button>
          <span className="flex items-center gap-1.5 text-xs text-slate-500">
            <FileArchive className="h-4 w-4" aria-hidden />
            {t("myData.contents")}
          </span>
        </div>
      </CardContent>
    </Card>
  );
}
