import type { EventView } from "@hulppost/shared/events";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { eventPaths, invalidateEventData } from "./keys";

export type InterestChange = "raise" | "withdraw";

export const raiseInterest = (orgId: string, eventId: string) =>
  api<EventView>(`${eventPaths.event(orgId, eventId)}/interest`, { method: "POST", body: {} });
export const withdrawInterest = (orgId: string, eventId: string) =>
  api<EventView>(`${eventPaths.event(orgId, eventId)}/interest`, { method: "DELETE" });

/** POST (raise) or DELETE (withdraw) of my hand for an event; staffing and interest lists refresh. */
export function useChangeInterest(
  orgId: string,
  eventId: string,
  callbacks: MutationCallbacks<EventView, InterestChange>,
) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (change: InterestChange) =>
      change === "withdraw" ? withdrawInterest(orgId, eventId) : raiseInterest(orgId, eventId),
    onSuccess: (...args) => {
      invalidateEventData(client, orgId);
      return callbacks.onSuccess?.(...args);
    },
  });
}
