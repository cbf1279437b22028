import type { EventInput, EventView, eventUpdateBody } from "@hulppost/shared/events";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { eventDataWrite, eventPaths } from "./keys";

/** A change names only what changes, with the version it was loaded from (decision 036). */
export type EventChanges = z.input<typeof eventUpdateBody>;

export const createEvent = (orgId: string, body: EventInput) =>
  api<EventView>(eventPaths.events(orgId), { method: "POST", body });
export const updateEvent = (orgId: string, eventId: string, body: EventChanges) =>
  api<EventView>(eventPaths.event(orgId, eventId), { method: "PATCH", body });

/** POST of a new event; every list showing staffing is out of date after it. */
export function useCreateEvent(orgId: string, callbacks: MutationCallbacks<EventView, EventInput>) {
  return useApiMutation((body) => createEvent(orgId, body), callbacks, eventDataWrite(orgId));
}

/** PATCH of an event (the form's changed fields, or cancelled / reinstated). */
export function useUpdateEvent(orgId: string, eventId: string, callbacks: MutationCallbacks<EventView, EventChanges>) {
  return useApiMutation((changes) => updateEvent(orgId, eventId, changes), callbacks, eventDataWrite(orgId));
}
