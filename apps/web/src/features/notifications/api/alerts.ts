import type { AlertRecordView } from "@hulppost/shared/notifications";
import { useQuery } from "@tanstack/react-query";
import { getQuery } from "../../../lib/get-query";
import { notificationKeys } from "./keys";

const eventAlertsPath = (orgId: string, eventId: string) =>
  `/api/orgs/${encodeURIComponent(orgId)}/events/${encodeURIComponent(eventId)}/alerts`;

/** The event's delivery record (admins): every alert about it, to whom, how each went out. */
export const useEventAlerts = (orgId: string, eventId: string) =>
  useQuery(
    getQuery<AlertRecordView[]>([...notificationKeys.all(orgId), "event", eventId], eventAlertsPath(orgId, eventId)),
  );
