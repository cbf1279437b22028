import { PLAN_LIMITS, PRICES_EUR } from "@hulppost/shared/constants";
import { Check, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { ComingSoon } from "../../components/ui/coming-soon";
import { cn } from "../../lib/cn";
import { useFormat } from "../../lib/format";
import { isComingSoon, type ModuleBound } from "../../lib/modules";

type PlanItem = { ok: boolean; text: string } & ModuleBound;

export function PricingSection() {
  const { t } = useTranslation("landing");
  const { euro } = useFormat();
  const plans: { key: "free" | "premium"; price: string; highlight: boolean; items: PlanItem[] }[] = [
    {
      key: "free",
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
      price: euro(PRICES_EUR.premiumMonthly),
      highlight: true,
      items: [
        { ok: true, text: t("pricing.premium.trial", { days: PRICES_EUR.premiumTrialDays }) },
        { ok: true, text: t("pricing.premium.unlimited") },
        { ok: true, text: t("pricing.premium.sms", { price: euro(PRICES_EUR.smsPerMessage, 2) }), module: "sms" },
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
              <p className="mt-6 flex items-baseline gap-1">
                <span className="text-4xl font-extrabold text-slate-900">{plan.price}</span>
                <span className="text-slate-500">{t("pricing.perMonth")}</span>
              </p>
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
        <p className="mt-6 text-center text-sm text-slate-500">{t("pricing.smsNote")}</p>
      </div>
    </section>
  );
}
