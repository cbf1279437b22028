import type { EventSummary } from "@hulppost/shared/events";
import { addDays } from "date-fns";
import { MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "../../../lib/cn";
import { dayKey, todayKey, useEventFormat, weekStart } from "../../../lib/event-dates";
import { chipTone } from "./calendar-chip";
import { eventsByDay } from "./calendar-month";

export function weekDays(cursor: Date) {
  const first = weekStart(cursor);
  return Array.from({ length: 7 }, (_, i) => dayKey(addDays(first, i)));
}

function WeekEvent({ event, day, to }: { event: EventSummary; day: string; to: string }) {
  const { t } = useTranslation("events");
  const { doctors, nurses, firstAiders } = event.staffing;
  const assigned = doctors.assigned + nurses.assigned + firstAiders.assigned;
  const required = doctors.required + nurses.required + firstAiders.required;
  // A multi-day event shows its start on its first day and its end on its last.
  const time =
    event.date === event.endDate
      ? `${event.startTime}–${event.endTime}`
      : day === event.date
        ? `${event.startTime} →`
        : day === event.endDate
          ? `→ ${event.endTime}`
          : "→";
  return (
    <Link
      to={to}
      data-testid={`calendar-event-${event.id}`}
      className={cn("block rounded-md border-l-[3px] px-2 py-1.5 text-xs hover:brightness-95", chipTone(event))}
    >
      <span className="block font-semibold tabular-nums">{time}</span>
      <span className="block truncate font-medium">{event.name}</span>
      {event.location && (
        <span className="mt-0.5 flex items-center gap-1 truncate opacity-80">
          <MapPin className="h-3 w-3 shrink-0" aria-hidden />
          <span className="truncate">{event.location}</span>
        </span>
      )}
      <span className="mt-0.5 block tabular-nums opacity-80">{t("calendar.staffed", { assigned, required })}</span>
    </Link>
  );
}

/** A week: seven columns on a wide screen, an agenda of the seven days on a phone. */
export function CalendarWeek({
  cursor,
  events,
  linkTo,
}: {
  cursor: Date;
  events: EventSummary[];
  linkTo: (event: EventSummary) => string;
}) {
  const { t } = useTranslation("events");
  const format = useEventFormat();
  const days = weekDays(cursor);
  const byDay = eventsByDay(events);
  const today = todayKey();
  return (
    <div data-testid="calendar-week">
      <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm md:grid md:grid-cols-7">
        {days.map((day) => (
          <div key={day} className="flex min-h-72 flex-col border-r border-slate-100 last:border-r-0">
            <div
              className={cn(
                "border-b border-slate-200 px-2 py-2 text-center",
                day === today ? "bg-brand-50 text-brand-800" : "bg-slate-50 text-slate-700",
              )}
            >
              <div className="text-xs font-semibold uppercase">{format.weekday(day)}</div>
              <div className="text-lg font-bold tabular-nums">{format.dateShort(day)}</div>
            </div>
            <div className="flex flex-col gap-1.5 p-1.5">
              {(byDay.get(day) ?? []).map((event) => (
                <WeekEvent key={event.id} event={event} day={day} to={linkTo(event)} />
              ))}
            </div>
          </div>
        ))}
      </div>
      <ol className="flex flex-col gap-2 md:hidden">
        {days.map((day) => {
          const list = byDay.get(day) ?? [];
          return (
            <li key={day} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
              <p
                className={cn(
                  "text-sm font-semibold first-letter:uppercase",
                  day === today ? "text-brand-700" : "text-slate-800",
                )}
              >
                {format.dateLong(day)}
              </p>
              {list.length === 0 ? (
                <p className="mt-1 text-sm text-slate-400">{t("calendar.nothing")}</p>
              ) : (
                <div className="mt-2 flex flex-col gap-1.5">
                  {list.map((event) => (
                    <WeekEvent key={event.id} event={event} day={day} to={linkTo(event)} />
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
