import { CalendarPlus, Copy, RefreshCw, Smartphone, Unplug } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ui/alert-dialog";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { copyText } from "../../../lib/clipboard";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useCalendarFeed, useMakeCalendarFeed, useStopCalendarFeed } from "../api/calendar-feed";

/** webcal:// makes phones offer "subscribe" instead of downloading a file once. */
const webcal = (url: string) => url.replace(/^https?:\/\//, "webcal://");

/**
 * The personal calendar address (profile page): my shifts appear in my phone's calendar and stay
 * up to date. The address is a secret; replacing it stops the old one, switching off stops all.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation("events");
  const errorMessage = useErrorMessage();
  const [confirm, setConfirm] = useState<"replace" | "stop" | null>(null);
  const feed = useCalendarFeed();
  const failed = (error: Error) => toast.error(t("feed.failed"), { description: errorMessage(error) });
  // `feed.data` is the address as this screen last showed it: one there means it was replaced.
  const make = useMakeCalendarFeed({
    onSuccess: () => {
      toast.success(t(feed.data?.url ? "feed.replaced" : "feed.created"));
      setConfirm(null);
    },
    onError: failed,
  });
  const stop = useStopCalendarFeed({
    onSuccess: () => {
      toast.success(t("feed.stopped"));
      setConfirm(null);
    },
    onError: failed,
  });
  const url = feed.data?.url ?? null;
  const copy = async () => {
    if (url && (await copyText(url))) toast.success(t("common:actions.copied"));
    else toast.error(t("feed.copyFailed"));
  };

  return (
    <Card data-testid="calendar-feed-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarPlus className="h-4 w-4 text-brand-700" aria-hidden />
          {t("feed.title")}
        </CardTitle>
        <CardDescription>{t("feed.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {feed.isPending ? (
          <Loading className="py-4" />
        ) : feed.isError ? (
          <LoadError title={t("feed.loadFailed")} error={feed.error} onRetry={() => feed.refetch()} />
        ) : url ? (
          <>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                readOnly
                value={url}
                onFocus={(e) => e.currentTarget.select()}
                aria-label={t("feed.address")}
                className="font-mono text-xs"
                data-testid="calendar-feed-url"
              />
              <Button variant="outline" onClick={copy} data-testid="calendar-feed-copy">
                <Copy className="h-4 w-4" aria-hidden />
                {t("common:actions.copy")}
              </Button>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button asChild>
                <a href={webcal(url)} data-testid="calendar-feed-subscribe">
                  <Smartphone className="h-4 w-4" aria-hidden />
                  {t("feed.subscribe")}
                </a>
              </Button>
              <Button variant="outline" onClick={() => setConfirm("replace")} data-testid="calendar-feed-replace">
                <RefreshCw className="h-4 w-4" aria-hidden />
                {t("feed.replace")}
              </Button>
              <Button
                variant="ghost"
                className="text-red-700 hover:bg-red-50"
                onClick={() => setConfirm("stop")}
                data-testid="calendar-feed-stop"
              >
                <Unplug className="h-4 w-4" aria-hidden />
                {t("feed.stop")}
              </Button>
            </div>
            <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
              <p className="font-medium text-slate-900">{t("feed.howTitle")}</p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                <li>{t("feed.howIphone")}</li>
                <li>{t("feed.howAndroid")}</li>
                <li>{t("feed.howOutlook")}</li>
              </ul>
              <p className="mt-2 text-xs text-slate-500">{t("feed.secret")}</p>
            </div>
          </>
        ) : (
          <Button
            className="self-start"
            onClick={() => make.mutate()}
            loading={make.isPending}
            data-testid="calendar-feed-create"
          >
            <CalendarPlus className="h-4 w-4" aria-hidden />
            {t("feed.create")}
          </Button>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirm === "replace"}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t("feed.replaceTitle")}
        description={t("feed.replaceDescription")}
        confirmLabel={t("feed.replace")}
        onConfirm={() => make.mutate()}
        pending={make.isPending}
        destructive={false}
        testId="confirm-feed-replace"
      />
      <ConfirmDialog
        open={confirm === "stop"}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t("feed.stopTitle")}
        description={t("feed.stopDescription")}
        confirmLabel={t("feed.stop")}
        onConfirm={() => stop.mutate()}
        pending={stop.isPending}
        testId="confirm-feed-stop"
      />
    </Card>
  );
}
