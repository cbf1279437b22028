import type { RealtimeKind, RealtimeNotice } from "@hulppost/shared/realtime";
import { useContext, useEffect, useRef } from "react";
import { RealtimeContext } from "./realtime-context";

/**
 * Calls `onNotice` for every realtime notice of these kinds in the selected organisation, while the
 * component is mounted (the stream is opened once by RealtimeProvider). The newest
 * `onNotice` is always the one called, so it need not be memoised; changing `kinds` re-subscribes.
 */
export function useRealtimeNotice(kinds: readonly RealtimeKind[], onNotice: (notice: RealtimeNotice) => void) {
  const subscribe = useContext(RealtimeContext);
  const latest = useRef(onNotice);
  useEffect(() => {
    latest.current = onNotice;
  });
  const key = [...kinds].sort().join(",");
  useEffect(() => {
    if (!subscribe || !key) return;
    return subscribe(new Set(key.split(",") as RealtimeKind[]), (notice) => latest.current(notice));
  }, [subscribe, key]);
}
