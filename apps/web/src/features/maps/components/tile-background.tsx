import type { MapTilesView } from "@hulppost/shared/maps";
import { WifiOff } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { TileLayer } from "react-leaflet";
import { CoordinateGridLayer } from "./coordinate-grid-layer";

const OSM_COPYRIGHT = "https://www.openstreetmap.org/copyright";

/**
 * The tiles of the organisation's tile server over the coordinate grid. `onOffline` hears whether
 * tiles failed before any loaded, so the map can say the grid is showing instead; markers and
 * placing work the same either way.
 */
export function TileBackground({ tiles, onOffline }: { tiles: MapTilesView; onOffline: (offline: boolean) => void }) {
  const [state, setState] = useState({ loaded: false, failed: false });
  const handlers = useMemo(
    () => ({
      tileload: () => setState((s) => (s.loaded ? s : { ...s, loaded: true })),
      tileerror: () => setState((s) => (s.failed ? s : { ...s, failed: true })),
    }),
    [],
  );
  const offline = state.failed && !state.loaded;
  useEffect(() => onOffline(offline), [offline, onOffline]);
  return (
    <>
      <CoordinateGridLayer />
      <TileLayer
        // A changed tile server is a new layer, with its own loads and failures.
        key={tiles.url}
        url={tiles.url}
        maxNativeZoom={19}
        maxZoom={20}
        zIndex={1}
        eventHandlers={handlers}
      />
    </>
  );
}

/** Said over the map when no tile could load: the grid is the background now. */
export function TilesOfflineNotice() {
  const { t } = useTranslation("maps");
  return (
    <div
      className="pointer-events-none absolute top-2 right-2 left-14 z-[1000] flex items-center gap-2 rounded-md bg-white/95 px-3 py-1.5 text-xs font-medium text-slate-700 shadow sm:right-auto sm:max-w-md"
      role="status"
      data-testid="map-tiles-offline"
    >
      <WifiOff className="h-4 w-4 shrink-0" aria-hidden />
      {t("map.tilesOffline")}
    </div>
  );
}

/** The attribution is the admin's plain text: React renders it as text, never as HTML. */
export function TileAttribution({ tiles }: { tiles: MapTilesView }) {
  if (!tiles.attribution) return null;
  return (
    <div className="absolute right-0 bottom-0 z-[1000] max-w-[70%] truncate rounded-tl bg-white/85 px-1.5 py-0.5 text-[11px] text-slate-700">
      {tiles.custom ? (
        tiles.attribution
      ) : (
        <a href={OSM_COPYRIGHT} target="_blank" rel="noreferrer" className="underline-offset-2 hover:underline">
          {tiles.attribution}
        </a>
      )}
    </div>
  );
}
