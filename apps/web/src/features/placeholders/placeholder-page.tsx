import { Construction } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useOrganization } from "../../app/organization-context";
import { EmptyState, PageHeader } from "../../components/ui/page-header";
import { NoOrganization } from "../organizations/components/no-organization";

/** Pages of modules that arrive in later releases: their heading and an honest empty state. */
export function PlaceholderPage({ section }: { section: string }) {
  const { t } = useTranslation();
  const { selected } = useOrganization();
  // Spec §6: chat needs an organisation; without one, the person is sent to an administrator.
  if (section === "chat" && !selected) return <NoOrganization />;
  return (
    <div>
      <PageHeader title={t(`placeholders.${section}.title`)} />
      <EmptyState
        icon={<Construction className="h-10 w-10" />}
        title={t("placeholders.comingTitle")}
        description={t(`placeholders.${section}.description`)}
      />
    </div>
  );
}
