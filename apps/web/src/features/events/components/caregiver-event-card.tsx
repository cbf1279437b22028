import type { EventSummary } from "@hulppost/shared/events";
import { BadgeCheck, Hand, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { cn } from "../../../lib/cn";
import { useEventFormat } from "../../../lib/event-dates";
import { DateLeaf } from "./event-row";
import { EventStatusBadge } from "./event-status-badge";
import { InterestButton } from "./interest-button";
import { PEOPLE_ROWS } from "./staffing-bars";

export const caregiverEventLink = (eventId: string) => `/dashboard/event-detail?id=${encodeURIComponent(eventId)}`;

/** What is still needed, per qualification: "Doctor 1 · Nurse 2". */
export function StillNeeded({ event }: { event: EventSummary }) {
  const { t } = useTranslation("events");
  const missing = PEOPLE_ROWS.map(({ key, qualification }) => ({
    qualification,
    n: Math.max(0, event.staffing[key].required - event.staffing[key].assigned),
  })).filter((m) => m.n > 0);
  if (missing.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-xs">
      <span className="text-slate-600">{t("vacancies.stillNeeded")}</span>
      {missing.map(({ qualification, n }) => (
        <Badge key={qualification} tone="amber">
          {t("vacancies.needed", { n, post: t(`common:qualifications.${qualification}`) })}
        </Badge>
      ))}
    </div>
  );
}

/**
 * An event as a caregiver sees it in lists: when and where, their own post if they work it, what
 * is still needed, a list's own notice (open shifts: what speaks against it), and the interest
 * button. The whole card opens the event.
 */
export function CaregiverEventCard({
  orgId,
  event,
  showNeeds,
  notice,
}: {
  orgId: string;
  event: EventSummary;
  showNeeds?: boolean;
  notice?: ReactNode;
}) {
  const { t } = useTranslation("events");
  const format = useEventFormat();
  const muted = event.cancelled || event.phase === "past";
  return (
    <li
      className="relative flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-200"
      data-testid={`event-card-${event.id}`}
    >
      <div className="flex gap-3">
        <DateLeaf date={event.date} muted={muted} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className={cn("font-semibold text-slate-900", event.cancelled && "line-through decoration-slate-400")}>
              {/* The stretched link makes the whole card a target, while the button stays its own. */}
              <Link to={caregiverEventLink(event.id)} className="after:absolute after:inset-0 after:rounded-xl">
                {event.name}
              </Link>
            </h3>
            <EventStatusBadge event={event} />
          </div>
          <p className="mt-0.5 text-sm text-slate-600">{format.period(event)}</p>
          {event.location && (
            <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-500">
              <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden />
              <span className="truncate">{event.location}</span>
            </p>
          )}
        </div>
      </div>
      {(event.mine.assigned || event.mine.interested || (showNeeds && event.openPosts > 0)) && (
        <div className="flex flex-col gap-2">
          {event.mine.assigned && event.mine.qualification && (
            <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-800">
              <BadgeCheck className="h-4 w-4" aria-hidden />
              {t("mine.post", { post: t(`common:qualifications.${event.mine.qualification}`) })}
            </p>
          )}
          {event.mine.interested && !event.mine.assigned && (
            <p className="flex items-center gap-1.5 text-sm text-brand-800">
              <Hand className="h-4 w-4" aria-hidden />
              {t("mine.interested")}
            </p>
          )}
          {showNeeds && !muted && <StillNeeded event={event} />}
        </div>
      )}
      {notice}
      <InterestButton orgId={orgId} event={event} className="self-start" />
    </li>
  );
}
