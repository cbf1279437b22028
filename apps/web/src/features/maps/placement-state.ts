import type { PointView } from "@hulppost/shared/maps";

/**
 * What the admin is doing on the map. Placing and moving are one thing with a draft point: a tap on
 * the map, a dragged marker or "use my position" sets the draft, and nothing is saved until they
 * confirm. `asset` places an unplaced asset or moves a placed one; `site` sets the event's point.
 */
export type Editing =
  | { kind: "idle" }
  | { kind: "asset"; assetId: string; draft: PointView | null }
  | { kind: "site"; draft: PointView | null };

export const IDLE: Editing = { kind: "idle" };

/** What the map offers the page around it, without the page loading Leaflet itself. */
export interface MapHandle {
  center(): PointView;
  show(point: PointView): void;
}
