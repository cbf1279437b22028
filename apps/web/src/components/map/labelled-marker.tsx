import L from "leaflet";
import type { LucideIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { createPortal } from "react-dom";
import { Marker } from "react-leaflet";
import { cn } from "../../lib/cn";

export interface LabelledMarkerProps {
  position: [number, number];
  icon: LucideIcon;
  label: string;
  /** Border, background and text colour classes of the bubble. */
  tone: string;
  testId: string;
  draggable?: boolean;
  selected?: boolean;
  /** Not saved yet: drawn dashed until the admin confirms. */
  draft?: boolean;
  /** Old news (a caregiver's position of more than 2 minutes ago): drawn pale, marked for tests. */
  faded?: boolean;
  onClick?: () => void;
  onDragEnd?: (point: { latitude: number; longitude: number }) => void;
}

/** The bubble's size; the marker's point is its centre, so a thumb covers what it moves. */
const SIZE = 44;

/**
 * A marker drawn by React: a lucide icon in a round bubble with its name written beside it. Leaflet
 * takes a DOM element as a divIcon's content; React renders into that element through a portal,
 * so the icon and the translated text stay React's (no HTML strings are built). Shared by the site
 * map's assets and the caregivers' live positions drawn over it; the map's stylesheet (maps'
 * site-map.css) takes Leaflet's default box off `hulppost-marker`.
 */
export function LabelledMarker({
  position,
  icon: Icon,
  label,
  tone,
  testId,
  draggable,
  selected,
  draft,
  faded,
  onClick,
  onDragEnd,
}: LabelledMarkerProps) {
  const [element] = useState(() => document.createElement("div"));
  const divIcon = useMemo(
    () =>
      L.divIcon({
        html: element,
        className: "hulppost-marker",
        iconSize: [SIZE, SIZE],
        iconAnchor: [SIZE / 2, SIZE / 2],
      }),
    [element],
  );
  const handlers = useMemo(
    () => ({
      click: () => onClick?.(),
      dragend: (event: L.DragEndEvent) => {
        const { lat, lng } = (event.target as L.Marker).getLatLng();
        onDragEnd?.({ latitude: lat, longitude: lng });
      },
    }),
    [onClick, onDragEnd],
  );
  return (
    <>
      <Marker
        position={position}
        icon={divIcon}
        draggable={draggable}
        eventHandlers={handlers}
        title={label}
        zIndexOffset={draft || selected ? 1000 : 0}
        // The bubble is the marker: Leaflet's own keyboard focus would announce an empty button.
        keyboard={false}
      />
      {createPortal(
        <div
          className={cn("relative", faded && "opacity-45")}
          data-testid={testId}
          data-draft={draft ? "true" : undefined}
          data-faded={faded ? "true" : undefined}
        >
          <span
            className={cn(
              "flex items-center justify-center rounded-full border-2 shadow-md",
              tone,
              draft && "border-dashed",
              selected && "ring-4 ring-brand-500/60",
              draggable && "cursor-grab",
            )}
            style={{ width: SIZE, height: SIZE }}
          >
            <Icon className="h-6 w-6" aria-hidden />
          </span>
          <span
            className={cn(
              "pointer-events-auto absolute top-1/2 left-full ml-1 max-w-44 -translate-y-1/2 truncate rounded border bg-white/95 px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-slate-900 shadow-sm",
              draft ? "border-dashed border-brand-700" : "border-slate-300",
            )}
          >
            {label}
          </span>
        </div>,
        element,
      )}
    </>
  );
}
