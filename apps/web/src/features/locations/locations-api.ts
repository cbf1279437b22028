import type {
  CaregiverPositionView,
  SharedLocationView,
  ShareLocationInput,
  SharingMemberView,
} from "@hulppost/shared/locations";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

const org = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}`;

/** A lost answer is replaced within 30 s even without a realtime notice (a dropped stream). */
export const FALLBACK_POLL_MS = 30_000;

export const locationKeys = {
  all: (orgId: string) => ["org", orgId, "locations"] as const,
  event: (orgId: string, eventId: string) => ["org", orgId, "locations", "event", eventId] as const,
  members: (orgId: string) => ["org", orgId, "locations", "members"] as const,
};

export const shareLocation = (orgId: string, input: ShareLocationInput) =>
  api<SharedLocationView>(`${org(orgId)}/locations`, { method: "POST", body: input });
export const stopSharing = (orgId: string) => api<void>(`${org(orgId)}/locations/mine`, { method: "DELETE" });
export const listEventPositions = (orgId: string, eventId: string) =>
  api<CaregiverPositionView[]>(`${org(orgId)}/events/${encodeURIComponent(eventId)}/locations`);
export const listSharingMembers = (orgId: string) => api<SharingMemberView[]>(`${org(orgId)}/locations`);

/** The event's caregivers where they are. A caregiver not on the event gets 404 (not retried). */
export function useEventPositions(orgId: string, eventId: string) {
  return useQuery({
    queryKey: locationKeys.event(orgId, eventId),
    queryFn: () => listEventPositions(orgId, eventId),
    enabled: !!eventId,
    staleTime: 0,
    refetchInterval: FALLBACK_POLL_MS,
  });
}

/** Admins: everyone in the organisation who shares. */
export function useSharingMembers(orgId: string, enabled: boolean) {
  return useQuery({
    queryKey: locationKeys.members(orgId),
    queryFn: () => listSharingMembers(orgId),
    enabled,
    staleTime: 0,
    refetchInterval: FALLBACK_POLL_MS,
  });
}
