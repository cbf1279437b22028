import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { locationKeys } from "./keys";

/**
 * Marks every position list of the organisation stale (the ones shown refetch): after this
 * person's own send or stop, and on a location notice. A stable function, for effects and timers.
 */
export function useRefreshPositions(orgId: string) {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: locationKeys.all(orgId) }), [client, orgId]);
}
