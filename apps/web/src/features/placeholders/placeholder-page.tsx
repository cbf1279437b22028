import { Construction } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState, PageHeader } from "../../components/ui/page-header";

/** Pages of modules that arrive in later releases: their heading and an honest empty state. */
export function PlaceholderPage({ section }: { section: string }) {
  const { t } = useTranslation();
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

/** A page whose feature is being built; shows its menu title and the coming-soon state. */
export function PendingPage({ menuKey }: { menuKey: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader title={t(`menu.${menuKey}`)} />
      <EmptyState icon={<Construction className="h-10 w-10" />} title={t("placeholders.comingTitle")} />
    </div>
  );
}
