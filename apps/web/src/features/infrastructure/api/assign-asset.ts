import type { EventAssetView } from "@hulppost/shared/infrastructure";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { infrastructurePaths, infrastructureWrite } from "./keys";

/** Which asset goes on which event. */
export interface AssetAssignment {
  eventId: string;
  assetId: string;
  /** The admin confirmed sending an asset whose maintenance is overdue (docs/decisions/025). */
  maintenanceOverdueConfirmed?: boolean;
}

export const assignAsset = (orgId: string, { eventId, assetId, maintenanceOverdueConfirmed }: AssetAssignment) =>
  api<EventAssetView>(infrastructurePaths.eventAssets(orgId, eventId), {
    method: "POST",
    body: maintenanceOverdueConfirmed ? { assetId, maintenanceOverdueConfirmed } : { assetId },
  });

/**
 * Assigns an asset to an event. A screen may add to the variables what its messages name (`T`:
 * the asset's or the event's name) and gets them back in its callbacks; only the asset is sent.
 */
export function useAssignAsset<T extends AssetAssignment>(
  orgId: string,
  callbacks: MutationCallbacks<EventAssetView, T>,
) {
  return useApiMutation((assignment) => assignAsset(orgId, assignment), callbacks, infrastructureWrite(orgId));
}
