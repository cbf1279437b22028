import type { CaregiverHistoryRow, personHistoryView } from "@hulppost/shared/events";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { eventKeys, eventPaths } from "./keys";

export type PersonHistoryView = z.output<typeof personHistoryView>;

/** Per caregiver, in a period (an empty bound is open): events worked, hours, hands raised. */
export function getCaregiverHistory(orgId: string, from: string, to: string) {
  const query = new URLSearchParams();
  if (from) query.set("from", from);
  if (to) query.set("to", to);
  return api<CaregiverHistoryRow[]>(`${eventPaths.org(orgId)}/caregiver-history?${query}`);
}

export const caregiverHistoryQuery = (orgId: string, from: string, to: string) =>
  queryOptions({ queryKey: eventKeys.history(orgId, from, to), queryFn: () => getCaregiverHistory(orgId, from, to) });

/** The rows shown stay while another period loads. */
export const useCaregiverHistory = (orgId: string, from: string, to: string) =>
  useQuery({ ...caregiverHistoryQuery(orgId, from, to), placeholderData: (previous) => previous });

/** One caregiver's events in this organisation, newest first. */
export const getPersonHistory = (orgId: string, userId: string) =>
  api<PersonHistoryView>(`${eventPaths.org(orgId)}/members/${encodeURIComponent(userId)}/history`);

/** Fetched only while a person is chosen (the dialog is open). */
export const usePersonHistory = (orgId: string, userId: string | undefined) =>
  useQuery({
    queryKey: eventKeys.personHistory(orgId, userId ?? ""),
    queryFn: () => getPersonHistory(orgId, userId ?? ""),
    enabled: userId !== undefined,
  });
