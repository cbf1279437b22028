import { CloudUpload } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "../ui/badge";

/** On a patient with changes still waiting on this device. */
export function NotSentBadge() {
  const { t } = useTranslation();
  return (
    <Badge tone="amber" data-testid="not-sent">
      <CloudUpload className="mr-1 inline h-3.5 w-3.5" aria-hidden />
      {t("field:notSent")}
    </Badge>
  );
}
