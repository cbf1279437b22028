import { useTranslation } from "react-i18next";
import { Spinner } from "./ui/spinner";

export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 text-slate-600" role="status">
      <Spinner className="h-8 w-8 text-brand-700" />
      <p>{t("loading")}</p>
    </div>
  );
}
