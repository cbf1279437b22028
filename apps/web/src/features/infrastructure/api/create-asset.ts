import type { AssetInput, AssetView } from "@hulppost/shared/infrastructure";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { infrastructurePaths, infrastructureWrite } from "./keys";

export const createAsset = (orgId: string, body: AssetInput) =>
  api<AssetView>(infrastructurePaths.assets(orgId), { method: "POST", body });

export function useCreateAsset(orgId: string, callbacks: MutationCallbacks<AssetView, AssetInput>) {
  return useApiMutation((body) => createAsset(orgId, body), callbacks, infrastructureWrite(orgId));
}
