import { SIDEBAR } from "@hulppost/shared/constants";
import type { MeView } from "@hulppost/shared/me";
import { Cross, Plus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { Sheet, SheetContent } from "../../components/ui/sheet";
import { Tooltip } from "../../components/ui/tooltip";
import { ChatUnreadBadge } from "../../features/chat";
import { cn } from "../../lib/cn";
import { useOrganization } from "../../lib/organization-context";
import { buildMenu } from "./menu";

const CreateOrganizationDialog = lazy(() =>
  import("../../features/organizations/components/create-organization-dialog").then((m) => ({
    default: m.CreateOrganizationDialog,
  })),
);

function SidebarBody({ me, collapsed, onNavigate }: { me: MeView; collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { selected } = useOrganization();
  const sections = buildMenu(me, selected);
  const [createOpen, setCreateOpen] = useState(false);

  return (
    <div className="flex h-full flex-col">
      <div
        className={cn(
          "flex items-center gap-3 border-b border-slate-200 px-3 py-4",
          collapsed && "justify-center px-0",
        )}
      >
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white">
          <Cross className="h-5 w-5" aria-hidden fill="currentColor" />
        </span>
        {!collapsed && (
          <div className="min-w-0">
            <p className="font-bold leading-tight text-slate-900">{t("app.title")}</p>
            <p className="text-xs leading-tight text-slate-500">{t("app.tagline")}</p>
          </div>
        )}
      </div>
      {!collapsed && selected && (
        <div className="border-b border-slate-200 px-4 py-2.5">
          <p className="text-[11px] font-medium tracking-wide text-slate-500 uppercase">{t("sidebar.organization")}</p>
          <p className="truncate text-sm font-semibold text-slate-800" data-testid="sidebar-organization">
            {selected.displayName}
          </p>
        </div>
      )}
      <nav className="flex-1 overflow-y-auto px-2 py-3" aria-label={t("sidebar.navigation")}>
        {sections.map((section) => (
          <div key={section.key} className="mb-4">
            {!collapsed && section.key !== "main" && (
              <p className="px-2 pb-1 text-[11px] font-medium tracking-wide text-slate-500 uppercase">
                {t(`sidebar.sections.${section.key}`)}
              </p>
            )}
            <ul className="flex flex-col gap-0.5">
              {section.items.map((item) => {
                const link = (
                  <NavLink
                    to={item.to}
                    end={item.to === "/dashboard"}
                    onClick={onNavigate}
                    data-testid={`menu-${item.key}`}
                    className={({ isActive }) =>
                      cn(
                        "relative flex items-center gap-3 rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900",
                        isActive && "bg-brand-50 text-brand-800 hover:bg-brand-100",
                        collapsed && "justify-center px-0",
                      )
                    }
                  >
                    <item.icon className="h-5 w-5 shrink-0" aria-hidden />
                    <span className={cn(collapsed && "sr-only")}>{t(`menu.${item.key}`)}</span>
                    {item.key === "chat" && selected && <ChatUnreadBadge orgId={selected.id} collapsed={collapsed} />}
                  </NavLink>
                );
                return (
                  <li key={item.key}>{collapsed ? <Tooltip content={t(`menu.${item.key}`)}>{link}</Tooltip> : link}</li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
      {me.canCreateOrganization && (
        <div className="border-t border-slate-200 p-2">
          <button
            type="button"
            onClick={() => setCreateOpen(true)}
            data-testid="create-organization"
            className={cn(
              "flex w-full items-center gap-3 rounded-md px-2.5 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50",
              collapsed && "justify-center px-0",
            )}
          >
            <Plus className="h-5 w-5 shrink-0" aria-hidden />
            <span className={cn(collapsed && "sr-only")}>{t("sidebar.createOrganization")}</span>
          </button>
          {createOpen && (
            <Suspense fallback={null}>
              <CreateOrganizationDialog open={createOpen} onOpenChange={setCreateOpen} />
            </Suspense>
          )}
        </div>
      )}
    </div>
  );
}

export function Sidebar({
  me,
  isMobile,
  expanded,
  mobileOpen,
  setMobileOpen,
}: {
  me: MeView;
  isMobile: boolean;
  expanded: boolean;
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  if (isMobile) {
    return (
      <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
        <SheetContent
          side="left"
          width={SIDEBAR.widthMobile}
          title={t("sidebar.navigation")}
          data-testid="sidebar-sheet"
        >
          <SidebarBody me={me} collapsed={false} onNavigate={() => setMobileOpen(false)} />
        </SheetContent>
      </Sheet>
    );
  }
  return (
    <aside
      data-testid="sidebar"
      data-state={expanded ? "expanded" : "collapsed"}
      style={{ width: expanded ? SIDEBAR.width : SIDEBAR.widthCollapsed }}
      className="shrink-0 border-r border-slate-200 bg-white transition-[width] duration-200"
    >
      {/* The white column runs the page's whole length (the flex row stretches it); what is in it
          stays in view while the page scrolls. */}
      <div className="sticky top-0 h-dvh">
        <SidebarBody me={me} collapsed={!expanded} />
      </div>
    </aside>
  );
}
