import { useTranslation } from "react-i18next";
import { useOrganization } from "../../../app/organization-context";
import { PageHeader } from "../../../components/ui/page-header";
import { CaregiverHistory } from "../../events/components/caregiver-history";
import { NoOrganization } from "../../organizations/components/no-organization";

/** /dashboard/hulpverlener-historie: the history tab on a page of its own. */
export function CaregiverHistoryPage() {
  const { t } = useTranslation("caregivers");
  const { selected } = useOrganization();
  if (!selected) return <NoOrganization />;
  return (
    <div>
      <PageHeader title={t("history.pageTitle")} description={t("history.pageSubtitle")} />
      <CaregiverHistory orgId={selected.id} />
    </div>
  );
}
