import type { ComponentProps } from "react";
import type { EventSections } from "../../features/events";
import { EventManagementPage } from "../../features/events/pages/event-management-page";
import { useIncidentLayer } from "../../features/incidents";
import { EventAssetsSection } from "../../features/infrastructure";
import { EventInsightsTab } from "../../features/insights";
import { useLivePositions } from "../../features/locations";
import { EventSiteMap } from "../../features/maps";
import { EventAlertsCard } from "../../features/notifications";
import { PatientList } from "../../features/patients";

/** The Infrastructure tab's lower half: the assets on the event, and below them the map that places them. */
function EventInfrastructure({ orgId, event }: ComponentProps<EventSections["Infrastructure"]>) {
  return (
    <>
      <EventAssetsSection orgId={orgId} event={event} />
      {/* Its code and Leaflet load only when this tab is opened. */}
      <EventSiteMap orgId={orgId} eventId={event.id} editable />
    </>
  );
}

/**
 * The Locations tab: the event's site map with its placed assets, the staff who share their
 * position (with the list beside it) and, while an incident is open, its casualties where triaged.
 */
function EventLocations({ orgId, event }: ComponentProps<EventSections["Locations"]>) {
  const live = useLivePositions(orgId, event.id, true);
  const casualties = useIncidentLayer(orgId, event.id);
  return (
    <div data-testid="event-locations">
      <EventSiteMap
        orgId={orgId}
        eventId={event.id}
        editable={false}
        layers={
          <>
            {live.layer}
            {casualties}
          </>
        }
        aside={live.aside}
      />
    </div>
  );
}

const sections: EventSections = {
  Infrastructure: EventInfrastructure,
  Locations: EventLocations,
  Alerts: EventAlertsCard,
  Patients: PatientList,
  Insights: EventInsightsTab,
};

/**
 * /dashboard/event-management: the events feature's page with what other features show on an
 * event's detail, composed here because those features use events themselves (decision 038).
 */
export function EventManagement() {
  return <EventManagementPage sections={sections} />;
}
