import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { usePriceFormat, usePrices } from "../../pricing";

/** Development without a provider: messages go to the outbox and are marked sent, but no phone rings. */
export function OutboxNotice() {
  const { t } = useTranslation("sms");
  return (
    <Alert tone="warning" title={t("outbox.title")} data-testid="sms-outbox-notice">
      {t("outbox.body")}
    </Alert>
  );
}

/** The free plan has no SMS (decision 008): what Premium adds and where to switch. */
export function PlanNotice() {
  const { t } = useTranslation("sms");
  const price = usePriceFormat();
  const smsCents = usePrices().data?.current.sms_per_message;
  return (
    <Card data-testid="sms-plan-notice">
      <CardContent className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <Sparkles className="h-5 w-5" aria-hidden />
        </span>
        <div className="flex flex-col gap-2">
          <h2 className="text-base font-semibold text-slate-900">{t("plan.title")}</h2>
          {/* The SMS price in force (/dashboard/pricing): a placeholder until it is known, never a guess. */}
          {smsCents === undefined ? (
            <div className="flex flex-col gap-1.5" aria-hidden data-testid="sms-plan-body-loading">
              <span className="h-3.5 w-full animate-pulse rounded bg-slate-200" />
              <span className="h-3.5 w-4/5 animate-pulse rounded bg-slate-200" />
            </div>
          ) : (
            <p className="text-sm text-slate-700">{t("plan.body", { price: price(smsCents) })}</p>
          )}
          <div>
            <Button asChild className="mt-1">
              <Link to="/dashboard/admin?tab=billing" data-testid="sms-plan-upgrade">
                {t("plan.upgrade")}
              </Link>
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
