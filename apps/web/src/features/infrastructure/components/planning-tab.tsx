import type { PlanningView } from "@hulppost/shared/infrastructure";
import { CalendarRange, ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { EmptyState } from "../../../components/ui/page-header";
import { cn } from "../../../lib/cn";
import { fromDayKey, todayKey, useEventFormat } from "../../../lib/event-dates";
import { usePlanning } from "../api/get-planning";
import { monthOf, shiftMonth } from "../asset-kinds";
import { PlanningAssignDialog } from "./planning-assign-dialog";
import { CELL_STYLES, type CellKind, PlanningGrid } from "./planning-grid";

const LEGEND: CellKind[] = ["assigned", "unavailable", "maintenance", "free"];

/** The Planning tab: a month of assets × days, to the previous or next month; a free cell assigns. */
export function PlanningTab({ orgId }: { orgId: string }) {
  const { t } = useTranslation("infrastructure");
  const format = useEventFormat();
  const [month, setMonth] = useState(() => monthOf(todayKey()));
  const [picking, setPicking] = useState<{ asset: { id: string; name: string }; day: string } | null>(null);
  const planning = usePlanning(orgId, month);
  const eventsOn = (data: PlanningView, day: string) => data.events.filter((e) => e.days.includes(day));

  return (
    <Card data-testid="planning-tab">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2 first-letter:uppercase" data-testid="planning-month">
            <CalendarRange className="h-4 w-4 text-brand-700" aria-hidden />
            {format.monthTitle(fromDayKey(`${month}-01`))}
          </CardTitle>
          <div className="flex items-center gap-1">
            <Button
              size="icon"
              variant="outline"
              onClick={() => setMonth(shiftMonth(month, -1))}
              aria-label={t("planning.previous")}
              data-testid="planning-previous"
            >
              <ChevronLeft className="h-4 w-4" aria-hidden />
            </Button>
            <Button variant="outline" onClick={() => setMonth(monthOf(todayKey()))} data-testid="planning-today">
              {t("planning.thisMonth")}
            </Button>
            <Button
              size="icon"
              variant="outline"
              onClick={() => setMonth(shiftMonth(month, 1))}
              aria-label={t("planning.next")}
              data-testid="planning-next"
            >
              <ChevronRight className="h-4 w-4" aria-hidden />
            </Button>
          </div>
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-label={t("planning.legend")}>
          {LEGEND.map((kind) => (
            <li key={kind} className="flex items-center gap-1.5">
              <span
                className={cn(
                  "flex h-5 w-5 items-center justify-center rounded border border-slate-200 text-[10px] font-semibold",
                  CELL_STYLES[kind],
                )}
                aria-hidden
              >
                {kind === "free" ? "" : t(`planning.codes.${kind}`)}
              </span>
              {t(`planning.legendItems.${kind}`)}
            </li>
          ))}
        </ul>
      </CardHeader>
      <CardContent>
        {planning.isPending ? (
          <Loading />
        ) : planning.isError ? (
          <LoadError title={t("planning.loadFailed")} error={planning.error} onRetry={() => planning.refetch()} />
        ) : planning.data.assets.length === 0 ? (
          <EmptyState icon={<CalendarRange className="h-10 w-10" />} title={t("list.empty")} />
        ) : (
          <>
            <p className="mb-2 text-xs text-slate-500">{t("planning.hint")}</p>
            <PlanningGrid
              planning={planning.data}
              onFree={(asset, day) => setPicking({ asset: { id: asset.id, name: asset.name }, day })}
            />
          </>
        )}
      </CardContent>
      {picking && planning.data && (
        <PlanningAssignDialog
          orgId={orgId}
          asset={picking.asset}
          day={picking.day}
          events={eventsOn(planning.data, picking.day)}
          onClose={() => setPicking(null)}
        />
      )}
    </Card>
  );
}
