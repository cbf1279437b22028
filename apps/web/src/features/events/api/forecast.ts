import type { EventView } from "@hulppost/shared/events";
import type { EventForecastView, EventRiskBody } from "@hulppost/shared/staffing/forecast";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { showAnswer } from "../../../lib/show-answer";
import { eventDataWrite, eventKeys, eventPaths } from "./keys";

const forecastPath = (orgId: string, eventId: string) => `${eventPaths.event(orgId, eventId)}/forecast`;
/** Under the event's own key: every write to the event (its counts, its risk) refreshes the forecast too. */
const forecastKey = (orgId: string, eventId: string) => [...eventKeys.detail(orgId, eventId), "forecast"] as const;

export const eventForecastQuery = (orgId: string, eventId: string) =>
  queryOptions({
    queryKey: forecastKey(orgId, eventId),
    queryFn: () => api<EventForecastView>(forecastPath(orgId, eventId)),
  });

/** The event's risk, the two models' figures and the suggested staffing (decision 052); admins only. */
export const useEventForecast = (orgId: string, eventId: string) => useQuery(eventForecastQuery(orgId, eventId));

/** PUT of the event's risk with the version it was loaded from; answers the new forecast. */
export function useSaveRisk(
  orgId: string,
  eventId: string,
  callbacks: MutationCallbacks<EventForecastView, EventRiskBody>,
) {
  return useApiMutation(
    (body: EventRiskBody) =>
      api<EventForecastView>(`${eventPaths.event(orgId, eventId)}/risk`, { method: "PUT", body }),
    callbacks,
    {
      onSuccess: (client, forecast) => {
        showAnswer(client, forecastKey(orgId, eventId), forecast);
        // The event's version went up with its risk: the event form saves against the new one.
        eventDataWrite(orgId).onSuccess?.(client, forecast, undefined);
      },
      // A refusal (someone else's change) asks for the forecast again, so the form reopens on the latest risk.
      onError: (client) => void client.invalidateQueries({ queryKey: forecastKey(orgId, eventId) }),
    },
  );
}

/** POST: the event's required counts become the suggestion (an event update: lists and vacancies refresh). */
export function useApplySuggestion(
  orgId: string,
  eventId: string,
  callbacks: MutationCallbacks<EventView, { version?: number }>,
) {
  return useApiMutation(
    (body: { version?: number }) =>
      api<EventView>(`${eventPaths.event(orgId, eventId)}/apply-suggested-staffing`, { method: "POST", body }),
    callbacks,
    eventDataWrite(orgId),
  );
}
