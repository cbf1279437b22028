import type { MobilePatientView } from "@hulppost/shared/patients";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { patientKeys, patientPaths } from "./keys";

export interface MobilePatientCursor {
  before: string;
  beforeId: string;
}

/** Where the page after `page` starts (its last row's arrival and id), or undefined after the last page. */
export function nextMobilePatientCursor(page: readonly MobilePatientView[], pageSize: number) {
  const last = page.at(-1);
  return page.length === pageSize && last ? { before: last.arrivedAt, beforeId: last.id } : undefined;
}

/**
 * A page of mobile patients, after the cursor `nextMobilePatientCursor` gave for the previous page
 * (arrival and id, so equal arrival times across pages are neither skipped nor repeated).
 */
export function listMobilePatients(cursor?: MobilePatientCursor) {
  const query = cursor ? `?${new URLSearchParams({ before: cursor.before, beforeId: cursor.beforeId })}` : "";
  return api<MobilePatientView[]>(`${patientPaths.mobile}${query}`);
}

/** Opening one is audit-logged on the server: a POST-like read, so a mutation. */
export const openMobilePatient = (patientId: string) =>
  api<MobilePatientView>(`${patientPaths.mobile}/${encodeURIComponent(patientId)}`);

export function useMobilePatients(pageSize: number) {
  return useInfiniteQuery({
    queryKey: patientKeys.mobile(),
    queryFn: ({ pageParam }) => listMobilePatients(pageParam),
    initialPageParam: undefined as MobilePatientCursor | undefined,
    getNextPageParam: (last) => nextMobilePatientCursor(last, pageSize),
  });
}

export const useOpenMobilePatient = (callbacks: MutationCallbacks<MobilePatientView, string>) =>
  useApiMutation(openMobilePatient, callbacks);
