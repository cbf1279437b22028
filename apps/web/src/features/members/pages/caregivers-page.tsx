import { useTranslation } from "react-i18next";
import { NoOrganization } from "../../../components/no-organization";
import { PageHeader } from "../../../components/ui/page-header";
import { useOrganization } from "../../../lib/organization-context";
import { AddMemberButton } from "../components/add-member-dialog";
import { CaregiverList } from "../components/caregiver-list";
import { InvitationLinksButton } from "../components/invitation-links";

/** /dashboard/hulpverleners: the selected organisation's people, with add and invite. */
export function CaregiversPage() {
  const { t } = useTranslation("caregivers");
  const { selected } = useOrganization();
  if (!selected) return <NoOrganization />;
  return (
    <div>
      <PageHeader
        title={t("title")}
        description={t("subtitle", { organization: selected.displayName })}
        actions={
          <>
            <InvitationLinksButton orgId={selected.id} />
            <AddMemberButton orgId={selected.id} />
          </>
        }
      />
      <CaregiverList orgId={selected.id} />
    </div>
  );
}
