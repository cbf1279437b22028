import type { EventFilter, EventSummary } from "@hulppost/shared/events";
import { addMonths, addWeeks } from "date-fns";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { LoadError } from "../../../components/ui/load-state";
import { Spinner } from "../../../components/ui/spinner";
import { dayKey, fromDayKey, todayKey, useEventFormat } from "../../../lib/event-dates";
import { useEventList } from "../api/list-events";
import { CalendarMonth, eventsByDay, monthRange } from "./calendar-month";
import { CalendarWeek, weekDays } from "./calendar-week";
import { EventRow } from "./event-row";
import { ProposeRosterButton } from "./roster/propose-roster-button";

/** Month or week calendar of the organisation's events, with the list filters and search applied. */
export function EventCalendar({
  orgId,
  mode,
  filter,
  search,
  linkTo,
}: {
  orgId: string;
  mode: "month" | "week";
  filter: EventFilter;
  search: string;
  linkTo: (event: EventSummary) => string;
}) {
  const { t } = useTranslation("events");
  const format = useEventFormat();
  const [cursor, setCursor] = useState(() => fromDayKey(todayKey()));
  const [selectedDay, setSelectedDay] = useState<string | null>(todayKey());
  const week = weekDays(cursor);
  const range = mode === "month" ? monthRange(cursor) : { from: week[0] as string, to: week[6] as string };
  const events = useEventList(orgId, { filter, search, ...range });
  const step = (direction: 1 | -1) =>
    setCursor((c) => (mode === "month" ? addMonths(c, direction) : addWeeks(c, direction)));
  const title =
    mode === "month"
      ? format.monthTitle(cursor)
      : new Intl.DateTimeFormat(format.locale, { day: "numeric", month: "short", year: "numeric" }).formatRange(
          fromDayKey(range.from),
          fromDayKey(range.to),
        );
  const list = events.data ?? [];
  // A day chosen in another month is not shown under this month's grid.
  const shownDay = selectedDay && selectedDay >= range.from && selectedDay <= range.to ? selectedDay : null;
  const dayEvents = shownDay ? (eventsByDay(list).get(shownDay) ?? []) : [];
  const month = dayKey(cursor).slice(0, 7);
  const monthEvents = list.filter((e) => e.date.slice(0, 7) <= month && e.endDate.slice(0, 7) >= month);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          onClick={() => step(-1)}
          aria-label={t(`calendar.previous.${mode}`)}
          data-testid="calendar-prev"
        >
          <ChevronLeft className="h-4 w-4" aria-hidden />
        </Button>
        <Button
          variant="outline"
          size="icon"
          onClick={() => step(1)}
          aria-label={t(`calendar.next.${mode}`)}
          data-testid="calendar-next"
        >
          <ChevronRight className="h-4 w-4" aria-hidden />
        </Button>
        <h2
          className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900 first-letter:uppercase"
          aria-live="polite"
        >
          {title}
        </h2>
        {events.isFetching && <Spinner className="h-4 w-4 text-slate-400" />}
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setCursor(fromDayKey(todayKey()));
            setSelectedDay(todayKey());
          }}
          data-testid="calendar-today"
        >
          {t("calendar.today")}
        </Button>
        {/* The month on screen is what gets proposed; in a week view, the month the week was reached in. */}
        <ProposeRosterButton
          orgId={orgId}
          scope={{ month }}
          label={t("roster.proposeMonth")}
          hint={t("roster.proposeMonthLabel", { month: format.monthTitle(cursor) })}
          description={format.monthTitle(cursor)}
          // A line of its own on a phone: the month's name keeps its room.
          className="max-sm:w-full"
          testId="propose-month"
        />
      </div>

      {events.isError && !events.data ? (
        <LoadError title={t("errors.loadEvents")} error={events.error} onRetry={() => events.refetch()} />
      ) : mode === "month" ? (
        <>
          <CalendarMonth
            cursor={cursor}
            events={list}
            selectedDay={selectedDay}
            onSelectDay={setSelectedDay}
            linkTo={linkTo}
          />
          {shownDay ? (
            <section aria-live="polite" data-testid="calendar-day-events">
              <h3 className="mb-2 text-sm font-semibold text-slate-800 first-letter:uppercase">
                {format.dateLong(shownDay)}
              </h3>
              {dayEvents.length === 0 ? (
                <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-500">
                  {t("calendar.nothing")}
                </p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {dayEvents.map((event) => (
                    <EventRow key={event.id} event={event} to={linkTo(event)} />
                  ))}
                </ul>
              )}
            </section>
          ) : (
            // A phone shows only dots in the grid: without a chosen day, list the month's events.
            monthEvents.length > 0 && (
              <ul className="flex flex-col gap-2 md:hidden" data-testid="calendar-month-events">
                {monthEvents.map((event) => (
                  <EventRow key={event.id} event={event} to={linkTo(event)} />
                ))}
              </ul>
            )
          )}
        </>
      ) : (
        <CalendarWeek cursor={cursor} events={list} linkTo={linkTo} />
      )}
    </div>
  );
}
