import type { CaregiverHistoryRow } from "@hulppost/shared/events";
import type { TrackRecordView } from "@hulppost/shared/staffing/track-record";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { eventKeys, eventPaths } from "./keys";

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

/** One person's track record here: events with hours and no-shows, totals, posts, raised hands (decision 050). */
export const getTrackRecord = (orgId: string, userId: string) =>
  api<TrackRecordView>(`${eventPaths.org(orgId)}/members/${encodeURIComponent(userId)}/track-record`);

/** Fetched only while a person is chosen (the dialog is open). */
export const useTrackRecord = (orgId: string, userId: string | undefined) =>
  useQuery({
    queryKey: eventKeys.trackRecord(orgId, userId ?? ""),
    queryFn: () => getTrackRecord(orgId, userId ?? ""),
    enabled: userId !== undefined,
  });
