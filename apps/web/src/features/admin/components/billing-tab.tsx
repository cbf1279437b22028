import { PLAN_LIMITS, type Plan, PRICES_EUR } from "@hulppost/shared/constants";
import type { OrganizationView } from "@hulppost/shared/organizations";
import { Check, Sparkles, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { ComingSoon } from "../../../components/ui/coming-soon";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../../components/ui/dialog";
import { cn } from "../../../lib/cn";
import { useFormat } from "../../../lib/format";
import { isComingSoon, type ModuleBound } from "../../../lib/modules";
import { useSmsOverview } from "../../sms/sms-api";

function usePlanFeatures() {
  const { t } = useTranslation("admin");
  const { euro } = useFormat();
  return {
    free: [
      { ok: true, text: t("billing.features.events", { count: PLAN_LIMITS.free.eventsPerMonth }) },
      { ok: true, text: t("billing.features.caregivers", { count: PLAN_LIMITS.free.caregivers }) },
      { ok: true, text: t("billing.features.patients"), module: "patients" },
      { ok: false, text: t("billing.features.noSms") },
    ],
    premium: [
      { ok: true, text: t("billing.features.trial", { days: PRICES_EUR.premiumTrialDays }) },
      { ok: true, text: t("billing.features.unlimited") },
      { ok: true, text: t("billing.features.sms", { price: euro(PRICES_EUR.smsPerMessage, 2) }), module: "sms" },
      { ok: true, text: t("billing.features.support") },
    ],
  } satisfies Record<Plan, ({ ok: boolean; text: string } & ModuleBound)[]>;
}

/** Without a payment provider the plan is set by the platform administrator (decisions: plans and money). */
function UpgradeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("admin");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t("billing.upgradeTitle")} data-testid="upgrade-dialog">
        <p className="text-sm text-slate-700">{t("billing.upgradeBody")}</p>
        <p className="mt-3 text-sm text-slate-700">
          {t("billing.upgradeTrial", { days: PRICES_EUR.premiumTrialDays })}
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button>{t("billing.understood")}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Usage({ organization }: { organization: OrganizationView }) {
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
          {t("billing.limitReached", { limit })}
        </Alert>
      )}
    </div>
  );
}

/** This month's SMS parts and what they cost, as they will be billed (decision 030: per part). */
function SmsThisMonth({ orgId }: { orgId: string }) {
  const { t } = useTranslation("admin");
  const { euro } = useFormat();
  const overview = useSmsOverview(orgId);
  if (!overview.data) return null;
  const { usage } = overview.data;
  return (
    <div className="mt-4 border-t border-slate-100 pt-4 text-sm" data-testid="billing-sms-usage">
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-slate-700">{t("billing.smsThisMonth")}</span>
        <span className="font-medium text-slate-900">
          {t("billing.smsParts", { count: usage.parts, cost: euro(usage.costEur, 2) })}
        </span>
      </div>
      <p className="mt-1 text-xs text-slate-500">
        {t("billing.smsCounted", { price: euro(PRICES_EUR.smsPerMessage, 2) })}
      </p>
    </div>
  );
}

/** Admin settings → Billing: the current plan, what each plan includes, and how to upgrade. */
export function BillingTab({ organization }: { organization: OrganizationView }) {
  const { t } = useTranslation("admin");
  const { euro } = useFormat();
  const features = usePlanFeatures();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const plan = organization.plan;
  const prices: Record<Plan, number> = { free: PRICES_EUR.freeMonthly, premium: PRICES_EUR.premiumMonthly };

  return (
    <div className="flex flex-col gap-6">
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
          <Usage organization={organization} />
          {plan === "premium" && <SmsThisMonth orgId={organization.id} />}
          {plan === "free" && (
            <Button className="mt-5" onClick={() => setUpgradeOpen(true)} data-testid="billing-upgrade">
              <Sparkles className="h-4 w-4" aria-hidden />
              {t("billing.upgrade")}
            </Button>
          )}
        </CardContent>
      </Card>

      <div className="grid gap-4 md:grid-cols-2">
        {(["free", "premium"] as const).map((key) => (
          <Card key={key} className={cn(key === plan && "border-brand-700 ring-1 ring-brand-700")}>
            <CardHeader>
              <div className="flex items-center justify-between gap-2">
                <CardTitle>{t(`billing.plans.${key}`)}</CardTitle>
                {key === plan && <Badge tone="brand">{t("billing.current")}</Badge>}
              </div>
              <p className="flex items-baseline gap-1">
                <span className="text-3xl font-extrabold text-slate-900">{euro(prices[key])}</span>
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

      <Card>
        <CardHeader>
          <CardTitle>{t("billing.ratesTitle")}</CardTitle>
          <CardDescription>{t("billing.ratesDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            {[
              { label: t("billing.rates.event"), value: euro(PRICES_EUR.billingPerEvent, 2) },
              { label: t("billing.rates.caregiver"), value: euro(PRICES_EUR.billingPerActiveCaregiver, 2) },
              { label: t("billing.rates.sms"), value: euro(PRICES_EUR.smsPerMessage, 2) },
            ].map((rate) => (
              <div key={rate.label} className="rounded-lg bg-slate-50 p-3">
                <dt className="text-slate-600">{rate.label}</dt>
                <dd className="mt-0.5 text-lg font-semibold text-slate-900">{rate.value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} />
    </div>
  );
}
