import { useTranslation } from "react-i18next";
import { NoOrganization } from "../../../components/no-organization";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { PageHeader } from "../../../components/ui/page-header";
import { useOrganization } from "../../../lib/organization-context";
import { useSmsOverview } from "../api/get-overview";
import { useSmsNotices } from "../api/sms-notices";
import { SmsComposeForm } from "../components/sms-compose-form";
import { SmsHistory } from "../components/sms-history";
import { OutboxNotice, PlanNotice } from "../components/sms-notices";
import { SmsUsage } from "../components/sms-usage";

/** /dashboard/sms-center: admins text the caregivers and follow delivery. */
export function SmsCenterPage() {
  const { selected } = useOrganization();
  if (!selected) return <NoOrganization />;
  return <SmsCenter key={selected.id} orgId={selected.id} />;
}

function SmsCenter({ orgId }: { orgId: string }) {
  const { t } = useTranslation("sms");
  const overview = useSmsOverview(orgId);
  // A status from the provider arrives as a notice; the 3-second poll is the fallback without a stream.
  useSmsNotices(orgId);

  return (
    <div>
      <PageHeader
        title={t("title")}
        description={t("subtitle")}
        actions={overview.data?.allowed && <SmsUsage usage={overview.data.usage} />}
      />
      {overview.isPending ? (
        <Loading />
      ) : overview.isError ? (
        <LoadError title={t("loadFailed")} error={overview.error} onRetry={() => overview.refetch()} />
      ) : (
        <div className="flex flex-col gap-6">
          {/* A plan without SMS gets the explanation only: its switch is off, so there is no history to read. */}
          {!overview.data.allowed ? (
            <PlanNotice />
          ) : (
            <>
              {overview.data.provider.kind === "outbox" && <OutboxNotice />}
              <SmsComposeForm orgId={orgId} />
              <SmsHistory orgId={orgId} />
            </>
          )}
        </div>
      )}
    </div>
  );
}
