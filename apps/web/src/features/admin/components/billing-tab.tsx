import type { OrganizationView } from "@hulppost/shared/organizations";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { cn } from "../../../lib/cn";
import { useBilling, useFollowPlan } from "../api/billing";
import { InvoicesCard } from "./billing/invoices-card";
import { PlanComparison } from "./billing/plan-comparison";
import { PlanStatus } from "./billing/plan-status";
import { ProviderActions } from "./billing/provider-actions";
import { SubscriptionLine } from "./billing/subscription-line";
import { UsageOverview, useMonthName } from "./billing/usage-overview";

function CaregiverUsage({ organization }: { organization: OrganizationView }) {
  const { t } = useTranslation("admin");
  const limit = organization.caregiverLimit;
  // The server's own count: every member but the responsible person, as the limit counts them.
  const used = organization.caregiverCount;
  const share = limit ? Math.min(1, used / limit) : 0;
  return (
    <div className="mt-4">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-slate-700">{t("billing.caregiversUsed")}</span>
        <span className="font-medium text-slate-900" data-testid="billing-usage">
          {limit === null ? t("billing.usageUnlimited", { count: used }) : t("billing.usage", { count: used, limit })}
        </span>
      </div>
      <p className="mt-1 text-xs text-slate-500">{t("billing.caregiversCounted")}</p>
      {limit !== null && (
        <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100">
          <div
            className={cn(
              "h-full rounded-full",
              share >= 1 ? "bg-red-600" : share >= 0.8 ? "bg-amber-500" : "bg-brand-700",
            )}
            style={{ width: `${share * 100}%` }}
          />
        </div>
      )}
      {limit !== null && used >= limit && (
        <Alert tone="warning" className="mt-3">
          {t("billing.limitReached", { count: limit })}
        </Alert>
      )}
    </div>
  );
}

/**
 * Admin settings → Billing: the plan and what it is doing (trial, failed payment, cancellation),
 * upgrade and the payment provider's portal, the month's usage priced per event, active caregiver
 * and SMS, Stripe's invoices, and what each plan includes at the prices in force.
 */
export function BillingTab({ organization }: { organization: OrganizationView }) {
  const { t } = useTranslation("admin");
  const [month, setMonth] = useState<string | null>(null);
  // Back from Stripe Checkout (?checkout=done|cancelled): the webhook may still be on its way.
  const [params] = useSearchParams();
  const outcome = params.get("checkout");
  const awaiting = outcome === "done";
  const billing = useBilling(organization.id, month, awaiting);
  const monthName = useMonthName();
  const plan = billing.data?.plan ?? organization.plan;
  useFollowPlan(organization, billing.data);

  if (billing.isPending) return <Loading />;
  if (billing.isError)
    return <LoadError title={t("billing.loadFailed")} error={billing.error} onRetry={() => billing.refetch()} />;
  const data = billing.data;

  return (
    <div className="flex flex-col gap-6">
      {outcome === "done" && (
        <Alert tone="info" data-testid="billing-checkout-done">
          {plan === "premium" ? t("billing.checkoutDone") : t("billing.checkoutPending")}
        </Alert>
      )}
      {outcome === "cancelled" && <Alert tone="info">{t("billing.checkoutCancelled")}</Alert>}
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle>{t("billing.currentTitle")}</CardTitle>
            <Badge tone={plan === "premium" ? "brand" : "neutral"} data-testid="billing-plan">
              {t(`billing.plans.${plan}`)}
            </Badge>
          </div>
          <CardDescription>{t(plan === "premium" ? "billing.premiumNow" : "billing.freeNow")}</CardDescription>
        </CardHeader>
        <CardContent>
          <PlanStatus billing={data} />
          <SubscriptionLine billing={data} monthName={monthName(data.usage.month)} />
          <CaregiverUsage organization={organization} />
          <ProviderActions orgId={organization.id} billing={data} />
        </CardContent>
      </Card>
      <UsageOverview usage={data.usage} month={month} onMonthChange={setMonth} />
      {data.provider === "stripe" && <InvoicesCard billing={data} />}
      <PlanComparison plan={plan} />
    </div>
  );
}
