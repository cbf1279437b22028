import type { EventSummary } from "@hulppost/shared/events";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/ui/badge";

/** Planned, live or past (derived from the event's start and end, decision 012), or cancelled, which overrides all. */
export function EventStatusBadge({ event }: { event: Pick<EventSummary, "phase" | "cancelled"> }) {
  const { t } = useTranslation("events");
  if (event.cancelled) {
    return (
      <Badge tone="neutral" className="bg-slate-200 text-slate-700 line-through decoration-slate-400">
        {t("status.cancelled")}
      </Badge>
    );
  }
  if (event.phase === "live") {
    return (
      <Badge tone="green">
        <span className="h-1.5 w-1.5 animate-pulse rounded-full bg-emerald-600" aria-hidden />
        {t("status.live")}
      </Badge>
    );
  }
  return <Badge tone={event.phase === "planned" ? "blue" : "neutral"}>{t(`status.${event.phase}`)}</Badge>;
}
