import type { AssetUpdateInput, AssetView } from "@hulppost/shared/infrastructure";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { infrastructurePaths, invalidateInfrastructure } from "./keys";

/** Only what changed, with the version the form was loaded from (decision 036). */
export const updateAsset = (orgId: string, id: string, body: AssetUpdateInput) =>
  api<AssetView>(infrastructurePaths.asset(orgId, id), { method: "PATCH", body });

export function useUpdateAsset(
  orgId: string,
  assetId: string,
  callbacks: MutationCallbacks<AssetView, AssetUpdateInput>,
) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (body: AssetUpdateInput) => updateAsset(orgId, assetId, body),
    onSuccess: (...args) => {
      invalidateInfrastructure(client, orgId);
      return callbacks.onSuccess?.(...args);
    },
  });
}
