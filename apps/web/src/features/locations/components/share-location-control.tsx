import { LocateFixed, LocateOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { planningFormat } from "../../../lib/planning-time-zone";
import type { LocationSharing } from "../use-location-sharing";

/**
 * The "share my location" switch of the Locations page, made for a phone: one large button, the
 * accuracy and the time of the last send while sharing, and the reason when something fails.
 * It says plainly that sharing lasts only while the page is open.
 */
export function ShareLocationControl({ sharing }: { sharing: LocationSharing }) {
  const { t, i18n } = useTranslation("locations");
  const time = (ms: number) => planningFormat(i18n.resolvedLanguage ?? "nl", { timeStyle: "medium" }).format(ms);
  return (
    <div className="flex w-full flex-col gap-2 sm:w-80" data-testid="share-location">
      {sharing.active ? (
        <div className="flex flex-col gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950">
          <p className="flex items-center gap-2 font-medium">
            <span className="relative flex h-2.5 w-2.5" aria-hidden>
              <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-emerald-500 opacity-60" />
              <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-emerald-600" />
            </span>
            {t("share.active")}
          </p>
          <p className="flex flex-wrap gap-x-3 gap-y-1" aria-live="polite">
            <span data-testid="share-location-accuracy">
              {sharing.accuracy === null ? t("share.locating") : t("share.accuracy", { metres: sharing.accuracy })}
            </span>
            {sharing.lastSentAt !== null && (
              <span data-testid="share-location-last-sent">
                {t("share.lastSent", { time: time(sharing.lastSentAt) })}
              </span>
            )}
          </p>
          <Button
            variant="outline"
            size="lg"
            className="w-full"
            onClick={() => void sharing.stop()}
            loading={sharing.stopping}
            data-testid="share-location-stop"
          >
            <LocateOff className="h-5 w-5" aria-hidden />
            {t("share.stop")}
          </Button>
        </div>
      ) : (
        <Button
          size="lg"
          className="w-full"
          onClick={sharing.start}
          loading={sharing.stopping}
          data-testid="share-location-start"
        >
          <LocateFixed className="h-5 w-5" aria-hidden />
          {t("share.start")}
        </Button>
      )}
      <p className="text-xs text-slate-600">{t("share.onlyWhileOpen")}</p>
      {sharing.problem && (
        <Alert tone="error" title={t("errors.title")} data-testid={`share-location-error-${sharing.problem}`}>
          {t(`errors.${sharing.problem}`)}
        </Alert>
      )}
    </div>
  );
}
