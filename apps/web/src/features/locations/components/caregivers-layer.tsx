import type { CaregiverPositionView } from "@hulppost/shared/locations";
import { Fragment } from "react";
import { Circle } from "react-leaflet";
import { LabelledMarker } from "../../../components/map/labelled-marker";
import { ACCURACY_COLOUR, CAREGIVER_TONE, QUALIFICATION_ICONS } from "../caregiver-kinds";
import { ageMsNow, shownFreshness } from "../geo";

/**
 * The caregivers of an event on its site map (react-leaflet, so loaded lazily with the map): a
 * marker with the person's name and the circle the device is about 68 % sure they stand in. A
 * position older than 2 minutes is drawn pale; one older than 15 minutes is not drawn at all, unless
 * the network is gone and it is the last one known.
 */
export function CaregiversLayer({
  positions,
  answeredAt,
  now,
  offline,
}: {
  positions: CaregiverPositionView[];
  /** When the server answered (the ages are from then). */
  answeredAt: number;
  now: number;
  /** Offline, the last known positions stay drawn (pale), however old. */
  offline: boolean;
}) {
  return (
    <>
      {positions.map((position) => {
        const freshness = shownFreshness(ageMsNow(position.ageSeconds, answeredAt, now), offline);
        if (freshness === "gone") return null;
        const stale = freshness === "stale";
        const center: [number, number] = [position.latitude, position.longitude];
        return (
          <Fragment key={position.userId}>
            {position.accuracyM !== null && position.accuracyM > 0 && (
              <Circle
                center={center}
                radius={position.accuracyM}
                interactive={false}
                pathOptions={{
                  color: ACCURACY_COLOUR,
                  weight: 1,
                  fillOpacity: stale ? 0.04 : 0.12,
                  opacity: stale ? 0.3 : 0.7,
                }}
              />
            )}
            <LabelledMarker
              position={center}
              icon={QUALIFICATION_ICONS[position.qualification]}
              tone={CAREGIVER_TONE}
              label={position.name}
              testId={`caregiver-marker-${position.userId}`}
              faded={stale}
            />
          </Fragment>
        );
      })}
    </>
  );
}
