import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "../../../../components/ui/alert";
import { Button } from "../../../../components/ui/button";
import { useFormat } from "../../../../lib/format";
import { useErrorMessage } from "../../../../lib/use-error-message";
import { useCancelDeparture, useDeparture } from "../../api/org-data";

/** Above the admin's tabs while the organisation's departure is pending: the day it goes, and a way back. */
export function DepartureBanner({ orgId }: { orgId: string }) {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const departure = useDeparture(orgId);
  const cancel = useCancelDeparture(orgId, {
    onSuccess: () => toast.success(t("orgData.banner.cancelled")),
    onError: (error) => toast.error(t("orgData.banner.cancelFailed"), { description: errorMessage(error) }),
  });
  if (!departure.data?.requestedAt) return null;
  return (
    <Alert tone="error" title={t("orgData.banner.title")} className="mb-6" data-testid="departure-banner">
      <p>{t("orgData.banner.body", { date: format.date(departure.data.removesAt) })}</p>
      <Button
        className="mt-2"
        size="sm"
        variant="outline"
        onClick={() => cancel.mutate()}
        loading={cancel.isPending}
        data-testid="departure-cancel"
      >
        {t("orgData.banner.cancel")}
      </Button>
    </Alert>
  );
}
