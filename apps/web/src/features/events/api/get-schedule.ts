import type { scheduleView } from "@hulppost/shared/events";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { eventKeys, eventPaths } from "./keys";

export type ScheduleView = z.output<typeof scheduleView>;

/** Who works when between two days (caregiver management → Calendar). */
export const getSchedule = (orgId: string, from: string, to: string) =>
  api<ScheduleView>(`${eventPaths.org(orgId)}/schedule?from=${from}&to=${to}`);

export const scheduleQuery = (orgId: string, from: string, to: string) =>
  queryOptions({ queryKey: eventKeys.schedule(orgId, from, to), queryFn: () => getSchedule(orgId, from, to) });

/** The week shown stays while the next one loads. */
export const useSchedule = (orgId: string, from: string, to: string) =>
  useQuery({ ...scheduleQuery(orgId, from, to), placeholderData: (previous) => previous });
