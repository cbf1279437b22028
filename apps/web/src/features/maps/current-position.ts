import type { PointView } from "@hulppost/shared/maps";

/** Each way finding the position can fail has its own message. */
export type PositionProblem = "unsupported" | "permissionDenied" | "positionUnavailable" | "timeout";

export class PositionError extends Error {
  constructor(readonly problem: PositionProblem) {
    super(problem);
  }
}

const PROBLEMS: Record<number, PositionProblem> = {
  1: "permissionDenied",
  2: "positionUnavailable",
  3: "timeout",
};

/**
 * The device's position once, as precise as it can be within 15 seconds. A fix of up to 30 seconds
 * old will do: the admin is standing where the asset is, not driving past it.
 */
export function currentPosition(): Promise<PointView & { accuracy: number }> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      reject(new PositionError("unsupported"));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracy: Math.round(position.coords.accuracy),
        }),
      (error) => reject(new PositionError(PROBLEMS[error.code] ?? "positionUnavailable")),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 30_000 },
    );
  });
}
