import type { MeView } from "@hulppost/shared/me";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ME_QUERY_KEY } from "../../../lib/session";

export const completeOnboarding = () => api("/api/me/onboarding/complete", { method: "POST", body: {} });

/** The tour is finished the moment the person finishes it: the page never shows it again meanwhile. */
function markTourCompleted(client: QueryClient) {
  // A "me" asked before may answer after, tour not yet done: dropped (onSettled asks again).
  void client.cancelQueries({ queryKey: ME_QUERY_KEY, exact: true });
  client.setQueryData<MeView | null>(ME_QUERY_KEY, (me) =>
    me ? { ...me, profile: { ...me.profile, onboardingCompletedAt: new Date().toISOString() } } : me,
  );
}

/**
 * "Aan de slag": marked done in the cache at once (before the request), then "me" is fetched
 * again whatever the server answered, so the cache ends as the server has it.
 */
export function useCompleteOnboarding() {
  const client = useQueryClient();
  return useMutation({
    onMutate: () => markTourCompleted(client),
    mutationFn: completeOnboarding,
    onSettled: () => client.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
