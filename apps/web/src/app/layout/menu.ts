import type { MeView, OrganizationSummary } from "@hulppost/shared/me";
import {
  Ambulance,
  Building2,
  CalendarDays,
  ClipboardList,
  Euro,
  LayoutDashboard,
  type LucideIcon,
  MapPin,
  MessageSquare,
  MessageSquareText,
  Settings,
  UserRound,
  Users,
  UsersRound,
} from "lucide-react";
import { isAdminHere } from "../../lib/access";

export interface MenuItem {
  /** Translation key under `menu.` and a stable test id. */
  key: string;
  to: string;
  icon: LucideIcon;
}

export interface MenuSection {
  key: "main" | "admin" | "platform";
  items: MenuItem[];
}

/**
 * The sidebar per role: Dashboard, Chat and Locations (each when the
 * organisation has it on) for everyone, as /dashboard/locations is for any signed-in user; the
 * admin tools for admins and super admins; the platform tools for super admins; My profile for
 * everyone else.
 */
export function buildMenu(me: MeView, organization: OrganizationSummary | null): MenuSection[] {
  const isSuperAdmin = me.roles.includes("super_admin");
  const isAdmin = isAdminHere(me, organization);
  const chatEnabled = organization?.settings.chatEnabled ?? true;
  const smsEnabled = organization?.settings.smsCenterEnabled ?? true;
  const locationsEnabled = organization?.settings.locationsEnabled ?? true;

  const main: MenuItem[] = [{ key: "dashboard", to: "/dashboard", icon: LayoutDashboard }];
  if (chatEnabled) main.push({ key: "chat", to: "/dashboard/chat", icon: MessageSquare });
  if (locationsEnabled) main.push({ key: "locations", to: "/dashboard/locations", icon: MapPin });
  if (!isAdmin) main.push({ key: "profile", to: "/dashboard/profile", icon: UserRound });
  const sections: MenuSection[] = [{ key: "main", items: main }];

  if (isAdmin) {
    const admin: MenuItem[] = [
      { key: "events", to: "/dashboard/event-management", icon: CalendarDays },
      { key: "caregivers", to: "/dashboard/hulpverlener-management", icon: Users },
      { key: "infrastructure", to: "/dashboard/infrastructure", icon: Ambulance },
      { key: "treatments", to: "/dashboard/treatment-templates", icon: ClipboardList },
    ];
    if (smsEnabled) admin.push({ key: "sms", to: "/dashboard/sms-center", icon: MessageSquareText });
    admin.push({ key: "adminSettings", to: "/dashboard/admin", icon: Settings });
    sections.push({ key: "admin", items: admin });
  }
  if (isSuperAdmin) {
    sections.push({
      key: "platform",
      items: [
        { key: "organizations", to: "/dashboard/organizations", icon: Building2 },
        { key: "allUsers", to: "/dashboard/all-users", icon: UsersRound },
        { key: "pricing", to: "/dashboard/pricing", icon: Euro },
      ],
    });
  }
  return sections;
}
