import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { eventKeys } from "./keys";

/** Which of the person's organisations an event belongs to; a refusal means none of theirs. */
export const getEventOrganization = (eventId: string) =>
  api<{ id: string; displayName: string }>(`/api/me/events/${eventId}/organization`);

/** Asked once (no retry): a refusal is the answer "not one of yours". */
export const useEventOrganization = (eventId: string | undefined) =>
  useQuery({
    queryKey: eventKeys.organizationOf(eventId),
    queryFn: () => getEventOrganization(eventId ?? ""),
    enabled: Boolean(eventId),
    retry: false,
  });
