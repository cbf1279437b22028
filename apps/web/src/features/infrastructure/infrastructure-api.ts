import type {
  AssetCandidateView,
  AssetInput,
  AssetListView,
  AssetStatus,
  AssetType,
  AssetUpdateInput,
  AssetUsageView,
  AssetView,
  EventAssetView,
  MaintenanceDueItem,
  PeriodInput,
  PeriodUpdateInput,
  PeriodView,
  PlanningView,
} from "@hulppost/shared/infrastructure";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { api, putPhoto } from "../../lib/api-client";
import { invalidateEventData } from "../events";
import { invalidateMaps } from "../maps";

export interface AssetListParams {
  type?: AssetType;
  status?: AssetStatus;
  search?: string;
}

const org = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}`;
const asset = (orgId: string, id: string) => `${org(orgId)}/assets/${encodeURIComponent(id)}`;
const eventAssets = (orgId: string, eventId: string) => `${org(orgId)}/events/${encodeURIComponent(eventId)}/assets`;

export const infrastructureKeys = {
  all: (orgId: string) => ["org", orgId, "infrastructure"] as const,
  list: (orgId: string, params: AssetListParams) => ["org", orgId, "infrastructure", "list", params] as const,
  asset: (orgId: string, id: string) => ["org", orgId, "infrastructure", "asset", id] as const,
  periods: (orgId: string, id: string) => ["org", orgId, "infrastructure", "asset", id, "periods"] as const,
  usage: (orgId: string, id: string) => ["org", orgId, "infrastructure", "asset", id, "usage"] as const,
  planning: (orgId: string, month: string) => ["org", orgId, "infrastructure", "planning", month] as const,
  eventAssets: (orgId: string, eventId: string) => ["org", orgId, "infrastructure", "event", eventId] as const,
  candidates: (orgId: string, eventId: string) =>
    ["org", orgId, "infrastructure", "event", eventId, "candidates"] as const,
};

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

export function listAssets(orgId: string, params: AssetListParams) {
  const query = new URLSearchParams();
  if (params.type) query.set("type", params.type);
  if (params.status) query.set("status", params.status);
  if (params.search) query.set("search", params.search);
  return api<AssetListView>(`${org(orgId)}/assets?${query}`);
}
export const getAsset = (orgId: string, id: string) => api<AssetView>(asset(orgId, id));
export const createAsset = (orgId: string, body: AssetInput) =>
  api<AssetView>(`${org(orgId)}/assets`, { method: "POST", body });
export const updateAsset = (orgId: string, id: string, body: AssetUpdateInput) =>
  api<AssetView>(asset(orgId, id), { method: "PATCH", body });
export const deleteAsset = (orgId: string, id: string) => api<void>(asset(orgId, id), { method: "DELETE" });

export const assetPhotoUrl = (orgId: string, id: string, version: string | null) =>
  `${asset(orgId, id)}/photo${version ? `?v=${encodeURIComponent(version)}` : ""}`;

export const uploadAssetPhoto = (orgId: string, id: string, file: Blob) => putPhoto(`${asset(orgId, id)}/photo`, file);
export const deleteAssetPhoto = (orgId: string, id: string) =>
  api<void>(`${asset(orgId, id)}/photo`, { method: "DELETE" });

export const listPeriods = (orgId: string, id: string) => api<PeriodView[]>(`${asset(orgId, id)}/periods`);
export const createPeriod = (orgId: string, id: string, body: PeriodInput) =>
  api<PeriodView>(`${asset(orgId, id)}/periods`, { method: "POST", body });
export const updatePeriod = (orgId: string, periodId: string, body: PeriodUpdateInput) =>
  api<PeriodView>(`${org(orgId)}/asset-periods/${encodeURIComponent(periodId)}`, { method: "PATCH", body });
export const deletePeriod = (orgId: string, periodId: string) =>
  api<void>(`${org(orgId)}/asset-periods/${encodeURIComponent(periodId)}`, { method: "DELETE" });

export const getUsage = (orgId: string, id: string) => api<AssetUsageView>(`${asset(orgId, id)}/usage`);
export const getPlanning = (orgId: string, month: string) =>
  api<PlanningView>(`${org(orgId)}/asset-planning?month=${encodeURIComponent(month)}`);
export const getMaintenanceDue = (orgId: string) => api<MaintenanceDueItem[]>(`${org(orgId)}/asset-maintenance`);

export const listEventAssets = (orgId: string, eventId: string) => api<EventAssetView[]>(eventAssets(orgId, eventId));
export const listAssetCandidates = (orgId: string, eventId: string) =>
  api<AssetCandidateView[]>(`${org(orgId)}/events/${encodeURIComponent(eventId)}/asset-candidates`);
export const assignAsset = (orgId: string, eventId: string, assetId: string) =>
  api<EventAssetView>(eventAssets(orgId, eventId), { method: "POST", body: { assetId } });
export const unassignAsset = (orgId: string, eventId: string, assetId: string) =>
  api<void>(`${eventAssets(orgId, eventId)}/${encodeURIComponent(assetId)}`, { method: "DELETE" });

export function useAssets(orgId: string, params: AssetListParams) {
  return useQuery({
    queryKey: infrastructureKeys.list(orgId, params),
    queryFn: () => listAssets(orgId, params),
    // Typing in the search box keeps the last list on screen instead of a spinner per letter.
    placeholderData: (previous) => previous,
  });
}

export function useAsset(orgId: string, id: string) {
  return useQuery({ queryKey: infrastructureKeys.asset(orgId, id), queryFn: () => getAsset(orgId, id) });
}

export function useEventAssets(orgId: string, eventId: string) {
  return useQuery({
    queryKey: infrastructureKeys.eventAssets(orgId, eventId),
    queryFn: () => listEventAssets(orgId, eventId),
  });
}
