import type { MeView } from "@hulppost/shared/me";
import { effectiveRole } from "@hulppost/shared/permissions";
import { CircleUserRound, Compass, LogOut, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from "../../components/ui/popover";
import { useOrganization } from "../../lib/organization-context";
import { LanguageChoice } from "./language-switcher";

/** The person's account; on a phone (`languageChoice`) also the language, which has no room in the header there. */
export function AccountMenu({
  me,
  onOpenTour,
  languageChoice = false,
}: {
  me: MeView;
  onOpenTour: () => void;
  languageChoice?: boolean;
}) {
  const { t } = useTranslation();
  const { selected } = useOrganization();
  const role = effectiveRole(me.roles, selected?.role ?? null);
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t("header.account")} data-testid="account-menu">
          <CircleUserRound className="h-6 w-6" aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent>
        <p className="truncate font-medium text-slate-900">{me.user.name}</p>
        <p className="truncate text-sm text-slate-600" data-testid="account-email">
          {me.user.email}
        </p>
        <p className="mt-1 text-xs font-medium text-brand-800" data-testid="account-role">
          {t(`roles.${role}`)}
        </p>
        {languageChoice && (
          <div className="mt-3 border-t border-slate-100 pt-3">
            <LanguageChoice />
          </div>
        )}
        <div className="mt-3 flex flex-col gap-1 border-t border-slate-100 pt-3">
          <PopoverClose asChild>
            <Link
              to="/dashboard/profile"
              className="flex items-center gap-2 rounded-md px-2 py-2 text-sm hover:bg-slate-100"
            >
              <UserRound className="h-4 w-4" aria-hidden />
              {t("menu.profile")}
            </Link>
          </PopoverClose>
          <PopoverClose asChild>
            <button
              type="button"
              onClick={onOpenTour}
              className="flex items-center gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-slate-100"
              data-testid="open-tour"
            >
              <Compass className="h-4 w-4" aria-hidden />
              {t("header.openTour")}
            </button>
          </PopoverClose>
          <Button asChild variant="outline" className="mt-2 w-full">
            <Link to="/logout" data-testid="sign-out">
              <LogOut className="h-4 w-4" aria-hidden />
              {t("header.signOut")}
            </Link>
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
