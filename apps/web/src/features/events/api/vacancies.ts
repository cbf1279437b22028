import { TIMINGS_MS } from "@hulppost/shared/constants";
import type { EventView } from "@hulppost/shared/events";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { eventKeys, eventPaths } from "./keys";

/** Coming events that still need someone with my qualifications, and how many there are (the badge). */
export const listVacancies = (orgId: string) => api<EventView[]>(`${eventPaths.org(orgId)}/vacancies`);
export const countVacancies = (orgId: string) => api<{ count: number }>(`${eventPaths.org(orgId)}/vacancies/count`);

export const vacanciesQuery = (orgId: string) =>
  queryOptions({ queryKey: eventKeys.vacancies(orgId), queryFn: () => listVacancies(orgId) });
export const vacancyCountQuery = (orgId: string) =>
  queryOptions({ queryKey: eventKeys.vacancyCount(orgId), queryFn: () => countVacancies(orgId) });

export const useVacancies = (orgId: string) => useQuery(vacanciesQuery(orgId));

/** The header's badge, refreshed every few minutes (TIMINGS_MS.vacancyRefresh). */
export const useVacancyCount = (orgId: string) =>
  useQuery({ ...vacancyCountQuery(orgId), refetchInterval: TIMINGS_MS.vacancyRefresh });
