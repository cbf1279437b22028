import { useTranslation } from "react-i18next";
import { Badge } from "./badge";

/** Beside an offer of a module that has not landed yet: the copy stays true. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <Badge tone="amber" data-testid="coming-soon">
      {t("comingSoon")}
    </Badge>
  );
}
