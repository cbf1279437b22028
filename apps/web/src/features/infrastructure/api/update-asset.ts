import type { AssetUpdateInput, AssetView } from "@hulppost/shared/infrastructure";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { infrastructurePaths, infrastructureWrite } from "./keys";

/** Only what changed, with the version the form was loaded from (decision 036). */
export const updateAsset = (orgId: string, id: string, body: AssetUpdateInput) =>
  api<AssetView>(infrastructurePaths.asset(orgId, id), { method: "PATCH", body });

export function useUpdateAsset(
  orgId: string,
  assetId: string,
  callbacks: MutationCallbacks<AssetView, AssetUpdateInput>,
) {
  return useApiMutation((body) => updateAsset(orgId, assetId, body), callbacks, infrastructureWrite(orgId));
}
