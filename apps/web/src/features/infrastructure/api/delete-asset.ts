import type { AssetView } from "@hulppost/shared/infrastructure";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { infrastructurePaths, invalidateInfrastructure } from "./keys";

export const deleteAsset = (orgId: string, id: string) =>
  api<void>(infrastructurePaths.asset(orgId, id), { method: "DELETE" });

/** The asset deleted is the mutation's variable, so the screen's message can name it. */
export function useDeleteAsset(orgId: string, callbacks: MutationCallbacks<void, AssetView>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (asset: AssetView) => deleteAsset(orgId, asset.id),
    onSuccess: (...args) => {
      invalidateInfrastructure(client, orgId);
      return callbacks.onSuccess?.(...args);
    },
  });
}
