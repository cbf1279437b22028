import type { calendarFeedView } from "@hulppost/shared/events";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { showAnswer } from "../../../lib/show-answer";
import { eventKeys, eventPaths } from "./keys";

export type CalendarFeedView = z.output<typeof calendarFeedView>;

/**
 * GET, POST (make or replace) and DELETE (stop) of the person's calendar address: one resource,
 * one file. Each write answers the address as it now is, which the card then shows.
 */
export const getCalendarFeed = () => api<CalendarFeedView>(eventPaths.calendarFeed);
export const makeCalendarFeed = () => api<CalendarFeedView>(eventPaths.calendarFeed, { method: "POST", body: {} });
export const stopCalendarFeed = () => api<CalendarFeedView>(eventPaths.calendarFeed, { method: "DELETE" });

export const calendarFeedQuery = () => queryOptions({ queryKey: eventKeys.calendarFeed(), queryFn: getCalendarFeed });

export const useCalendarFeed = () => useQuery(calendarFeedQuery());

function useFeedWrite(write: () => Promise<CalendarFeedView>, callbacks: MutationCallbacks<CalendarFeedView, void>) {
  return useApiMutation(write, callbacks, {
    onSuccess: (client, saved) => {
      showAnswer(client, eventKeys.calendarFeed(), saved);
    },
  });
}

export const useMakeCalendarFeed = (callbacks: MutationCallbacks<CalendarFeedView, void>) =>
  useFeedWrite(makeCalendarFeed, callbacks);
export const useStopCalendarFeed = (callbacks: MutationCallbacks<CalendarFeedView, void>) =>
  useFeedWrite(stopCalendarFeed, callbacks);
