import type { InsightsView } from "@hulppost/shared/insights";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { BarFigure } from "./bar-figure";
import { ChartCard } from "./chart-card";
import { fillColor } from "./insights-colors";
import type { CardProps } from "./patient-cards";

const FIRST = 8;
type StaffedEvent = InsightsView["staffing"]["events"][number];
const POSTS = [
  { key: "doctors", qualification: "doctor" },
  { key: "nurses", qualification: "nurse" },
  { key: "firstAiders", qualification: "first_aider" },
] as const;

/** Every month of a period ("2026-01" …), so a month without events shows as a gap, not as missing. */
function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split("-").map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (let key = from.slice(0, 7); key <= last; ) {
    months.push(key);
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year++;
    key = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`;
  }
  return months;
}

/** The fill rate per month of the events' start (0–100 %), coloured like the staffing bars. */
export function StaffingMonthsCard({ view, format, csvUrl, className }: CardProps) {
  const { t } = useTranslation("insights");
  const { months } = view.staffing;
  const axis = monthsOf(view.from, view.to);
  return (
    <ChartCard
      section="staffingMonths"
      title={t("sections.staffingMonths.title")}
      description={t("sections.staffingMonths.description")}
      table={{
        columns: [t("columns.month"), t("columns.events"), t("columns.filled"), t("columns.fillRate")],
        rows: months.map((m) => ({
          key: m.month,
          cells: [
            format.monthLong(m.month),
            format.count(m.events),
            t("filledOf", { filled: format.count(m.filled), needed: format.count(m.needed) }),
            format.percent(m.fillRate),
          ],
        })),
      }}
      csvUrl={csvUrl("staffingMonths")}
      empty={months.length === 0 && t("noEvents")}
      className={className}
    >
      <BarFigure
        data={axis.map((key) => {
          const m = months.find((row) => row.month === key);
          return {
            label: format.month(key),
            value: m?.fillRate == null ? null : Math.round(m.fillRate * 100),
            color: fillColor(m?.fillRate ?? null),
          };
        })}
        name={t("columns.fillRate")}
        format={(v) => format.percent(v / 100)}
        domain={[0, 100]}
        tickInterval="preserveStartEnd"
        // Twelve shares side by side would overlap on a phone; the axis, tooltip and table have them.
        valueLabels={axis.length <= 6}
      />
    </ChartCard>
  );
}

/** One event's fill as a bar with its share, and per post assigned against required. */
function EventFill({ event, format }: { event: StaffedEvent; format: CardProps["format"] }) {
  const { t } = useTranslation("insights");
  const width = Math.min(100, Math.round((event.fillRate ?? 0) * 100));
  return (
    <li className="flex flex-col gap-1 py-2.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 truncate font-medium text-slate-900">{event.name}</span>
        <span className="shrink-0 font-semibold tabular-nums text-slate-900">{format.percent(event.fillRate)}</span>
      </div>
      <div className="h-2 w-full overflow-hidden rounded-full bg-slate-100">
        <div className="h-full rounded-full" style={{ width: `${width}%`, background: fillColor(event.fillRate) }} />
      </div>
      <p className="flex flex-wrap gap-x-3 text-xs text-slate-600">
        <span>{format.day(event.date)}</span>
        {POSTS.map(({ key, qualification }) => (
          <span key={key} className="tabular-nums">
            {t(`posts.${qualification}`)} {event.assigned[key]}/{event.required[key]}
          </span>
        ))}
      </p>
    </li>
  );
}

/** Per event, filled against required: the first ones, and all on request (the table has all). */
export function StaffingEventsCard({ view, format, csvUrl, className }: CardProps) {
  const { t } = useTranslation("insights");
  const { events } = view.staffing;
  const [all, setAll] = useState(false);
  const posts = (e: StaffedEvent) => POSTS.map(({ key }) => `${e.assigned[key]}/${e.required[key]}`);
  return (
    <ChartCard
      section="staffingEvents"
      title={t("sections.staffingEvents.title")}
      description={t("sections.staffingEvents.description")}
      table={{
        columns: [
          t("columns.event"),
          t("columns.date"),
          ...POSTS.map(({ qualification }) => t(`posts.${qualification}`)),
          t("columns.fillRate"),
        ],
        rows: events.map((e) => ({
          key: e.eventId,
          cells: [e.name, format.day(e.date), ...posts(e), format.percent(e.fillRate)],
        })),
      }}
      csvUrl={csvUrl("staffingEvents")}
      empty={events.length === 0 && t("noEvents")}
      className={className}
    >
      <ul aria-hidden="true" className="divide-y divide-slate-100">
        {(all ? events : events.slice(0, FIRST)).map((event) => (
          <EventFill key={event.eventId} event={event} format={format} />
        ))}
      </ul>
      {events.length > FIRST && (
        <Button variant="link" size="sm" onClick={() => setAll(!all)} data-testid="insights-staffing-all">
          {all ? t("showFewer") : t("showAll", { count: events.length })}
        </Button>
      )}
    </ChartCard>
  );
}
