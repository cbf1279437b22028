import "leaflet/dist/leaflet.css";
import "./site-map.css";
import type { MapAssetView, MapTilesView, PointView } from "@hulppost/shared/maps";
import L from "leaflet";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { MapContainer, useMap, useMapEvents } from "react-leaflet";
import { ASSET_ICONS } from "../../../components/asset-icons";
import { LabelledMarker } from "../../../components/map/labelled-marker";
import { cn } from "../../../lib/cn";
import { ASSET_TONES, FALLBACK_VIEW, SITE_ICON, SITE_ZOOM } from "../asset-kinds";
import type { Editing, MapHandle } from "../placement-state";
import { LabelLayoutLayer } from "./label-layout-layer";
import { TileAttribution, TileBackground, TilesOfflineNotice } from "./tile-background";

export interface SiteMapCanvasProps {
  /** The map's accessible name ("Site map of Gentse Feesten"). */
  label: string;
  tiles: MapTilesView;
  site: PointView | null;
  siteLabel: string;
  assets: MapAssetView[];
  editable: boolean;
  editing: Editing;
  selectedAssetId: string | null;
  onMapTap: (point: PointView) => void;
  onAssetSelect: (assetId: string) => void;
  onAssetDrag: (assetId: string, point: PointView) => void;
  onSiteDrag: (point: PointView) => void;
  onReady: (map: MapHandle) => void;
  /**
   * Further layers drawn over the assets. The Locations page passes the caregivers' live locations here, so
   * this component stays the one map of an event.
   */
  children?: ReactNode;
}

const toPoint = (latLng: L.LatLng): PointView => ({ latitude: latLng.lat, longitude: latLng.lng });

/**
 * The Leaflet map of an event's site, loaded on its own (React.lazy) so Leaflet's code and styles
 * stay out of every other page. Everything it shows is also in the placement list beside it.
 */
export function SiteMapCanvas(props: SiteMapCanvasProps) {
  const { t } = useTranslation("maps");
  const { tiles, site, assets, editable, editing, selectedAssetId } = props;
  const [offline, setOffline] = useState(false);
  const placed = assets.filter((a) => a.placement);
  const start = site ?? placed[0]?.placement ?? null;
  const sitePosition = editing.kind === "site" && editing.draft ? editing.draft : site;

  return (
    <section
      className={cn("relative isolate h-full w-full", editing.kind !== "idle" && "hulppost-placing")}
      aria-label={props.label}
      data-testid="site-map"
    >
      <MapContainer
        className="h-full w-full bg-[#f1f5f0]"
        center={start ? [start.latitude, start.longitude] : FALLBACK_VIEW.center}
        zoom={start ? SITE_ZOOM : FALLBACK_VIEW.zoom}
        maxZoom={20}
        attributionControl={false}
      >
        <TileBackground tiles={tiles} onOffline={setOffline} />
        <FitPlacements points={[...(site ? [site] : []), ...placed.map((a) => a.placement as PointView)]} />
        <MapBridge label={props.label} onTap={props.onMapTap} onReady={props.onReady} />
        {assets.map((asset) => {
          const moving = editing.kind === "asset" && editing.assetId === asset.assetId;
          const position = moving && editing.draft ? editing.draft : asset.placement;
          if (!position) return null;
          return (
            <LabelledMarker
              key={asset.assetId}
              position={[position.latitude, position.longitude]}
              icon={ASSET_ICONS[asset.type]}
              tone={ASSET_TONES[asset.type]}
              label={asset.name}
              testId={`map-marker-${asset.assetId}`}
              draggable={editable && (editing.kind === "idle" || moving)}
              selected={selectedAssetId === asset.assetId}
              draft={moving && editing.draft !== null}
              onClick={() => props.onAssetSelect(asset.assetId)}
              onDragEnd={(point) => props.onAssetDrag(asset.assetId, point)}
            />
          );
        })}
        {sitePosition && (
          <LabelledMarker
            position={[sitePosition.latitude, sitePosition.longitude]}
            icon={SITE_ICON}
            tone="border-brand-700 bg-brand-700 text-white"
            label={props.siteLabel}
            testId="map-marker-site"
            draggable={editable && (editing.kind === "idle" || editing.kind === "site")}
            draft={editing.kind === "site" && editing.draft !== null}
            onDragEnd={props.onSiteDrag}
          />
        )}
        {props.children}
        <LabelLayoutLayer post={sitePosition} />
      </MapContainer>
      {offline && <TilesOfflineNotice />}
      <TileAttribution tiles={tiles} />
      {!start && editing.kind === "idle" && (
        <p className="pointer-events-none absolute inset-x-4 bottom-8 z-[1000] mx-auto w-fit max-w-sm rounded-md bg-white/95 px-3 py-2 text-center text-sm text-slate-700 shadow">
          {t("map.noPoint")}
        </p>
      )}
    </section>
  );
}

/**
 * Taps become map points; the page gets the map's centre and a way to show a point. Leaflet makes
 * its container focusable (arrow keys pan, + and − zoom): it gets the map's name too.
 */
function MapBridge({
  label,
  onTap,
  onReady,
}: {
  label: string;
  onTap: (point: PointView) => void;
  onReady: (map: MapHandle) => void;
}) {
  const map = useMapEvents({ click: (event) => onTap(toPoint(event.latlng)) });
  useEffect(() => {
    map.getContainer().setAttribute("aria-label", label);
  }, [map, label]);
  // Leaflet only notices a window's resize. On a desk screen the map shares its column with the
  // placement bar and its width with the sidebar: without this it would draw grey where it grew.
  useEffect(() => {
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  const show = useCallback(
    (point: PointView) => map.setView([point.latitude, point.longitude], Math.max(map.getZoom(), SITE_ZOOM)),
    [map],
  );
  useEffect(() => onReady({ center: () => toPoint(map.getCenter()), show }), [map, onReady, show]);
  return null;
}

/**
 * The map opens on the post and the placed assets together, once (on a phone the site zoom alone
 * cut the outer ones off). Names find room on any side of their marker (label-layout.ts), so the
 * margin is the same all round; when everything fits, one level closer than the site zoom, so that
 * markers a few metres apart stand apart instead of covering each other.
 */
function FitPlacements({ points }: { points: PointView[] }) {
  const map = useMap();
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done || points.length < 2) return;
    map.fitBounds(L.latLngBounds(points.map((p) => [p.latitude, p.longitude])), {
      padding: [56, 56],
      maxZoom: SITE_ZOOM + 1,
    });
    setDone(true);
  }, [done, map, points]);
  return null;
}
