import type { EventAssetView } from "@hulppost/shared/infrastructure";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { infrastructurePaths, invalidateInfrastructure } from "./keys";

export const unassignAsset = (orgId: string, eventId: string, assetId: string) =>
  api<void>(`${infrastructurePaths.eventAssets(orgId, eventId)}/${encodeURIComponent(assetId)}`, {
    method: "DELETE",
  });

/** The asset taken off is the mutation's variable, so the screen's message can name it. */
export function useUnassignAsset(orgId: string, eventId: string, callbacks: MutationCallbacks<void, EventAssetView>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (asset: EventAssetView) => unassignAsset(orgId, eventId, asset.assetId),
    onSuccess: (...args) => {
      invalidateInfrastructure(client, orgId);
      return callbacks.onSuccess?.(...args);
    },
  });
}
