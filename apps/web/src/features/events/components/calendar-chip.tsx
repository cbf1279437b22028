import type { EventSummary } from "@hulppost/shared/events";
import { Link } from "react-router";
import { cn } from "../../../lib/cn";

/** Colour by state: planned blue (amber edge while posts are open), live green, past grey, cancelled struck. */
export function chipTone(event: EventSummary) {
  if (event.cancelled) return "border-slate-300 bg-slate-100 text-slate-500 line-through";
  if (event.phase === "live") return "border-emerald-500 bg-emerald-50 text-emerald-900";
  if (event.phase === "past") return "border-slate-300 bg-slate-50 text-slate-600";
  return event.openPosts > 0 ? "border-amber-500 bg-blue-50 text-blue-900" : "border-blue-500 bg-blue-50 text-blue-900";
}

export function CalendarChip({
  event,
  to,
  showTime = true,
  className,
}: {
  event: EventSummary;
  to: string;
  showTime?: boolean;
  className?: string;
}) {
  return (
    <Link
      to={to}
      data-testid={`calendar-event-${event.id}`}
      className={cn(
        "block rounded border-l-[3px] px-1.5 py-0.5 text-xs leading-tight font-medium break-words hover:brightness-95",
        chipTone(event),
        className,
      )}
    >
      {showTime && <span className="block tabular-nums opacity-75">{event.startTime}</span>}
      <span className="line-clamp-2">{event.name}</span>
    </Link>
  );
}
