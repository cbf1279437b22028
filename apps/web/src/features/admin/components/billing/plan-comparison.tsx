import { PREMIUM_TRIAL_DAYS } from "@hulppost/shared/billing";
import { PLAN_LIMITS, type Plan } from "@hulppost/shared/constants";
import { Check, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../../../components/ui/card";
import { ComingSoon } from "../../../../components/ui/coming-soon";
import { cn } from "../../../../lib/cn";
import { useFormat } from "../../../../lib/format";
import { isComingSoon, type ModuleBound } from "../../../../lib/modules";
import { usePrices } from "../../../pricing";

/** A price still on its way: a grey bar, never a guessed number. */
const Pending = () => <span className="inline-block h-8 w-20 animate-pulse rounded bg-slate-100" aria-hidden />;

/** What each plan includes, at the prices in force (price management is the one source). */
export function PlanComparison({ plan }: { plan: Plan }) {
  const { t } = useTranslation("admin");
  const { euro } = useFormat();
  const prices = usePrices();
  const current = prices.data?.current;
  const features: Record<Plan, ({ ok: boolean; text: string } & ModuleBound)[]> = {
    free: [
      { ok: true, text: t("billing.features.events", { count: PLAN_LIMITS.free.eventsPerMonth }) },
      { ok: true, text: t("billing.features.caregivers", { count: PLAN_LIMITS.free.caregivers }) },
      { ok: true, text: t("billing.features.patients"), module: "patients" },
      { ok: false, text: t("billing.features.noSms") },
    ],
    premium: [
      { ok: true, text: t("billing.features.trial", { count: PREMIUM_TRIAL_DAYS }) },
      { ok: true, text: t("billing.features.unlimited") },
      current
        ? {
            ok: true,
            text: t("billing.features.sms", { price: euro(current.sms_per_message / 100, 2) }),
            module: "sms",
          }
        : { ok: true, text: t("billing.features.smsUnpriced"), module: "sms" },
      { ok: true, text: t("billing.features.support") },
    ],
  };
  const price: Record<Plan, string | null> = {
    free: euro(0),
    premium: current ? euro(current.premium_monthly / 100, current.premium_monthly % 100 ? 2 : 0) : null,
  };

  return (
    <div className="grid gap-4 md:grid-cols-2">
      {(["free", "premium"] as const).map((key) => (
        <Card key={key} className={cn(key === plan && "border-brand-700 ring-1 ring-brand-700")}>
          <CardHeader>
            <div className="flex items-center justify-between gap-2">
              <CardTitle>{t(`billing.plans.${key}`)}</CardTitle>
              {key === plan && <Badge tone="brand">{t("billing.current")}</Badge>}
            </div>
            <p className="flex items-baseline gap-1" data-testid={`billing-price-${key}`}>
              {price[key] === null ? (
                <Pending />
              ) : (
                <span className="text-3xl font-extrabold text-slate-900">{price[key]}</span>
              )}
              <span className="text-sm text-slate-500">{t("billing.perMonth")}</span>
            </p>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-2.5 text-sm">
              {features[key].map((item) => (
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
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
