import type { EventInput, EventView, eventUpdateBody } from "@hulppost/shared/events";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { eventPaths, invalidateEventData } from "./keys";

/** A change names only what changes, with the version it was loaded from (decision 036). */
export type EventChanges = z.input<typeof eventUpdateBody>;

export const createEvent = (orgId: string, body: EventInput) =>
  api<EventView>(eventPaths.events(orgId), { method: "POST", body });
export const updateEvent = (orgId: string, eventId: string, body: EventChanges) =>
  api<EventView>(eventPaths.event(orgId, eventId), { method: "PATCH", body });

/** POST of a new event; every list showing staffing is out of date after it. */
export function useCreateEvent(orgId: string, callbacks: MutationCallbacks<EventView, EventInput>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (body: EventInput) => createEvent(orgId, body),
    onSuccess: (...args) => {
      invalidateEventData(client, orgId);
      return callbacks.onSuccess?.(...args);
    },
  });
}

/** PATCH of an event (the form's changed fields, or cancelled / reinstated). */
export function useUpdateEvent(orgId: string, eventId: string, callbacks: MutationCallbacks<EventView, EventChanges>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (changes: EventChanges) => updateEvent(orgId, eventId, changes),
    onSuccess: (...args) => {
      invalidateEventData(client, orgId);
      return callbacks.onSuccess?.(...args);
    },
  });
}
