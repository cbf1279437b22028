import { useTranslation } from "react-i18next";
import { NoOrganization } from "../../../components/no-organization";
import { PageHeader } from "../../../components/ui/page-header";
import { useOrganization } from "../../../lib/organization-context";
import { CaregiverHistory } from "../../events";

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
