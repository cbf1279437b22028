import L from "leaflet";
import { useEffect } from "react";
import { useMap } from "react-leaflet";

/** Grid steps in degrees, fine to coarse; the first that leaves ~120 px between lines is used. */
const STEPS = [0.0001, 0.0002, 0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 45];
const MIN_GAP_PX = 120;

function stepFor(map: L.Map, zoom: number): number {
  const origin = map.project([0, 0], zoom).x;
  for (const step of STEPS) if (map.project([0, step], zoom).x - origin >= MIN_GAP_PX) return step;
  return 45;
}

const decimals = (step: number) => Math.max(0, Math.ceil(-Math.log10(step)));

/**
 * The map's own background, drawn in the browser: lines every round number of degrees with their
 * value. It lies under the tiles, so it shows wherever a tile is missing: on a field without
 * internet, behind a firewall, or when the tile server is down. Markers keep their places on it.
 */
class CoordinateGrid extends L.GridLayer {
  protected override createTile(coords: L.Coords): HTMLElement {
    const size = this.getTileSize();
    const canvas = document.createElement("canvas");
    const ratio = window.devicePixelRatio || 1;
    canvas.width = size.x * ratio;
    canvas.height = size.y * ratio;
    const context = canvas.getContext("2d");
    const map = this._map;
    if (!context || !map) return canvas;
    context.scale(ratio, ratio);
    const zoom = coords.z;
    const topLeft = coords.scaleBy(size);
    const north = map.unproject(topLeft, zoom);
    const south = map.unproject(topLeft.add(size), zoom);
    const step = stepFor(map, zoom);
    const digits = decimals(step);

    context.fillStyle = "#f1f5f0";
    context.fillRect(0, 0, size.x, size.y);
    context.strokeStyle = "#cbd5e1";
    context.lineWidth = 1;
    context.fillStyle = "#475569";
    context.font = "11px system-ui, sans-serif";

    // Whole multiples of the step, counted as integers: adding up 0.0001 drifts.
    for (let i = Math.ceil(north.lng / step); i * step <= south.lng; i++) {
      const lng = i * step;
      const x = Math.round(map.project([0, lng], zoom).x - topLeft.x) + 0.5;
      context.beginPath();
      context.moveTo(x, 0);
      context.lineTo(x, size.y);
      context.stroke();
      // A label cut by the tile's edge reads as a wrong number: leave it to the next tile row's line.
      const label = `${lng.toFixed(digits)}°`;
      if (x + 3 + context.measureText(label).width <= size.x) context.fillText(label, x + 3, size.y - 4);
    }
    for (let i = Math.floor(north.lat / step); i * step >= south.lat; i--) {
      const lat = i * step;
      const y = Math.round(map.project([lat, 0], zoom).y - topLeft.y) + 0.5;
      context.beginPath();
      context.moveTo(0, y);
      context.lineTo(size.x, y);
      context.stroke();
      if (y - 14 >= 0) context.fillText(`${lat.toFixed(digits)}°`, 3, y - 3);
    }
    return canvas;
  }
}

/** Adds the grid under everything else (tiles have z-index 1 in the same pane; the grid 0). */
export function CoordinateGridLayer() {
  const map = useMap();
  useEffect(() => {
    const layer = new CoordinateGrid({ zIndex: 0, maxZoom: 22, updateWhenIdle: false });
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map]);
  return null;
}
