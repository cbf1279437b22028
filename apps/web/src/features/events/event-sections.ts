import type { EventView } from "@hulppost/shared/events";
import type { ComponentType } from "react";

/**
 * What other features show on an event's pages, handed in by app/: infrastructure, patients and
 * field mode use the events feature, so it does not import them back (decision 038).
 */
export interface EventSections {
  /** Under the Infrastructure tab's bars: the assets on the event and its site map. */
  Infrastructure: ComponentType<{ orgId: string; event: EventView }>;
  /** The event's patients: the admin's Patients tab, and the post on a caregiver's event page. */
  Patients: ComponentType<{ orgId: string; eventId: string; live: boolean }>;
  /** The Locations tab: the site map with its assets, the staff's shared positions, an incident's casualties. */
  Locations: ComponentType<{ orgId: string; event: EventView }>;
  /** Under the Overview tab: the event's delivery record of alerts (admins); it may suspend for its words. */
  Alerts: ComponentType<{ orgId: string; eventId: string }>;
  /** The Insights tab; it may suspend while its code loads. */
  Insights: ComponentType<{ orgId: string; eventId: string }>;
}
