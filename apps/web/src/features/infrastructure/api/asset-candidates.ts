import type { AssetCandidateView } from "@hulppost/shared/infrastructure";
import { useQuery } from "@tanstack/react-query";
import { getQuery } from "../../../lib/get-query";
import { infrastructureKeys, infrastructurePaths } from "./keys";

/** Every asset for the event, each with what would refuse it there (the assign dialog's list). */
export const assetCandidatesQuery = (orgId: string, eventId: string) =>
  getQuery<AssetCandidateView[]>(
    infrastructureKeys.candidates(orgId, eventId),
    infrastructurePaths.candidates(orgId, eventId),
  );

export const useAssetCandidates = (orgId: string, eventId: string) => useQuery(assetCandidatesQuery(orgId, eventId));
