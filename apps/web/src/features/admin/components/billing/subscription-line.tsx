import type { BillingView } from "@hulppost/shared/billing";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../../lib/format";
import { usePrices } from "../../../pricing";

/**
 * What the organisation pays, in two lines and a sum: the plan's subscription at the price in
 * force (price management is the one source) and, on Premium, the month's text messages billed on
 * top (decisions.md "Plans and money"). The usage overview below values events and caregivers at
 * the platform's rates; those are not billed on a plan, and this block says so, so that a Premium
 * admin who was promised unlimited events for a fixed price does not read that total as the bill.
 */
export function SubscriptionLine({ billing, monthName }: { billing: BillingView; monthName: string }) {
  const { t } = useTranslation("admin");
  const { euro } = useFormat();
  const prices = usePrices();
  const money = (cents: number) => euro(cents / 100, 2);
  const premium = billing.plan === "premium";
  const monthly = premium ? prices.data?.current.premium_monthly : 0;
  const sms = billing.usage.lines.find((line) => line.kind === "sms");
  const smsCents = premium ? (sms?.totalCents ?? 0) : 0;
  const trial = premium && billing.subscription?.status === "trialing";
  // During the free trial the subscription costs nothing yet; text messages are billed as usual.
  const subscriptionCents = trial ? 0 : monthly;

  return (
    <dl className="mt-4 flex flex-col gap-1.5 rounded-lg bg-slate-50 p-3 text-sm" data-testid="billing-subscription">
      <div className="flex items-baseline justify-between gap-3">
        <dt className="text-slate-700">
          {t(premium ? "billing.bill.premium" : "billing.bill.free")}
          {trial && <span className="block text-xs text-slate-500">{t("billing.bill.trial")}</span>}
        </dt>
        <dd className="shrink-0 font-medium text-slate-900 tabular-nums" data-testid="billing-subscription-price">
          {monthly === undefined ? "…" : t("billing.bill.perMonth", { amount: money(monthly) })}
        </dd>
      </div>
      {premium && (
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-slate-700">
            {t("billing.bill.sms", { month: monthName })}
            <span className="block text-xs text-slate-500 tabular-nums">
              {t("billing.bill.smsCount", { count: sms?.quantity ?? 0, rate: money(sms?.unitCents ?? 0) })}
            </span>
          </dt>
          <dd className="shrink-0 font-medium text-slate-900 tabular-nums">{money(smsCents)}</dd>
        </div>
      )}
      {premium && subscriptionCents !== undefined && (
        <div className="flex items-baseline justify-between gap-3 border-t border-slate-200 pt-1.5">
          <dt className="font-semibold text-slate-900">{t("billing.bill.total", { month: monthName })}</dt>
          <dd className="shrink-0 font-semibold text-slate-900 tabular-nums" data-testid="billing-subscription-total">
            {money(subscriptionCents + smsCents)}
          </dd>
        </div>
      )}
      <p className="pt-1 text-xs text-slate-500">{t(premium ? "billing.bill.notUsage" : "billing.bill.freeNote")}</p>
    </dl>
  );
}
