import type { AssetView } from "@hulppost/shared/infrastructure";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { infrastructurePaths, infrastructureWrite } from "./keys";

export const deleteAsset = (orgId: string, id: string) =>
  api<void>(infrastructurePaths.asset(orgId, id), { method: "DELETE" });

/** The asset deleted is the mutation's variable, so the screen's message can name it. */
export function useDeleteAsset(orgId: string, callbacks: MutationCallbacks<void, AssetView>) {
  return useApiMutation((asset) => deleteAsset(orgId, asset.id), callbacks, infrastructureWrite(orgId));
}
