import { LOCATION_RULES } from "@hulppost/shared/locations";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../lib/api-client";
import { shareLocation, stopSharing } from "./api/my-location";
import { useRefreshPositions } from "./api/refresh-positions";
import { type Fix, shouldSend } from "./geo";
import { markSharing, trackSend, unmarkSharing } from "./sharing-registry";

/** Why sharing the position failed, each with its own message; `disabled` when the organisation switched it off. */
export type SharingProblem =
  | "loginRequired"
  | "unsupported"
  | "permissionDenied"
  | "positionUnavailable"
  | "timeout"
  | "saveFailed"
  | "disabled"
  | "stopFailed";

export interface LocationSharing {
  active: boolean;
  stopping: boolean;
  /** The last fix's accuracy in metres, rounded. */
  accuracy: number | null;
  lastSentAt: number | null;
  problem: SharingProblem | null;
  start(): void;
  stop(): Promise<void>;
}

/** How often the latest fix is looked at, to resend it when the device reports nothing new. */
const CHECK_EVERY_MS = 5000;
/** A fresh enough fix from the device's cache will do: a phone need not wake its GPS for each one. */
const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 10_000, timeout: 30_000 };

/**
 * "Share my location" while the Locations page is open: watchPosition, a send at once after moving
 * 25 m or every 15 s, and stop. Nothing runs in the background: leaving the page ends the watch
 * (the last position fades on the maps and is gone after 15 minutes); Stop also deletes it.
 */
export function useLocationSharing(orgId: string): LocationSharing {
  const refresh = useRefreshPositions(orgId);
  const [active, setActive] = useState(false);
  const [stopping, setStopping] = useState(false);
  const [accuracy, setAccuracy] = useState<number | null>(null);
  const [lastSentAt, setLastSentAt] = useState<number | null>(null);
  const [problem, setProblem] = useState<SharingProblem | null>(null);
  const watch = useRef<{ id: number; timer: ReturnType<typeof setInterval> } | null>(null);
  const latest = useRef<Fix | null>(null);
  const lastSent = useRef<{ fix: Fix; sentAt: number } | null>(null);
  const sending = useRef(false);

  const halt = useCallback(() => {
    if (watch.current) {
      navigator.geolocation?.clearWatch(watch.current.id);
      clearInterval(watch.current.timer);
    }
    watch.current = null;
    setActive(false);
  }, []);

  const trySend = useCallback(() => {
    const fix = latest.current;
    const now = Date.now();
    if (!fix || sending.current || !shouldSend(fix, lastSent.current, now)) return;
    sending.current = true;
    const body = { latitude: fix.latitude, longitude: fix.longitude, accuracyM: fix.accuracy };
    trackSend(shareLocation(orgId, body))
      .then(() => {
        lastSent.current = { fix, sentAt: now };
        markSharing(orgId);
        setLastSentAt(Date.now());
        setProblem(null);
        refresh();
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) {
          setProblem("loginRequired");
          halt();
        } else if (error instanceof ApiError && error.code === "LOCATIONS_DISABLED") {
          setProblem("disabled");
          halt();
        } else {
          // Offline on the field, a server hiccup: the next check sends again.
          setProblem("saveFailed");
        }
      })
      .finally(() => {
        sending.current = false;
      });
  }, [halt, orgId, refresh]);

  const onFix = useCallback(
    (position: GeolocationPosition) => {
      const fix: Fix = {
        latitude: position.coords.latitude,
        longitude: position.coords.longitude,
        accuracy: Math.round(position.coords.accuracy * 10) / 10,
        takenAt: Math.min(position.timestamp || Date.now(), Date.now()),
      };
      setAccuracy(Math.round(fix.accuracy));
      // Kilometres of uncertainty (no satellites, only the mobile network) place nobody on a site.
      if (fix.accuracy > LOCATION_RULES.maxAccuracyM) {
        setProblem("positionUnavailable");
        return;
      }
      latest.current = fix;
      setProblem((current) => (current === "positionUnavailable" || current === "timeout" ? null : current));
      trySend();
    },
    [trySend],
  );

  const onError = useCallback(
    (error: GeolocationPositionError) => {
      if (error.code === error.PERMISSION_DENIED) {
        setProblem("permissionDenied");
        halt();
        return;
      }
      // Some phones report a timeout while standing still: only a problem without a recent fix.
      const fix = latest.current;
      if (fix && Date.now() - fix.takenAt < LOCATION_RULES.staleAfterMs) return;
      setProblem(error.code === error.TIMEOUT ? "timeout" : "positionUnavailable");
    },
    [halt],
  );

  const start = useCallback(() => {
    if (watch.current) return;
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      setProblem("unsupported");
      return;
    }
    setProblem(null);
    const id = navigator.geolocation.watchPosition(onFix, onError, WATCH_OPTIONS);
    watch.current = { id, timer: setInterval(trySend, CHECK_EVERY_MS) };
    setActive(true);
  }, [onError, onFix, trySend]);

  const stop = useCallback(async () => {
    halt();
    setStopping(true);
    try {
      await stopSharing(orgId);
      unmarkSharing(orgId);
      latest.current = null;
      lastSent.current = null;
      setAccuracy(null);
      setLastSentAt(null);
      setProblem(null);
      refresh();
    } catch (error) {
      setProblem(error instanceof ApiError && error.status === 401 ? "loginRequired" : "stopFailed");
    } finally {
      setStopping(false);
    }
  }, [halt, orgId, refresh]);

  // Leaving the page (or the organisation) ends the watch: no tracking in the background.
  useEffect(() => halt, [halt]);

  return { active, stopping, accuracy, lastSentAt, problem, start, stop };
}
