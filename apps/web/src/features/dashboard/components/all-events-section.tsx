import type { EventFilter } from "@hulppost/shared/events";
import { CalendarX2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { EmptyState } from "../../../components/ui/page-header";
import { CaregiverEventCard, FilterChips, useEventList } from "../../events";
import { DashboardSection } from "./dashboard-section";

const FILTERS: EventFilter[] = ["current", "upcoming", "ongoing", "completed", "all"];

/** Every event of my organisation, live and coming ones by default. */
export function AllEventsSection({ orgId, organizationName }: { orgId: string; organizationName: string }) {
  const { t } = useTranslation("dashboard");
  const [filter, setFilter] = useState<EventFilter>("current");
  const events = useEventList(orgId, { filter });
  const list = events.data ?? [];

  return (
    <DashboardSection
      id="all-events"
      title={t("caregiver.allEvents.title")}
      description={t("caregiver.allEvents.description", { organization: organizationName })}
      testId="all-events-section"
    >
      <FilterChips value={filter} onChange={setFilter} filters={FILTERS} />
      {events.isPending ? (
        <Loading />
      ) : events.isError && !events.data ? (
        <LoadError title={t("events:errors.loadEvents")} error={events.error} onRetry={() => events.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState icon={<CalendarX2 className="h-10 w-10" />} title={t(`events:list.empty.${filter}`)} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {list.map((event) => (
            <CaregiverEventCard key={event.id} orgId={orgId} event={event} />
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
