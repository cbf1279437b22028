import type { BillingView } from "@hulppost/shared/billing";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../../components/ui/alert";
import { useFormat } from "../../../../lib/format";

/**
 * What the plan is doing now, in a sentence or a warning: the trial and its days left, a failed
 * payment and the end of its grace period, a cancellation and until when premium holds, the next
 * invoice, or a plan set by hand.
 */
export function PlanStatus({ billing }: { billing: BillingView }) {
  const { t } = useTranslation("admin");
  const { date, euro } = useFormat();
  const sub = billing.subscription;
  const lines: ReactElement[] = [];

  if (billing.plan === "premium" && sub?.paymentFailedAt && sub.graceEndsAt)
    lines.push(
      <Alert
        key="failed"
        tone="warning"
        title={t("billing.status.paymentFailedTitle")}
        data-testid="billing-payment-failed"
      >
        {t("billing.status.paymentFailed", { date: date(sub.graceEndsAt) })}
      </Alert>,
    );
  if (billing.plan === "premium" && sub?.cancelAtPeriodEnd)
    lines.push(
      <Alert key="cancelled" tone="info" data-testid="billing-cancel-scheduled">
        {t("billing.status.cancelScheduled", { date: date(sub.currentPeriodEndsAt) })}
      </Alert>,
    );
  if (billing.plan === "free" && sub?.status && ["past_due", "unpaid"].includes(sub.status))
    lines.push(
      <Alert key="grace-over" tone="warning" data-testid="billing-grace-ended">
        {t("billing.status.graceEnded")}
      </Alert>,
    );
  if (billing.plan === "free" && sub?.status === "canceled")
    lines.push(
      <p key="ended" className="text-sm text-slate-600">
        {t("billing.status.ended", { date: date(sub.canceledAt) })}
      </p>,
    );
  if (billing.plan === "premium" && sub?.status === "trialing" && sub.trialDaysLeft !== null)
    lines.push(
      <p key="trial" className="text-sm font-medium text-brand-800" data-testid="billing-trial">
        {t("billing.status.trial", { count: sub.trialDaysLeft, date: date(sub.trialEndsAt) })}
      </p>,
    );
  if (billing.plan === "premium" && billing.nextInvoice && !sub?.cancelAtPeriodEnd)
    lines.push(
      <p key="next" className="text-sm text-slate-600" data-testid="billing-next-invoice">
        {billing.nextInvoice.date
          ? t("billing.status.nextInvoice", {
              amount: euro(billing.nextInvoice.amountCents / 100, 2),
              date: date(billing.nextInvoice.date),
            })
          : t("billing.status.nextInvoiceUndated", { amount: euro(billing.nextInvoice.amountCents / 100, 2) })}
      </p>,
    );
  if (billing.plan === "premium" && billing.provider === "manual")
    lines.push(
      <p key="manual" className="text-sm text-slate-600">
        {t("billing.status.manual")}
      </p>,
    );
  if (lines.length === 0) return null;
  return <div className="mt-3 flex flex-col gap-2">{lines}</div>;
}
