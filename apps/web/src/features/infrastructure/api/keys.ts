import type { assetListQuery } from "@hulppost/shared/infrastructure";
import type { QueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { ApiMutation } from "../../../lib/mutation-callbacks";
import { orgRoot } from "../../../lib/query-keys";
import { invalidateEventData } from "../../events";
import { invalidateMaps } from "../../maps";

/** The asset list's filters: the query the API reads (the shared contract's), as the list's key holds them. */
export type AssetListParams = z.input<typeof assetListQuery>;

/**
 * The infrastructure feature's query keys, one factory for every query of it: its pages and the
 * realtime refreshes name a query through these, so an invalidation always reaches what a page shows.
 */
export const infrastructureKeys = {
  all: (orgId: string) => [...orgRoot(orgId), "infrastructure"] as const,
  list: (orgId: string, params: AssetListParams) => [...infrastructureKeys.all(orgId), "list", params] as const,
  asset: (orgId: string, id: string) => [...infrastructureKeys.all(orgId), "asset", id] as const,
  periods: (orgId: string, id: string) => [...infrastructureKeys.asset(orgId, id), "periods"] as const,
  usage: (orgId: string, id: string) => [...infrastructureKeys.asset(orgId, id), "usage"] as const,
  planning: (orgId: string, month: string) => [...infrastructureKeys.all(orgId), "planning", month] as const,
  eventAssets: (orgId: string, eventId: string) => [...infrastructureKeys.all(orgId), "event", eventId] as const,
  candidates: (orgId: string, eventId: string) =>
    [...infrastructureKeys.eventAssets(orgId, eventId), "candidates"] as const,
};

/** The cache work of every write of the feature (useApiMutation's third argument): `invalidateInfrastructure`. */
export const infrastructureWrite = (orgId: string): ApiMutation<unknown, unknown> => ({
  onSuccess: (client) => {
    invalidateInfrastructure(client, orgId);
  },
});

/**
 * A change to an asset, a period or an assignment changes lists, planning and shown statuses, and
 * (for assignments) the events' tent and ambulance counts, the dashboard and the site maps (which
 * list an event's assets): refetch them all.
 */
export function invalidateInfrastructure(client: QueryClient, orgId: string) {
  void client.invalidateQueries({ queryKey: infrastructureKeys.all(orgId) });
  invalidateMaps(client, orgId);
  invalidateEventData(client, orgId);
}

const org = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}`;
/** The API's addresses of the feature (one place, for the api/ files). */
export const infrastructurePaths = {
  assets: (orgId: string) => `${org(orgId)}/assets`,
  asset: (orgId: string, id: string) => `${org(orgId)}/assets/${encodeURIComponent(id)}`,
  period: (orgId: string, periodId: string) => `${org(orgId)}/asset-periods/${encodeURIComponent(periodId)}`,
  planning: (orgId: string) => `${org(orgId)}/asset-planning`,
  eventAssets: (orgId: string, eventId: string) => `${org(orgId)}/events/${encodeURIComponent(eventId)}/assets`,
  candidates: (orgId: string, eventId: string) =>
    `${org(orgId)}/events/${encodeURIComponent(eventId)}/asset-candidates`,
};
