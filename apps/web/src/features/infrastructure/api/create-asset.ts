import type { AssetInput, AssetView } from "@hulppost/shared/infrastructure";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { infrastructurePaths, invalidateInfrastructure } from "./keys";

export const createAsset = (orgId: string, body: AssetInput) =>
  api<AssetView>(infrastructurePaths.assets(orgId), { method: "POST", body });

export function useCreateAsset(orgId: string, callbacks: MutationCallbacks<AssetView, AssetInput>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (body: AssetInput) => createAsset(orgId, body),
    onSuccess: (...args) => {
      invalidateInfrastructure(client, orgId);
      return callbacks.onSuccess?.(...args);
    },
  });
}
