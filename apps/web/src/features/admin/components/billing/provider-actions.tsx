import { type BillingView, LIVE_SUBSCRIPTION_STATUSES, PREMIUM_TRIAL_DAYS } from "@hulppost/shared/billing";
import type { Language } from "@hulppost/shared/constants";
import { CreditCard, Sparkles } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../../components/ui/button";
import { useErrorMessage } from "../../../../lib/use-error-message";
import { useOpenPortal } from "../../api/open-portal";
import { useStartCheckout } from "../../api/start-checkout";
import { ManualUpgradeDialog } from "./manual-upgrade-dialog";

/** Sends the browser to a page of the payment provider (Checkout or the portal). */
const go = (url: string) => window.location.assign(url);

/**
 * Upgrade (Stripe Checkout, or without a provider the dialog that says whom to ask) and "manage
 * subscription" (Stripe's portal: payment method, invoices, cancelling). A failure says which one:
 * "failed to start checkout" or "failed to open the customer portal", with the server's reason.
 */
export function ProviderActions({ orgId, billing }: { orgId: string; billing: BillingView }) {
  const { t, i18n } = useTranslation("admin");
  const errorMessage = useErrorMessage();
  const [manualOpen, setManualOpen] = useState(false);
  const checkout = useStartCheckout(orgId, {
    onSuccess: ({ url }) => go(url),
    onError: (error) => toast.error(t("billing.checkoutFailed"), { description: errorMessage(error) }),
  });
  const portal = useOpenPortal(orgId, {
    onSuccess: ({ url }) => go(url),
    onError: (error) => toast.error(t("billing.portalFailed"), { description: errorMessage(error) }),
  });
  const stripe = billing.provider === "stripe";
  const trial = billing.subscription?.trialAvailable ?? true;

  return (
    <div className="mt-5 flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {/* A subscription still collecting a payment is settled in the portal, not bought again. */}
        {billing.plan === "free" && !LIVE_SUBSCRIPTION_STATUSES.includes(billing.subscription?.status ?? "") && (
          <Button
            onClick={() =>
              stripe ? checkout.mutate((i18n.resolvedLanguage ?? "nl") as Language) : setManualOpen(true)
            }
            disabled={checkout.isPending || checkout.isSuccess}
            // The label with the trial is long for a phone: the button takes the width and wraps.
            className="h-auto min-h-10 w-full whitespace-normal py-2 sm:w-auto"
            data-testid="billing-upgrade"
          >
            <Sparkles className="h-4 w-4" aria-hidden />
            {stripe && trial ? t("billing.upgradeWithTrial", { count: PREMIUM_TRIAL_DAYS }) : t("billing.upgrade")}
          </Button>
        )}
        {stripe && billing.subscription?.hasCustomer && (
          <Button
            variant="outline"
            onClick={() => portal.mutate()}
            disabled={portal.isPending || portal.isSuccess}
            className="w-full sm:w-auto"
            data-testid="billing-portal"
          >
            <CreditCard className="h-4 w-4" aria-hidden />
            {t("billing.manage")}
          </Button>
        )}
      </div>
      {billing.plan === "premium" && (
        <p className="text-xs text-slate-500">{t(stripe ? "billing.downgradeStripe" : "billing.downgradeManual")}</p>
      )}
      <ManualUpgradeDialog open={manualOpen} onOpenChange={setManualOpen} />
    </div>
  );
}
