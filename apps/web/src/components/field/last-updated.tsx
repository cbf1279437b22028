import { CloudOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useOnline } from "../../lib/field/field-state";
import { useFormat } from "../../lib/format";

/**
 * "Not refreshed · you see the data of 14:32": said above data the page could not refresh while
 * the network is there (the server had a bad moment). Offline, the banner under the header says
 * how old the page's data is, on every page.
 */
export function LastUpdated({ at, failed = false }: { at: number; failed?: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  const format = useFormat();
  if (!online || !failed || !at) return null;
  return (
    <p
      className="flex items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
      role="status"
      data-testid="not-refreshed"
    >
      <CloudOff className="h-4 w-4 shrink-0" aria-hidden />
      {t("field:notRefreshed", { time: format.dateTime(new Date(at).toISOString()) })}
    </p>
  );
}
