import { PRICE_KEYS, type PriceChangeView } from "@hulppost/shared/pricing";
import { CalendarClock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/ui/card";
import { useEventFormat } from "../../../lib/event-dates";
import { isStartingPrice, usePriceFormat } from "../price-format";

/**
 * The four prices in force, each with since when and, if one is planned, its next change. Read
 * from the history (its `current` rows), so the cards and the table below never disagree.
 */
export function CurrentPrices({ changes }: { changes: PriceChangeView[] }) {
  const { t } = useTranslation("pricing");
  const price = usePriceFormat();
  const format = useEventFormat();
  return (
    <section aria-labelledby="prices-current">
      <h2 id="prices-current" className="mb-3 text-base font-semibold text-slate-900">
        {t("current.title")}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {PRICE_KEYS.map((key) => {
          const current = changes.find((c) => c.key === key && c.status === "current");
          // The soonest planned change of this key (the history is newest first).
          const next = changes.filter((c) => c.key === key && c.status === "scheduled").at(-1);
          return (
            <li key={key}>
              <Card className="flex h-full flex-col gap-1 p-4" data-testid={`price-current-${key}`}>
                <p className="text-sm font-medium text-slate-600">{t(`keys.${key}`)}</p>
                <p className="flex flex-wrap items-baseline gap-x-1.5">
                  <span className="text-2xl font-bold whitespace-nowrap text-slate-900 tabular-nums">
                    {current ? price(current.amountCents) : "–"}
                  </span>
                  <span className="text-sm whitespace-nowrap text-slate-500">{t(`units.${key}`)}</span>
                </p>
                <p className="text-xs text-slate-500">
                  {!current || isStartingPrice(current)
                    ? t("current.initial")
                    : t("current.since", { date: format.instant(current.effectiveFrom) })}
                </p>
                <p className="mt-1 text-xs text-slate-600">{t(`hints.${key}`)}</p>
                {next && (
                  <p className="mt-auto flex items-center gap-1.5 pt-2 text-xs font-medium text-amber-800">
                    <CalendarClock className="h-3.5 w-3.5 shrink-0" aria-hidden />
                    {t("current.next", { date: format.instant(next.effectiveFrom), price: price(next.amountCents) })}
                  </p>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
