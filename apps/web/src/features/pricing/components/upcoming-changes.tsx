import type { PriceChangeView } from "@hulppost/shared/pricing";
import { CalendarClock, Undo2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ui/alert-dialog";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { useEventFormat } from "../../../lib/event-dates";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useCancelPriceChange } from "../api/cancel-price-change";
import { usePriceFormat } from "../price-format";

/** The changes still to come, soonest first, each of which can be withdrawn until its moment. */
export function UpcomingChanges({ changes }: { changes: PriceChangeView[] }) {
  const { t } = useTranslation("pricing");
  const price = usePriceFormat();
  const format = useEventFormat();
  const errorMessage = useErrorMessage();
  const [asking, setAsking] = useState<PriceChangeView | null>(null);
  const upcoming = changes.filter((c) => c.status === "scheduled").reverse();

  // Refused or not, the hook refreshes the prices: most likely its moment came meanwhile.
  const withdraw = useCancelPriceChange({
    onSuccess: () => {
      setAsking(null);
      toast.success(t("toasts.withdrawn"));
    },
    onError: (error) => {
      setAsking(null);
      toast.error(t("toasts.withdrawFailed"), { description: errorMessage(error) });
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("upcoming.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        {upcoming.length === 0 ? (
          <p className="text-sm text-slate-600" data-testid="price-upcoming-empty">
            {t("upcoming.empty")}
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100" data-testid="price-upcoming">
            {upcoming.map((change) => (
              <li
                key={change.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
                data-testid={`price-upcoming-${change.id}`}
              >
                <div className="flex min-w-0 items-start gap-2.5">
                  <CalendarClock className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden />
                  <div className="min-w-0">
                    <p className="text-sm font-medium text-slate-900">
                      {t(`keys.${change.key}`)}: {price(change.amountCents)} {t(`units.${change.key}`)}
                    </p>
                    <p className="text-xs text-slate-600">
                      {t("upcoming.from", { when: format.instant(change.effectiveFrom) })}
                    </p>
                  </div>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setAsking(change)}
                  aria-label={`${t("upcoming.withdraw")}: ${t(`keys.${change.key}`)}, ${format.instant(change.effectiveFrom)}`}
                  data-testid="price-withdraw"
                >
                  <Undo2 className="h-4 w-4" aria-hidden />
                  {t("upcoming.withdraw")}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <ConfirmDialog
          open={asking !== null}
          onOpenChange={(open) => !open && setAsking(null)}
          title={t("upcoming.withdrawTitle")}
          description={
            asking &&
            t("upcoming.withdrawDescription", {
              key: t(`keys.${asking.key}`),
              price: price(asking.amountCents),
              when: format.instant(asking.effectiveFrom),
            })
          }
          confirmLabel={t("upcoming.withdrawConfirm")}
          onConfirm={() => asking && withdraw.mutate(asking)}
          pending={withdraw.isPending}
          testId="price-withdraw-dialog"
        />
      </CardContent>
    </Card>
  );
}
