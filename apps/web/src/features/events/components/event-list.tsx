import type { EventFilter, EventSummary } from "@hulppost/shared/events";
import { CalendarX2 } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { EmptyState } from "../../../components/ui/page-header";
import { useEventList } from "../api/list-events";
import { EventRow } from "./event-row";

/** The organisation's events as a list, filtered and searched on the server. */
export function EventList({
  orgId,
  filter,
  search,
  linkTo,
  emptyAction,
}: {
  orgId: string;
  filter: EventFilter;
  search: string;
  linkTo: (event: EventSummary) => string;
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation("events");
  const events = useEventList(orgId, { filter, search });
  if (events.isPending) return <Loading />;
  if (events.isError && !events.data) {
    return <LoadError title={t("errors.loadEvents")} error={events.error} onRetry={() => events.refetch()} />;
  }
  const list = events.data ?? [];
  if (list.length === 0) {
    return (
      <EmptyState
        icon={<CalendarX2 className="h-10 w-10" />}
        title={search ? t("list.noMatches") : t(`list.empty.${filter}`)}
        description={search ? t("list.noMatchesHint") : undefined}
        action={search ? undefined : emptyAction}
      />
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="event-count">
        {t("list.count", { count: list.length })}
      </p>
      <ul className="flex flex-col gap-2" data-testid="event-list">
        {list.map((event) => (
          <EventRow key={event.id} event={event} to={linkTo(event)} />
        ))}
      </ul>
    </div>
  );
}
