import type { RealtimeNotice } from "@hulppost/shared/realtime";
import type { QueryClient } from "@tanstack/react-query";
import { eventDataKeys, eventKeys } from "../../features/events";
import { incidentKeys } from "../../features/incidents";
import { invalidateInfrastructure } from "../../features/infrastructure";
import { mapKeys } from "../../features/maps";
import { memberKeys } from "../../features/members";
import { notificationKeys } from "../../features/notifications";
import { orgKeys } from "../../features/organizations";
import { patientKeys } from "../../features/patients";
import { retentionKey } from "../../features/retention";
import { ME_QUERY_KEY } from "../../lib/session";

/** One refresh a notice calls for; `group` names it, so a burst of notices refreshes it once. */
export interface Refresh {
  group: string;
  run(client: QueryClient): void;
  /** Run a random 0–jitterMs after the coalescing says (coalesce.ts): many screens refetch the same list. */
  jitterMs?: number;
}

/**
 * An incident's board is open on many tablets at the post at once, and every triage is a notice to
 * all of them: each waits a random 0–500 ms before refetching, so they reach the server spread over
 * half a second instead of in one millisecond (docs/performance.md, incident mode). With the
 * coalescing's 500 ms a change is on every board within about a second. The bench's open boards
 * use the same numbers (scripts/bench/incident-boards.mjs).
 */
export const INCIDENT_REFETCH_JITTER_MS = 500;

/**
 * Marks these lists stale and refetches the ones on screen. A first load still under way may have
 * left before the change the notice announces, and TanStack Query lets a query without data keep
 * that load instead of starting another: such a query is fetched once more when its load is done
 * (the lost-assignment race of the live journey).
 */
const invalidate = (client: QueryClient, ...keys: readonly (readonly unknown[])[]) => {
  for (const queryKey of keys) {
    const loading = client
      .getQueryCache()
      .findAll({ queryKey, fetchStatus: "fetching" })
      .filter((query) => query.state.data === undefined);
    void client.invalidateQueries({ queryKey });
    for (const query of loading) {
      const exact = { queryKey: query.queryKey, exact: true };
      void client
        .refetchQueries(exact, { cancelRefetch: false })
        .catch(() => undefined)
        .then(() => client.refetchQueries(exact));
    }
  }
};

/**
 * What a notice makes out of date, as query-key prefixes of the features' api files. Staffing,
 * interest, teams and events refresh every list that shows staffing (the vacancy badge, my events,
 * all events, the dashboard, an event's detail); a patient or measurement its event's patient list
 * and its record; an asset the asset pages, site maps and events; settings the menu (it reads them
 * from /api/me) and the settings pages. Chat and locations are refreshed by their own pages
 * (useRealtimeNotice).
 */
export function refreshesFor(notice: RealtimeNotice, orgId: string, myUserId: string): Refresh[] {
  const events: Refresh = { group: "events", run: (client) => invalidate(client, ...eventDataKeys(orgId)) };
  const me: Refresh = { group: "me", run: (client) => invalidate(client, [...ME_QUERY_KEY]) };
  switch (notice.kind) {
    case "event":
      return [events, { group: "maps", run: (client) => invalidate(client, [...mapKeys.all(orgId)]) }];
    case "assignment":
    case "interest":
    case "team":
      return [events];
    case "membership":
      return [
        events,
        {
          group: "members",
          run: (client) => invalidate(client, memberKeys.lists(orgId), memberKeys.details(orgId)),
        },
        ...(notice.userId === myUserId ? [me] : []),
      ];
    case "settings":
      return [
        me,
        {
          group: "settings",
          run: (client) =>
            invalidate(
              client,
              orgKeys.settings(orgId),
              orgKeys.view(orgId),
              [...patientKeys.retention(orgId)],
              [...retentionKey(orgId)],
            ),
        },
      ];
    case "incident":
    case "casualty":
      // The board, the event's incidents and the open list (the banner, the switch to the board).
      return [
        {
          group: "incidents",
          run: (client) => invalidate(client, [...incidentKeys.all(orgId)]),
          jitterMs: INCIDENT_REFETCH_JITTER_MS,
        },
      ];
    case "patient":
    case "vitals": {
      const refreshes: Refresh[] = [
        {
          group: `patients:${notice.eventId ?? "all"}`,
          run: (client) =>
            invalidate(
              client,
              notice.eventId
                ? ["org", orgId, "patients", "event", notice.eventId]
                : ["org", orgId, "patients", "event"],
              [...patientKeys.mobile()],
            ),
        },
      ];
      if (notice.subjectId) {
        const patientId = notice.subjectId;
        refreshes.push({
          group: `patient:${patientId}`,
          run: (client) => invalidate(client, [...patientKeys.detail(orgId, patientId)]),
        });
      }
      return refreshes;
    }
    case "asset":
      return [{ group: "assets", run: (client) => invalidateInfrastructure(client, orgId) }];
    case "notification":
      // The stream sends a person only their own (decision 046): the bell asks again.
      return [{ group: "notifications", run: (client) => invalidate(client, [...notificationKeys.all(orgId)]) }];
    default:
      return [];
  }
}

/** Everything of the organisation, after a `reset` (the stream's cursor was too old to resume). */
export function refreshEverything(client: QueryClient, orgId: string) {
  invalidate(client, ["org", orgId], eventKeys.vacancyRoot(orgId), [...ME_QUERY_KEY]);
}
