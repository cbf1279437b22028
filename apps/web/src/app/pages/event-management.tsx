import type { ComponentProps } from "react";
import type { EventSections } from "../../features/events";
import { EventManagementPage } from "../../features/events/pages/event-management-page";
import { EventAssetsSection } from "../../features/infrastructure";
import { EventInsightsTab } from "../../features/insights";
import { EventSiteMap } from "../../features/maps";
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

const sections: EventSections = {
  Infrastructure: EventInfrastructure,
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
