import type { AssetCandidateView } from "@hulppost/shared/infrastructure";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { infrastructureKeys, infrastructurePaths } from "./keys";

/** Every asset for the event, each with what would refuse it there (the assign dialog's list). */
export const listAssetCandidates = (orgId: string, eventId: string) =>
  api<AssetCandidateView[]>(infrastructurePaths.candidates(orgId, eventId));

export const assetCandidatesQuery = (orgId: string, eventId: string) =>
  queryOptions({
    queryKey: infrastructureKeys.candidates(orgId, eventId),
    queryFn: () => listAssetCandidates(orgId, eventId),
  });

export const useAssetCandidates = (orgId: string, eventId: string) => useQuery(assetCandidatesQuery(orgId, eventId));
