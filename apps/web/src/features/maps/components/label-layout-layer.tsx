import type { PointView } from "@hulppost/shared/maps";
import L from "leaflet";
import { useEffect, useRef } from "react";
import { useMap } from "react-leaflet";
import { type LabelItem, type LabelSide, layoutLabels } from "../label-layout";

/**
 * The markers this pass arranges, and their name inside them. Both are LabelledMarker's
 * (components/map/labelled-marker.tsx): its divIcon's class, and the name as the span that follows
 * the round bubble's. site-map.css styles the same element; the sides are classes on the icon, which
 * Leaflet owns, so React never writes over them.
 */
const MARKER_CLASS = "hulppost-marker";
const LABEL_SELECTOR = "span + span";
/** Every side but the default one (right, as LabelledMarker draws it) has its class in site-map.css. */
const SIDE_CLASS: Record<Exclude<LabelSide, "right">, string> = {
  hidden: "hulppost-label-hidden",
  left: "hulppost-label-left",
  above: "hulppost-label-above",
  below: "hulppost-label-below",
};
/** LabelledMarker's bubble and the space between it and its name (Tailwind's ml-1). */
const BUBBLE = 44;
const GAP = 4;

/**
 * Keeps the markers' names from covering each other (label-layout.ts): laid out again after every
 * zoom, pan or resize, when a marker comes or goes, when a name or a caregiver's freshness changes,
 * and when the canvas draws again (a marker picked or moved). Works on every marker of the map, so
 * the caregivers' layer, which another feature draws, takes part without knowing about it.
 *
 * Which name wins: the marker being moved or picked (LabelledMarker draws it on top, with a
 * z-index offset), then the event's own point (`post`), then the assets and fresh positions in the
 * order they were added, and last the pale, stale positions.
 */
export function LabelLayoutLayer({ post }: { post: PointView | null }) {
  const map = useMap();
  const postRef = useRef(post);
  postRef.current = post;
  const schedule = useRef<() => void>(() => {});

  useEffect(() => {
    let frame = 0;
    const run = () => {
      const size = map.getSize();
      const items: LabelItem[] = [];
      const icons = new Map<string, HTMLElement>();
      map.eachLayer((layer) => {
        if (!(layer instanceof L.Marker)) return;
        const icon = layer.getElement();
        const label = icon?.classList.contains(MARKER_CLASS) ? icon.querySelector(LABEL_SELECTOR) : null;
        if (!icon || !(label instanceof HTMLElement)) return;
        const id = String(L.Util.stamp(layer));
        const latLng = layer.getLatLng();
        const at = map.latLngToContainerPoint(latLng);
        const first = postRef.current;
        const rank =
          (layer.options.zIndexOffset ?? 0) > 0
            ? 0
            : first && latLng.equals([first.latitude, first.longitude])
              ? 1
              : icon.querySelector("[data-faded]")
                ? 3
                : 2;
        // offsetWidth is the laid-out size: not scaled by a zoom animation, and kept while hidden.
        items.push({ id, x: at.x, y: at.y, width: label.offsetWidth, height: label.offsetHeight, rank });
        icons.set(id, icon);
      });
      const sides = layoutLabels(items, { mapWidth: size.x, mapHeight: size.y, bubble: BUBBLE, gap: GAP, margin: 2 });
      for (const [id, icon] of icons) {
        const { side, shift } = sides.get(id) ?? { side: "right", shift: 0 };
        for (const [key, className] of Object.entries(SIDE_CLASS)) icon.classList.toggle(className, key === side);
        icon.style.setProperty("--hulppost-label-shift", `${Math.round(shift)}px`);
      }
    };
    // Many changes arrive together (a zoom ends with a move): one layout per frame is enough.
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(run);
    };
    schedule.current = later;
    const events = "zoomend moveend resize layeradd layerremove";
    map.on(events, later);
    // React changes a marker's name or freshness inside its icon without Leaflet knowing. Only
    // those are watched: the classes set above are not, so a layout never triggers another.
    const observer = new MutationObserver(later);
    observer.observe(map.getPane("markerPane") ?? map.getContainer(), {
      subtree: true,
      childList: true,
      characterData: true,
      attributeFilter: ["data-faded", "data-draft"],
    });
    later();
    return () => {
      map.off(events, later);
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [map]);

  // The canvas drew again: a marker may have been picked (its z-index offset) or dragged.
  useEffect(() => schedule.current());
  return null;
}
