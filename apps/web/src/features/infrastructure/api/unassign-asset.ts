import type { EventAssetView } from "@hulppost/shared/infrastructure";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { infrastructurePaths, infrastructureWrite } from "./keys";

export const unassignAsset = (orgId: string, eventId: string, assetId: string) =>
  api<void>(`${infrastructurePaths.eventAssets(orgId, eventId)}/${encodeURIComponent(assetId)}`, {
    method: "DELETE",
  });

/** The asset taken off is the mutation's variable, so the screen's message can name it. */
export function useUnassignAsset(orgId: string, eventId: string, callbacks: MutationCallbacks<void, EventAssetView>) {
  return useApiMutation((asset) => unassignAsset(orgId, eventId, asset.assetId), callbacks, infrastructureWrite(orgId));
}
