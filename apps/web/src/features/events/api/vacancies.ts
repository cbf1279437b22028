import { TIMINGS_MS } from "@hulppost/shared/constants";
import type { VacancyView } from "@hulppost/shared/staffing/warnings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { eventKeys, eventPaths } from "./keys";

/**
 * Open shifts for me, and how many there are (the badge): coming events that still need someone with
 * my qualifications, that clash with none of my events or absences (`eligible=true`, decision 048)
 * and break none of the staffing rules I cannot waive (rest, weekly hours, minors; decision 050).
 */
export const listVacancies = (orgId: string) => api<VacancyView[]>(`${eventPaths.org(orgId)}/vacancies?eligible=true`);
export const countVacancies = (orgId: string) =>
  api<{ count: number }>(`${eventPaths.org(orgId)}/vacancies/count?eligible=true`);

export const vacanciesQuery = (orgId: string) =>
  queryOptions({ queryKey: eventKeys.vacancies(orgId), queryFn: () => listVacancies(orgId) });
export const vacancyCountQuery = (orgId: string) =>
  queryOptions({ queryKey: eventKeys.vacancyCount(orgId), queryFn: () => countVacancies(orgId) });

export const useVacancies = (orgId: string) => useQuery(vacanciesQuery(orgId));

/** The header's badge, refreshed every few minutes (TIMINGS_MS.vacancyRefresh). */
export const useVacancyCount = (orgId: string) =>
  useQuery({ ...vacancyCountQuery(orgId), refetchInterval: TIMINGS_MS.vacancyRefresh });
