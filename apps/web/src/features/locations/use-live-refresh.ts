import { useEffect, useRef, useState } from "react";
import { useRealtimeNotice } from "../../lib/realtime/use-realtime-notice";
import { useRefreshPositions } from "./api/refresh-positions";

/** At most one refetch per this time, however many positions arrive (500 a second at a big event). */
export const REFETCH_AT_MOST_EVERY_MS = 3000;
/** Markers fade and go by their age: it is recomputed this often, without asking the server. */
export const RECOMPUTE_EVERY_MS = 15_000;

const LOCATION_KINDS = ["location"] as const;

/**
 * Refreshes the organisation's positions on a location notice: the first at once, then at most one
 * refetch every 3 s (a trailing one catches what arrived in between). The queries' own 30 s poll
 * covers a stream that dropped.
 */
export function useLocationNotices(orgId: string) {
  const refresh = useRefreshPositions(orgId);
  const lastRun = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );
  useRealtimeNotice(LOCATION_KINDS, () => {
    if (pending.current) return;
    const run = () => {
      pending.current = null;
      lastRun.current = Date.now();
      refresh();
    };
    const wait = lastRun.current + REFETCH_AT_MOST_EVERY_MS - Date.now();
    if (wait <= 0) run();
    else pending.current = setTimeout(run, wait);
  });
}

/** The current time, ticking every `everyMs`, for ages shown and markers fading. */
export function useNow(everyMs = RECOMPUTE_EVERY_MS) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
