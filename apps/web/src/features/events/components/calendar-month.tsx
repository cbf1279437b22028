import type { EventSummary } from "@hulppost/shared/events";
import { addDays, endOfMonth, endOfWeek, isSameMonth, startOfMonth } from "date-fns";
import { useTranslation } from "react-i18next";
import { cn } from "../../../lib/cn";
import { dayKey, fromDayKey, todayKey, useEventFormat, weekStart } from "../../../lib/event-dates";
import { CalendarChip, chipTone } from "./calendar-chip";

export function monthRange(cursor: Date) {
  const first = weekStart(startOfMonth(cursor));
  const last = endOfWeek(endOfMonth(cursor), { weekStartsOn: 1 });
  return { from: dayKey(first), to: dayKey(last) };
}

/** Events per day, a multi-day event on every day it covers. */
export function eventsByDay(events: EventSummary[]) {
  const map = new Map<string, EventSummary[]>();
  for (const event of events) {
    for (let day = fromDayKey(event.date); dayKey(day) <= event.endDate; day = addDays(day, 1)) {
      const key = dayKey(day);
      map.set(key, [...(map.get(key) ?? []), event]);
      if (map.size > 400) break;
    }
  }
  return map;
}

const MAX_CHIPS = 3;

/**
 * A month grid. On a wide screen each day shows its events; on a phone a day shows coloured dots
 * and tapping it lists that day's events below the grid (the selected day).
 */
export function CalendarMonth({
  cursor,
  events,
  selectedDay,
  onSelectDay,
  linkTo,
}: {
  cursor: Date;
  events: EventSummary[];
  selectedDay: string | null;
  onSelectDay: (day: string) => void;
  linkTo: (event: EventSummary) => string;
}) {
  const { t } = useTranslation("events");
  const format = useEventFormat();
  const { from, to } = monthRange(cursor);
  const byDay = eventsByDay(events);
  const today = todayKey();
  const days: string[] = [];
  for (let day = fromDayKey(from); dayKey(day) <= to; day = addDays(day, 1)) days.push(dayKey(day));

  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="calendar-month">
      <div className="grid grid-cols-7 border-b border-slate-200 bg-slate-50">
        {days.slice(0, 7).map((day) => (
          <div key={day} className="px-1 py-2 text-center text-xs font-semibold text-slate-600 uppercase">
            {format.weekday(day)}
          </div>
        ))}
      </div>
      <div className="grid grid-cols-7">
        {days.map((day) => {
          const list = byDay.get(day) ?? [];
          const inMonth = isSameMonth(fromDayKey(day), cursor);
          const selected = day === selectedDay;
          return (
            <div
              key={day}
              className={cn(
                "relative min-h-14 border-r border-b border-slate-100 p-1 last:border-r-0 md:min-h-28 md:p-1.5 [&:nth-child(7n)]:border-r-0",
                !inMonth && "bg-slate-50/70",
                selected && "bg-brand-50/60 ring-2 ring-brand-700/40 ring-inset",
              )}
            >
              <button
                type="button"
                onClick={() => onSelectDay(day)}
                aria-pressed={selected}
                aria-label={t("calendar.dayLabel", { day: format.dateLong(day), count: list.length })}
                data-testid={`calendar-day-${day}`}
                className="absolute inset-0 md:static md:inset-auto"
              >
                <span
                  className={cn(
                    "absolute top-1 left-1 flex h-6 w-6 items-center justify-center rounded-full text-xs font-medium tabular-nums md:static",
                    inMonth ? "text-slate-800" : "text-slate-400",
                    day === today && "bg-brand-700 font-bold text-white",
                  )}
                >
                  {fromDayKey(day).getDate()}
                </span>
              </button>
              {/* Phones: dots only; the selected day's events are listed under the grid. */}
              <div className="pointer-events-none absolute right-1 bottom-1 left-1 flex flex-wrap gap-0.5 md:hidden">
                {list.slice(0, 4).map((event) => (
                  <span key={event.id} className={cn("h-1.5 w-1.5 rounded-full border-2", chipTone(event))} />
                ))}
              </div>
              <div className="mt-1 hidden flex-col gap-0.5 md:flex">
                {list.slice(0, MAX_CHIPS).map((event) => (
                  <CalendarChip key={event.id} event={event} to={linkTo(event)} showTime={event.date === day} />
                ))}
                {list.length > MAX_CHIPS && (
                  <button
                    type="button"
                    onClick={() => onSelectDay(day)}
                    className="text-left text-xs font-medium text-brand-700 hover:underline"
                  >
                    {t("calendar.more", { count: list.length - MAX_CHIPS })}
                  </button>
                )}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
