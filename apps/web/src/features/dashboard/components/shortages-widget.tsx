import type { AdminDashboardView } from "@hulppost/shared/events";
import { ChevronRight, ShieldCheck, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { useEventFormat } from "../../../lib/event-dates";

const MISSING = [
  ["doctors", "doctor"],
  ["nurses", "nurse"],
  ["firstAiders", "first_aider"],
] as const;
const MISSING_ASSETS = ["tents", "ambulances"] as const;

/**
 * Upcoming events short of people, tents or ambulances, most urgent first, each with what is
 * missing; the link opens the tab where it is solved (Personnel, or Infrastructure when only
 * tents or ambulances are short).
 */
export function ShortagesWidget({ shortages }: { shortages: AdminDashboardView["shortages"] }) {
  const { t } = useTranslation("dashboard");
  const format = useEventFormat();
  return (
    <Card data-testid="shortages-widget">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TriangleAlert className="h-4 w-4 text-amber-600" aria-hidden />
          {t("admin.shortages.title")}
        </CardTitle>
        <CardDescription>{t("admin.shortages.description")}</CardDescription>
      </CardHeader>
      <CardContent className="px-0 pb-2">
        {shortages.length === 0 ? (
          <p className="flex items-center gap-2 px-5 pb-3 text-sm text-emerald-800">
            <ShieldCheck className="h-5 w-5" aria-hidden />
            {t("admin.shortages.none")}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {shortages.map(({ event, missing, totalMissing }) => (
              <li key={event.id}>
                <Link
                  to={`/dashboard/event-management?event=${encodeURIComponent(event.id)}&tab=${
                    MISSING.some(([key]) => missing[key] > 0) ? "personnel" : "infrastructure"
                  }`}
                  className="flex items-center gap-3 px-5 py-3 hover:bg-slate-50"
                  data-testid={`shortage-${event.id}`}
                >
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-slate-900">{event.name}</p>
                    <p className="truncate text-xs text-slate-500">
                      {format.instant(event.startsAt)}
                      {event.location ? ` · ${event.location}` : ""}
                    </p>
                    <div className="mt-1.5 flex flex-wrap gap-1">
                      {MISSING.filter(([key]) => missing[key] > 0).map(([key, qualification]) => (
                        <Badge key={key} tone="amber">
                          {t("admin.shortages.missing", {
                            n: missing[key],
                            post: t(`common:qualifications.${qualification}`),
                          })}
                        </Badge>
                      ))}
                      {MISSING_ASSETS.filter((key) => missing[key] > 0).map((key) => (
                        <Badge key={key} tone="amber">
                          {t("admin.shortages.missing", { n: missing[key], post: t(`admin.shortages.${key}`) })}
                        </Badge>
                      ))}
                    </div>
                  </div>
                  <span className="flex flex-col items-end text-right">
                    <span className="text-lg font-bold text-red-700 tabular-nums">{totalMissing}</span>
                    <span className="text-[11px] text-slate-500">{t("admin.shortages.open")}</span>
                  </span>
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
