import { WifiOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { useFormat } from "../../lib/format";

/**
 * Shown when, 3 seconds on (when the authentication spinner is forced off), it is still unknown who
 * is signed in: on a festival field that is a slow or lost connection, not a signed-out person, so
 * this does not send them to the sign-in page. The question keeps being asked; the button asks
 * again at once.
 */
export function ConnectionPending({
  failed,
  retrying,
  onRetry,
  keptSince,
  onOpenKept,
}: {
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  /** When the data this device still keeps (too old to open by itself) was saved, if it has any. */
  keptSince: number | null;
  onOpenKept: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="flex min-h-dvh items-center justify-center px-6" data-testid="connection-pending">
      <div className="flex max-w-sm flex-col items-center text-center" role="status" aria-live="polite">
        <WifiOff className="mb-4 h-10 w-10 text-amber-600" aria-hidden />
        <h1 className="text-xl font-semibold text-slate-900">
          {t(failed ? "connection.failedTitle" : "connection.slowTitle")}
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          {t(failed ? "connection.failedDescription" : "connection.slowDescription")}
        </p>
        <Button className="mt-6" onClick={onRetry} loading={retrying} data-testid="connection-retry">
          {t("connection.retry")}
        </Button>
        {keptSince !== null && (
          <div className="mt-6 border-t border-slate-200 pt-4">
            <p className="text-sm text-slate-600">
              {t("connection.keptHint", { time: format.dateTime(new Date(keptSince).toISOString()) })}
            </p>
            <Button className="mt-3" variant="outline" onClick={onOpenKept} data-testid="connection-open-kept">
              {t("connection.openKept")}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
