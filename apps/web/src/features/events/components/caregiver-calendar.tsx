import { addWeeks } from "date-fns";
import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Switch } from "../../../components/ui/checkbox";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { EmptyState } from "../../../components/ui/page-header";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { fromDayKey, shiftDays, todayKey, useEventFormat } from "../../../lib/event-dates";
import { type ScheduleView, useSchedule } from "../api/get-schedule";
import { weekDays } from "./calendar-week";

type Shift = ScheduleView[number]["shifts"][number];
type Member = ScheduleView[number];

const SHIFT_TONE = {
  doctor: "border-blue-500 bg-blue-50 text-blue-900",
  nurse: "border-emerald-500 bg-emerald-50 text-emerald-900",
  first_aider: "border-amber-500 bg-amber-50 text-amber-950",
};

function ShiftChip({ shift, withName }: { shift: Shift; withName?: string }) {
  const { t } = useTranslation("events");
  const format = useEventFormat();
  return (
    <Link
      to={`/dashboard/event-management?event=${encodeURIComponent(shift.eventId)}`}
      className={cn(
        "block rounded border-l-[3px] px-1.5 py-1 text-xs hover:brightness-95",
        SHIFT_TONE[shift.qualification],
      )}
      title={`${shift.name} · ${t(`common:qualifications.${shift.qualification}`)}`}
    >
      {withName && <span className="block font-semibold">{withName}</span>}
      <span className="line-clamp-2 font-medium break-words">{shift.name}</span>
      <span className="block tabular-nums opacity-80">
        {format.time(shift.startsAt)}–{format.time(shift.endsAt)}
      </span>
    </Link>
  );
}

const shiftsOn = (member: Member, day: string) =>
  member.shifts.filter((s) => shiftDays(s.startsAt, s.endsAt).includes(day));

/** Who works when, a week at a time (caregiver management → Calendar). */
export function CaregiverCalendar({ orgId }: { orgId: string }) {
  const { t } = useTranslation("events");
  const format = useEventFormat();
  const [cursor, setCursor] = useState(() => fromDayKey(todayKey()));
  const [everyone, setEveryone] = useState(false);
  const days = weekDays(cursor);
  const from = days[0] as string;
  const to = days[6] as string;
  const schedule = useSchedule(orgId, from, to);
  const members = schedule.data ?? [];
  const working = members.filter((m) => m.shifts.length > 0);
  const rows = everyone ? members : working;
  const today = todayKey();
  const title = new Intl.DateTimeFormat(format.locale, { day: "numeric", month: "short", year: "numeric" }).formatRange(
    fromDayKey(from),
    fromDayKey(to),
  );

  return (
    <div className="flex flex-col gap-3" data-testid="caregiver-calendar">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          onClick={() => setCursor((c) => addWeeks(c, -1))}
          aria-label={t("calendar.previous.week")}
          data-testid="schedule-prev"
        >
          <ChevronLeft className="h-4 w-4" aria-hidden />
        </Button>
        <Button
          variant="outline"
          size="icon"
          onClick={() => setCursor((c) => addWeeks(c, 1))}
          aria-label={t("calendar.next.week")}
          data-testid="schedule-next"
        >
          <ChevronRight className="h-4 w-4" aria-hidden />
        </Button>
        <h2 className="min-w-0 flex-1 text-lg font-semibold text-slate-900" aria-live="polite">
          {title}
        </h2>
        {schedule.isFetching && <Spinner className="h-4 w-4 text-slate-400" />}
        <Button
          variant="outline"
          size="sm"
          onClick={() => setCursor(fromDayKey(todayKey()))}
          data-testid="schedule-today"
        >
          {t("calendar.thisWeek")}
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <p data-testid="schedule-summary">
          {t("schedule.summary", { working: working.length, count: members.length })}
        </p>
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs" aria-hidden>
          {(["doctor", "nurse", "first_aider"] as const).map((q) => (
            <li key={q} className="flex items-center gap-1">
              <span className={cn("h-3 w-1.5 rounded-sm border-l-[3px]", SHIFT_TONE[q])} />
              {t(`common:qualifications.${q}`)}
            </li>
          ))}
        </ul>
        <label className="hidden items-center gap-2 md:flex" htmlFor="schedule-everyone">
          <Switch
            id="schedule-everyone"
            checked={everyone}
            onCheckedChange={setEveryone}
            data-testid="schedule-everyone"
          />
          {t("schedule.showEveryone")}
        </label>
      </div>

      {schedule.isPending ? (
        <Loading />
      ) : schedule.isError && !schedule.data ? (
        <LoadError title={t("errors.loadSchedule")} error={schedule.error} onRetry={() => schedule.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<CalendarDays className="h-10 w-10" />}
          title={t("schedule.empty")}
          description={t("schedule.emptyHint")}
        />
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block">
            <table className="w-full min-w-[56rem] table-fixed border-collapse text-sm">
              <thead className="bg-slate-50">
                <tr>
                  <th
                    scope="col"
                    className="w-44 border-b border-slate-200 px-3 py-2 text-left text-xs font-semibold text-slate-600 uppercase"
                  >
                    {t("schedule.person")}
                  </th>
                  {days.map((day) => (
                    <th
                      key={day}
                      scope="col"
                      className={cn(
                        "border-b border-l border-slate-200 px-2 py-2 text-center text-xs font-semibold uppercase",
                        day === today ? "bg-brand-50 text-brand-800" : "text-slate-600",
                      )}
                    >
                      {format.weekday(day)} {format.dateShort(day)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((member) => (
                  <tr key={member.userId} data-testid={`schedule-row-${member.userId}`}>
                    <th scope="row" className="truncate px-3 py-2 text-left font-medium text-slate-900">
                      {member.firstName} {member.lastName}
                    </th>
                    {days.map((day) => (
                      <td
                        key={day}
                        className={cn("border-l border-slate-100 p-1 align-top", day === today && "bg-brand-50/40")}
                      >
                        <div className="flex flex-col gap-1">
                          {shiftsOn(member, day).map((shift) => (
                            <ShiftChip key={shift.eventId} shift={shift} />
                          ))}
                        </div>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ol className="flex flex-col gap-2 md:hidden">
            {days.map((day) => {
              const entries = working.flatMap((member) => shiftsOn(member, day).map((shift) => ({ member, shift })));
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
                  {entries.length === 0 ? (
                    <p className="mt-1 text-sm text-slate-400">{t("schedule.nobody")}</p>
                  ) : (
                    <div className="mt-2 flex flex-col gap-1.5">
                      {entries.map(({ member, shift }) => (
                        <ShiftChip
                          key={`${member.userId}-${shift.eventId}`}
                          shift={shift}
                          withName={`${member.firstName} ${member.lastName}`}
                        />
                      ))}
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </div>
  );
}
