import type { MeView } from "@hulppost/shared/me";
import { Menu, PanelLeft } from "lucide-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { FieldStatus } from "../../features/field/components/field-status";
import { isAdminHere } from "../../lib/access";
import { useOrganization } from "../../lib/organization-context";
import { AccountMenu } from "./account-menu";
import { LanguageSwitcher } from "./language-switcher";
import { OrganizationPicker } from "./organization-picker";
import { VacancyBadge } from "./vacancy-badge";

// Loaded after the page, with its words: the first screen does not wait for the bell.
const NotificationBell = lazy(async () => ({
  default: (await import("../../features/notifications")).NotificationBell,
}));

export function Header({
  me,
  isMobile,
  onToggleSidebar,
  onOpenTour,
}: {
  me: MeView;
  isMobile: boolean;
  onToggleSidebar: () => void;
  onOpenTour: () => void;
}) {
  const { t } = useTranslation();
  const { selected } = useOrganization();
  const isCaregiver = selected !== null && !isAdminHere(me, selected);
  return (
    // On a phone the header holds the menu, the organisation's name, field mode's state, the bell,
    // the vacancy badge and the account menu, 44 px each: the gaps narrow and the language moves
    // into the account menu, so the organisation's name keeps room to be read (decision 062).
    <header className="sticky top-0 z-30 flex h-14 items-center gap-1 border-b border-slate-200 bg-white/95 px-2 backdrop-blur sm:gap-2 sm:px-4">
      <Button
        variant="ghost"
        size="icon"
        onClick={onToggleSidebar}
        aria-label={t("header.toggleSidebar")}
        data-testid="sidebar-toggle"
        aria-keyshortcuts="Control+B"
      >
        {isMobile ? <Menu className="h-5 w-5" aria-hidden /> : <PanelLeft className="h-5 w-5" aria-hidden />}
      </Button>
      <div className="min-w-0 flex-1">
        <OrganizationPicker />
      </div>
      <FieldStatus />
      {selected && (
        <Suspense fallback={null}>
          <NotificationBell orgId={selected.id} />
        </Suspense>
      )}
      {isCaregiver && selected && <VacancyBadge organizationId={selected.id} />}
      {!isMobile && <LanguageSwitcher signedIn />}
      <AccountMenu me={me} onOpenTour={onOpenTour} languageChoice={isMobile} />
    </header>
  );
}
