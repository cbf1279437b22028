import { TIMINGS_MS } from "@hulppost/shared/constants";
import { useEffect, useState } from "react";

/**
 * Authentication loading is forced off after at most 3 seconds. Whatever is still
 * unknown then (a slow or hanging network) is the page's to say, not a spinner's to hide.
 */
export function useForcedOff(loading: boolean): boolean {
  const [forcedOff, setForcedOff] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setForcedOff(true), TIMINGS_MS.authLoadingForcedOff);
    return () => clearTimeout(timer);
  }, [loading]);
  return loading && !forcedOff;
}
