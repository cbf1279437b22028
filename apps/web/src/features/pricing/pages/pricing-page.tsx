import { useTranslation } from "react-i18next";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { PageHeader } from "../../../components/ui/page-header";
import { usePriceHistory } from "../api/list-price-changes";
import { CurrentPrices } from "../components/current-prices";
import { PriceChangeForm } from "../components/price-change-form";
import { PriceHistory } from "../components/price-history";
import { UpcomingChanges } from "../components/upcoming-changes";

/**
 * /dashboard/pricing (super admins only): the prices in force, a new price from a
 * moment on, the planned changes that can still be withdrawn, and the whole history. The landing
 * page, the billing tab and the SMS center read the same prices.
 */
export function PricingPage() {
  const { t } = useTranslation("pricing");
  const history = usePriceHistory();

  return (
    <div>
      <PageHeader title={t("title")} description={t("subtitle")} />
      {history.isPending ? (
        <Loading />
      ) : history.isError ? (
        <LoadError title={t("loadFailed")} error={history.error} onRetry={() => history.refetch()} />
      ) : (
        <div className="flex flex-col gap-6">
          <CurrentPrices changes={history.data} />
          <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
            <PriceChangeForm changes={history.data} />
            <UpcomingChanges changes={history.data} />
          </div>
          <PriceHistory changes={history.data} />
        </div>
      )}
    </div>
  );
}
