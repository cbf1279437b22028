import type { MeView } from "@hulppost/shared/me";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { fetchMe, ME_QUERY_KEY } from "../../lib/session";

/**
 * Opens the welcome tour for a person who has not finished it, once per page load, and only when
 * the server says so just now: the person on this page may come from the device's kept data
 * (field mode) or a cache from before "Aan de slag" reached the server, and a tour that comes back
 * after it was finished is a tour that lies.
 */
export function useTourStart(me: MeView | null | undefined, open: () => void) {
  const client = useQueryClient();
  const asked = useRef<string | null>(null);
  const userId = me?.user.id ?? null;
  const needsTour = !!me && !me.profile.onboardingCompletedAt && !me.impersonation;
  useEffect(() => {
    if (!needsTour || !userId || asked.current === userId) return;
    asked.current = userId;
    let cancelled = false;
    void freshMe(client).then((fresh) => {
      if (!cancelled && fresh?.user.id === userId && !fresh.profile.onboardingCompletedAt && !fresh.impersonation)
        open();
    });
    return () => {
      cancelled = true;
      // Unmounted before the answer came (a page change): ask again next time.
      asked.current = null;
    };
  }, [needsTour, userId, client, open]);
}

async function freshMe(client: QueryClient): Promise<MeView | null> {
  try {
    return await client.fetchQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, staleTime: 0 });
  } catch {
    // Offline: no tour now; the next start with a network asks again.
    return null;
  }
}
