import { Building2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "./ui/page-header";

/** Somebody without an organisation is told to contact an administrator. */
export function NoOrganization() {
  const { t } = useTranslation();
  return (
    <div data-testid="no-organization">
      <EmptyState
        icon={<Building2 className="h-10 w-10" />}
        title={t("noOrganization.title")}
        description={t("noOrganization.description")}
      />
    </div>
  );
}
