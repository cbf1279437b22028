import type { EventView } from "@hulppost/shared/events";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { eventDataWrite, eventPaths } from "./keys";

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
  return useApiMutation(
    (change) => (change === "withdraw" ? withdrawInterest(orgId, eventId) : raiseInterest(orgId, eventId)),
    callbacks,
    eventDataWrite(orgId),
  );
}
