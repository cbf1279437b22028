import type { IncidentBoardView } from "@hulppost/shared/incidents";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { EventSiteMap } from "../../maps";

// React-leaflet comes with the map's own lazy chunk, never with the board (bundle-size test).
const CasualtiesLayer = lazy(async () => ({ default: (await import("./casualties-layer")).CasualtiesLayer }));

/** The casualties layer for any site map of the event; null when none was triaged with a position. */
export function casualtiesOnMap(board: Pick<IncidentBoardView, "casualties">) {
  const placed = board.casualties.filter((c) => c.latitude !== null && c.longitude !== null);
  if (!placed.length) return null;
  return (
    <Suspense fallback={null}>
      <CasualtiesLayer casualties={placed} />
    </Suspense>
  );
}

/**
 * The board's map: the event's site map with its post and assets, and each casualty where it was
 * triaged. Shown once a phone has sent a position with a triage; how many have none is said.
 */
export function IncidentMap({ orgId, board }: { orgId: string; board: IncidentBoardView }) {
  const { t } = useTranslation("incidents");
  const layer = casualtiesOnMap(board);
  if (!layer) return null;
  const unplaced = board.casualties.filter((c) => c.latitude === null || c.longitude === null).length;
  return (
    <Card className="min-w-0" data-testid="incident-map">
      <CardHeader>
        <CardTitle>{t("map.title")}</CardTitle>
        {unplaced > 0 && <p className="text-sm text-slate-600">{t("map.unplaced", { count: unplaced })}</p>}
      </CardHeader>
      <CardContent>
        <EventSiteMap orgId={orgId} eventId={board.eventId} editable={false} layers={layer} />
      </CardContent>
    </Card>
  );
}
