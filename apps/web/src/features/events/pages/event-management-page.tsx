import { EVENT_FILTERS, type EventFilter } from "@hulppost/shared/event-filters";
import type { EventSummary } from "@hulppost/shared/events";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { NoOrganization } from "../../../components/no-organization";
import { Button } from "../../../components/ui/button";
import { PageHeader } from "../../../components/ui/page-header";
import { useOrganization } from "../../../lib/organization-context";
import { useIsMobile } from "../../../lib/sidebar-state";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { AdminEventDetail } from "../components/admin-event-detail";
import { EventCalendar } from "../components/event-calendar";
import { EventFormDialog } from "../components/event-form-dialog";
import { EventList } from "../components/event-list";
import { EVENT_VIEWS, EventToolbar, type EventViewMode } from "../components/event-toolbar";
import type { EventSections } from "../event-sections";

const isView = (v: string | null): v is EventViewMode => EVENT_VIEWS.includes(v as EventViewMode);
const isFilter = (v: string | null): v is EventFilter => EVENT_FILTERS.includes(v as EventFilter);

/**
 * /dashboard/event-management (and /dashboard/events): the calendar or list of events and, with
 * ?event=<id>, one event's admin detail. View, filter and the open event live in the address so
 * the back button and a shared link land where the admin was.
 */
export function EventManagementPage({ sections }: { sections: EventSections }) {
  const { t } = useTranslation("events");
  const { selected } = useOrganization();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search.trim());
  const [creating, setCreating] = useState(false);

  const rawView = params.get("view");
  // A month grid is cramped at 375 px: phones open on the list.
  const view: EventViewMode = isView(rawView) ? rawView : isMobile ? "list" : "month";
  const rawFilter = params.get("filter");
  // A calendar shows everything by default; the list starts with what is coming.
  const filter: EventFilter = isFilter(rawFilter) ? rawFilter : view === "list" ? "current" : "all";
  const eventId = params.get("event");

  const update = (changes: Record<string, string | null>, replace = true) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace });
  };
  const linkTo = (event: EventSummary) => {
    const next = new URLSearchParams(params);
    next.set("event", event.id);
    next.delete("tab");
    return `?${next}`;
  };

  if (!selected) return <NoOrganization />;
  if (eventId) {
    return (
      <AdminEventDetail orgId={selected.id} eventId={eventId} backTo={`?${withoutEvent(params)}`} sections={sections} />
    );
  }

  const newEventButton = (
    <Button onClick={() => setCreating(true)} data-testid="new-event">
      <Plus className="h-4 w-4" aria-hidden />
      {t("actions.newEvent")}
    </Button>
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="-mb-2">
        <PageHeader
          title={t("management.title")}
          description={t("management.subtitle", { organization: selected.displayName })}
          actions={newEventButton}
        />
      </div>
      <EventToolbar
        filter={filter}
        onFilter={(value) => update({ filter: value })}
        search={search}
        onSearch={setSearch}
        view={view}
        onView={(value) => update({ view: value })}
      />
      {view === "list" ? (
        <EventList
          orgId={selected.id}
          filter={filter}
          search={debounced}
          linkTo={linkTo}
          emptyAction={newEventButton}
        />
      ) : (
        <EventCalendar orgId={selected.id} mode={view} filter={filter} search={debounced} linkTo={linkTo} />
      )}
      <EventFormDialog
        orgId={selected.id}
        open={creating}
        onOpenChange={setCreating}
        onSaved={(saved) => navigate(linkTo(saved))}
      />
    </div>
  );
}

function withoutEvent(params: URLSearchParams) {
  const next = new URLSearchParams(params);
  next.delete("event");
  next.delete("tab");
  return next.toString();
}
