import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { eventKeys, eventPaths, invalidateEventData } from "./keys";

export const deleteEvent = (orgId: string, eventId: string) =>
  api<void>(eventPaths.event(orgId, eventId), { method: "DELETE" });

/** The deleted event's page is dropped from the cache (not refetched into a 404); the lists refresh. */
export function useDeleteEvent(orgId: string, eventId: string, callbacks: MutationCallbacks<void, void>) {
  return useApiMutation(() => deleteEvent(orgId, eventId), callbacks, {
    onSuccess: (client) => {
      client.removeQueries({ queryKey: eventKeys.detail(orgId, eventId) });
      invalidateEventData(client, orgId);
    },
  });
}
