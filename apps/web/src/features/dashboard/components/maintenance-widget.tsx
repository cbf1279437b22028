import type { MaintenanceDueItem } from "@hulppost/shared/infrastructure";
import { ChevronRight, ShieldCheck, Wrench } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { useEventFormat } from "../../../lib/event-dates";

const assetPath = (id: string) => `/dashboard/infrastructure/asset?id=${encodeURIComponent(id)}`;

/**
 * Assets due for maintenance within 14 days or overdue, soonest first. Overdue is amber, "not
 * deployable" (the assign dialog asks before sending one); red stays for patients.
 */
export function MaintenanceWidget({ items }: { items: MaintenanceDueItem[] }) {
  const { t } = useTranslation("dashboard");
  const format = useEventFormat();
  const when = (daysLeft: number) =>
    daysLeft < 0
      ? t("admin.maintenance.overdue", { count: -daysLeft })
      : daysLeft === 0
        ? t("admin.maintenance.today")
        : t("admin.maintenance.inDays", { count: daysLeft });
  return (
    <Card data-testid="maintenance-widget">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Wrench className="h-4 w-4 text-amber-600" aria-hidden />
          {t("admin.maintenance.title")}
        </CardTitle>
        <CardDescription>{t("admin.maintenance.description")}</CardDescription>
      </CardHeader>
      <CardContent className="px-0 pb-2">
        {items.length === 0 ? (
          <p className="flex items-center gap-2 px-5 pb-3 text-sm text-emerald-800">
            <ShieldCheck className="h-5 w-5" aria-hidden />
            {t("admin.maintenance.none")}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {items.map((item) => (
              <li key={item.id}>
                <Link
                  to={assetPath(item.id)}
                  className="flex items-center gap-3 px-5 py-2.5 hover:bg-slate-50"
                  data-testid={`maintenance-${item.id}`}
                >
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-slate-900">{item.name}</p>
                    <p className="text-xs text-slate-500">{format.date(item.nextMaintenanceOn)}</p>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-0.5">
                    <Badge tone={item.daysLeft < 0 ? "amber" : "neutral"}>{when(item.daysLeft)}</Badge>
                    {item.daysLeft < 0 && (
                      <span className="text-xs font-medium text-amber-800">{t("admin.maintenance.notDeployable")}</span>
                    )}
                  </div>
                  <ChevronRight className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
