import { PLAN_LIMITS, PRICES_EUR } from "@hulppost/shared/constants";
import { Check, X } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { ComingSoon } from "../../components/ui/coming-soon";
import { cn } from "../../lib/cn";
import { useFormat } from "../../lib/format";
import { isComingSoon, type ModuleBound } from "../../lib/modules";
import { usePriceFormat, usePrices } from "../pricing";

type PlanItem = { ok: boolean; text: string } & ModuleBound;

/**
 * The plans with the prices in force, read from the server (/dashboard/pricing sets them). Until
 * they arrive the premium price is a placeholder, never a number that may be out of date.
 */
export function PricingSection() {
  const { t } = useTranslation("landing");
  const { euro, date } = useFormat();
  const price = usePriceFormat();
  const prices = usePrices();
  const current = prices.data?.current;
  const smsPrice = current && price(current.sms_per_message);
  const nextPremium = prices.data?.upcoming.find((change) => change.key === "premium_monthly");
  const premiumPrice: ReactNode = current ? (
    price(current.premium_monthly, { whole: true })
  ) : prices.isError ? (
    <span
      className="flex flex-col items-start gap-1 text-base font-normal text-slate-600"
      data-testid="premium-price-unavailable"
    >
      {t("pricing.unavailable")}
      <Button variant="link" size="sm" className="h-auto px-0" onClick={() => prices.refetch()}>
        {t("common:actions.retry")}
      </Button>
    </span>
  ) : (
    <span role="status" data-testid="premium-price-loading">
      <span className="inline-block h-10 w-24 animate-pulse rounded-md bg-slate-200 align-middle" aria-hidden />
      <span className="sr-only">{t("pricing.loadingPrice")}</span>
    </span>
  );
  const plans: {
    key: "free" | "premium";
    price: ReactNode;
    /** The premium price while it loads or failed: no "/month" beside nothing. */
    priced: boolean;
    next?: string;
    highlight: boolean;
    items: PlanItem[];
  }[] = [
    {
      key: "free",
      priced: true,
      price: euro(PRICES_EUR.freeMonthly),
      highlight: false,
      items: [
        { ok: true, text: t("pricing.free.events", { count: PLAN_LIMITS.free.eventsPerMonth }) },
        { ok: true, text: t("pricing.free.caregivers", { count: PLAN_LIMITS.free.caregivers }) },
        { ok: true, text: t("pricing.free.patients"), module: "patients" },
        { ok: true, text: t("pricing.free.chat"), module: "chat" },
        { ok: false, text: t("pricing.free.noSms") },
      ],
    },
    {
      key: "premium",
      priced: !!current,
      price: premiumPrice,
      next:
        nextPremium &&
        t("pricing.premium.next", {
          date: date(nextPremium.effectiveFrom),
          price: price(nextPremium.amountCents, { whole: true }),
        }),
      highlight: true,
      items: [
        { ok: true, text: t("pricing.premium.trial", { count: PRICES_EUR.premiumTrialDays }) },
        { ok: true, text: t("pricing.premium.unlimited") },
        {
          ok: true,
          text: smsPrice ? t("pricing.premium.sms", { price: smsPrice }) : t("pricing.premium.smsNoPrice"),
          module: "sms",
        },
        { ok: true, text: t("pricing.premium.support") },
      ],
    },
  ];

  return (
    <section id="pricing" className="scroll-mt-16 bg-slate-50 py-20">
      <div className="mx-auto max-w-5xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 className="text-3xl font-bold tracking-tight text-slate-900">{t("pricing.title")}</h2>
          <p className="mt-3 text-slate-600">{t("pricing.subtitle")}</p>
        </div>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {plans.map((plan) => (
            <div
              key={plan.key}
              data-testid={`plan-${plan.key}`}
              className={cn(
                "relative flex flex-col rounded-2xl border bg-white p-8 shadow-sm",
                plan.highlight ? "border-brand-700 ring-2 ring-brand-700" : "border-slate-200",
              )}
            >
              {plan.highlight && (
                <span className="absolute -top-3 left-8 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
                  {t("pricing.popular")}
                </span>
              )}
              <h3 className="text-lg font-semibold text-slate-900">{t(`pricing.${plan.key}.name`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(`pricing.${plan.key}.description`)}</p>
              <p className="mt-6 flex min-h-10 items-baseline gap-1" data-testid={`plan-${plan.key}-price`}>
                <span className="text-4xl font-extrabold text-slate-900">{plan.price}</span>
                {plan.priced && <span className="text-slate-500">{t("pricing.perMonth")}</span>}
              </p>
              {plan.next && (
                <p className="mt-1 text-sm font-medium text-slate-700" data-testid={`plan-${plan.key}-next`}>
                  {plan.next}
                </p>
              )}
              <ul className="mt-6 flex flex-1 flex-col gap-3 text-sm">
                {plan.items.map((item) => (
                  <li key={item.text} className="flex gap-2.5">
                    {item.ok ? (
                      <Check className="h-5 w-5 shrink-0 text-emerald-600" aria-hidden />
                    ) : (
                      <X className="h-5 w-5 shrink-0 text-slate-400" aria-hidden />
                    )}
                    <span className={item.ok ? "text-slate-700" : "text-slate-500"}>
                      {item.text} {isComingSoon(item) && <ComingSoon />}
                    </span>
                  </li>
                ))}
              </ul>
              <Button asChild size="lg" variant={plan.highlight ? "primary" : "outline"} className="mt-8">
                <Link to="/auth?signup=true">{t(`pricing.${plan.key}.cta`)}</Link>
              </Button>
            </div>
          ))}
        </div>
        <p className="mt-6 text-center text-sm text-slate-500">
          {smsPrice ? t("pricing.smsNotePrice", { price: smsPrice }) : t("pricing.smsNote")}
        </p>
      </div>
    </section>
  );
}
