import type { PlanningDay, PlanningView } from "@hulppost/shared/infrastructure";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ASSET_ICONS } from "../../../components/asset-icons";
import { cn } from "../../../lib/cn";
import { fromDayKey, todayKey, useEventFormat } from "../../../lib/event-dates";
import { assetPagePath } from "./asset-list";

type PlanningAsset = PlanningView["assets"][number];
export type CellKind = "assigned" | "unavailable" | "maintenance" | "free";

/** What a day is for an asset; a period wins (nothing can be planned then), then an event. */
export function cellKind(day: PlanningDay | undefined): CellKind {
  if (!day) return "free";
  if (day.unavailable) return "unavailable";
  if (day.events.length) return "assigned";
  return day.maintenance ? "maintenance" : "free";
}

/** Colour and a letter: the grid never tells kinds apart by colour alone (the legend says which). */
export const CELL_STYLES: Record<CellKind, string> = {
  assigned: "bg-blue-600 text-white hover:bg-blue-700",
  unavailable: "bg-red-200 text-red-900 hover:bg-red-300",
  maintenance: "bg-amber-200 text-amber-950 hover:bg-amber-300",
  free: "bg-white text-slate-400 hover:bg-brand-50",
};

const eventLink = (eventId: string) =>
  `/dashboard/event-management?event=${encodeURIComponent(eventId)}&tab=infrastructure`;

function Cell({
  asset,
  day,
  onFree,
}: {
  asset: PlanningAsset;
  day: string;
  onFree: (asset: PlanningAsset, day: string) => void;
}) {
  const { t } = useTranslation("infrastructure");
  const format = useEventFormat();
  const info = asset.days[day];
  const kind = cellKind(info);
  const date = format.date(day);
  const base = cn("flex h-9 w-full items-center justify-center text-[11px] font-semibold", CELL_STYLES[kind]);
  if (kind === "assigned" && info) {
    const names = info.events.map((e) => e.name).join(", ");
    const label = t("planning.cell.assigned", { asset: asset.name, date, events: names });
    return (
      <Link to={eventLink(info.events[0]?.id ?? "")} className={base} title={label} aria-label={label}>
        {t("planning.codes.assigned")}
      </Link>
    );
  }
  if (kind === "unavailable" && info?.unavailable) {
    const label = t("planning.cell.unavailable", {
      asset: asset.name,
      date,
      reason: t(`reasons.${info.unavailable.reason}`),
    });
    return (
      <Link to={assetPagePath(asset.id, "periods")} className={base} title={label} aria-label={label}>
        {t("planning.codes.unavailable")}
      </Link>
    );
  }
  const label =
    kind === "maintenance"
      ? t("planning.cell.maintenance", { asset: asset.name, date })
      : t("planning.cell.free", { asset: asset.name, date });
  return (
    <button
      type="button"
      className={base}
      title={label}
      aria-label={label}
      onClick={() => onFree(asset, day)}
      disabled={!asset.active}
      data-testid={`cell-${asset.id}-${day}`}
    >
      {kind === "maintenance" ? t("planning.codes.maintenance") : ""}
    </button>
  );
}

/**
 * Assets × days of a month. On a phone the grid scrolls sideways and the asset column stays put,
 * so a row can be followed across the month.
 */
export function PlanningGrid({
  planning,
  onFree,
}: {
  planning: PlanningView;
  onFree: (asset: PlanningAsset, day: string) => void;
}) {
  const { t } = useTranslation("infrastructure");
  const format = useEventFormat();
  const today = todayKey();
  const weekend = (day: string) => [0, 6].includes(fromDayKey(day).getDay());
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200" data-testid="planning-grid">
      <table className="border-separate border-spacing-0 text-sm">
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-20 min-w-32 border-r border-b border-slate-200 bg-slate-50 px-2 py-1.5 text-left text-xs font-semibold text-slate-700 sm:min-w-48"
            >
              {t("planning.asset")}
            </th>
            {planning.days.map((day) => (
              <th
                key={day}
                scope="col"
                className={cn(
                  "min-w-9 border-b border-slate-200 px-0 py-1 text-center text-[11px] font-medium",
                  weekend(day) ? "bg-slate-100 text-slate-600" : "bg-slate-50 text-slate-600",
                  day === today && "bg-brand-100 text-brand-900",
                )}
              >
                <span className="block leading-tight">{format.weekday(day).slice(0, 2)}</span>
                <span className="block font-semibold leading-tight">{Number(day.slice(8))}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {planning.assets.map((asset) => {
            const Icon = ASSET_ICONS[asset.type];
            return (
              <tr key={asset.id} data-testid={`planning-row-${asset.id}`}>
                <th
                  scope="row"
                  className={cn(
                    "sticky left-0 z-10 max-w-32 border-r border-b border-slate-200 bg-white px-2 py-1 text-left font-normal sm:max-w-48",
                    !asset.active && "text-slate-400",
                  )}
                >
                  <Link
                    to={assetPagePath(asset.id)}
                    className="flex items-center gap-1.5 text-xs font-medium hover:text-brand-700 hover:underline"
                  >
                    <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden />
                    <span className="truncate">{asset.name}</span>
                  </Link>
                </th>
                {planning.days.map((day) => (
                  <td
                    key={day}
                    className={cn("border-b border-l border-slate-100 p-0", day === today && "border-x-brand-300")}
                  >
                    <Cell asset={asset} day={day} onFree={onFree} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
