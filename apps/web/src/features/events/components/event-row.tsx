import type { EventSummary } from "@hulppost/shared/events";
import { Hand, MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "../../../lib/cn";
import { fromDayKey, useEventFormat } from "../../../lib/event-dates";
import { EventStatusBadge } from "./event-status-badge";
import { StaffingBars } from "./staffing-bars";

/** The day of an event as a calendar leaf: "25 / nov". */
export function DateLeaf({ date, muted }: { date: string; muted?: boolean }) {
  const { locale } = useEventFormat();
  const day = fromDayKey(date);
  return (
    <div
      className={cn(
        "flex h-14 w-14 shrink-0 flex-col items-center justify-center rounded-lg border text-center leading-none",
        muted ? "border-slate-200 bg-slate-50 text-slate-500" : "border-brand-100 bg-brand-50 text-brand-800",
      )}
      aria-hidden
    >
      <span className="text-xl font-bold tabular-nums">{day.getDate()}</span>
      <span className="mt-0.5 text-[11px] font-medium uppercase">
        {new Intl.DateTimeFormat(locale, { month: "short" }).format(day)}
      </span>
    </div>
  );
}

/** An event in the admin's list: when, where, its state and how far its staffing is. */
export function EventRow({ event, to }: { event: EventSummary; to: string }) {
  const { t } = useTranslation("events");
  const format = useEventFormat();
  const muted = event.cancelled || event.phase === "past";
  return (
    <li>
      <Link
        to={to}
        data-testid={`event-row-${event.id}`}
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-200 hover:bg-brand-50/30 md:flex-row md:items-center md:gap-6"
      >
        <div className="flex min-w-0 flex-1 gap-3">
          <DateLeaf date={event.date} muted={muted} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h3
                className={cn("font-semibold text-slate-900", event.cancelled && "line-through decoration-slate-400")}
              >
                {event.name}
              </h3>
              <EventStatusBadge event={event} />
            </div>
            <p className="mt-0.5 text-sm text-slate-600">{format.period(event)}</p>
            {event.location && (
              <p className="mt-0.5 flex items-center gap-1 truncate text-sm text-slate-500">
                <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden />
                <span className="truncate">{event.location}</span>
              </p>
            )}
          </div>
        </div>
        <div className="flex flex-col gap-2 md:w-80">
          <StaffingBars staffing={event.staffing} />
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
            {event.openPosts > 0 ? (
              <span className={cn(!muted && "font-medium text-red-700")}>
                {t("list.openPosts", { count: event.openPosts })}
              </span>
            ) : (
              <span className="text-emerald-700">{t("detail.fullyStaffed")}</span>
            )}
            {event.interestCount > 0 && (
              <span className="flex items-center gap-1">
                <Hand className="h-3.5 w-3.5" aria-hidden />
                {t("list.interested", { count: event.interestCount })}
              </span>
            )}
          </div>
        </div>
      </Link>
    </li>
  );
}
