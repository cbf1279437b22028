import { ShieldX } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../components/ui/button";
import { canSeePage, type PageRule } from "../lib/access";
import { useOrganization } from "../lib/organization-context";
import { useMe } from "../lib/session";

export function NoAccess() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center" data-testid="no-access">
      <ShieldX className="mb-4 h-12 w-12 text-brand-700" aria-hidden />
      <h1 className="text-2xl font-bold text-slate-900">{t("noAccess.title")}</h1>
      <p className="mt-2 text-slate-600">{t("noAccess.description")}</p>
      <Button asChild variant="outline" className="mt-6">
        <Link to="/dashboard">{t("actions.backToDashboard")}</Link>
      </Button>
    </div>
  );
}

/** Renders the page only for people the page role check lets in; others see 'Geen toegang'. */
export function Guard({ rule, children }: { rule: PageRule; children: ReactNode }) {
  const { data: me } = useMe();
  const { selected } = useOrganization();
  if (!me || !canSeePage(rule, me.roles, selected)) return <NoAccess />;
  return <>{children}</>;
}
