/**
 * Where each marker's name goes on the site map, so that no name covers another name or another
 * marker, and none is cut off by the map's edge. A festival post puts its tents, ambulances and
 * caregivers a few metres apart: zoomed out, their names would pile up into an unreadable heap.
 *
 * A greedy pass, the one map apps use for place names: the most important label is placed first,
 * to the right of its marker (where it stands by default), else to its left, above or below it; a
 * label that fits nowhere is hidden until the map is zoomed in far enough. The full name stays in the
 * marker's tooltip and in the list beside the map, so hiding never loses information.
 */

/** A marker's label to place: where its marker stands on screen and how big its text is. */
export interface LabelItem {
  id: string;
  /** The marker's centre, in pixels from the map's top left corner. */
  x: number;
  y: number;
  /** The label's size in pixels, as drawn (wrapped to its maximum width). */
  width: number;
  height: number;
  /**
   * Lower goes first. 0 is always shown, even over another label: the marker a person is moving or
   * has just picked, whose name they are looking for.
   */
  rank: number;
}

/** Where a label may stand around its marker, in the order they are tried. */
export const LABEL_SIDES = ["right", "left", "above", "below"] as const;
export type PlacedSide = (typeof LABEL_SIDES)[number];
export type LabelSide = PlacedSide | "hidden";
/**
 * A label's side and, above or below its marker, how far it slides sideways (in pixels) to stay
 * inside the map: near the edge it is no longer centred, but still over its marker.
 */
export interface LabelPlacement {
  side: LabelSide;
  shift: number;
}

export interface LabelLayoutOptions {
  /** The map's size in pixels: a label must lie inside it, or it would be cut off. */
  mapWidth: number;
  mapHeight: number;
  /** The round marker's diameter; the label starts `gap` pixels beside it. */
  bubble: number;
  gap: number;
  /** Space kept free around each label, so two neighbours do not touch. */
  margin: number;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const grow = (box: Box, by: number): Box => ({
  left: box.left - by,
  top: box.top - by,
  right: box.right + by,
  bottom: box.bottom + by,
});

/** The box a label takes on one side of its marker (slid inside the map when above or below). */
export function labelBox(item: LabelItem, side: PlacedSide, options: LabelLayoutOptions): Box {
  const offset = options.bubble / 2 + options.gap;
  const { x, y, width, height } = item;
  const corners: Record<PlacedSide, [number, number]> = {
    right: [x + offset, y - height / 2],
    left: [x - offset - width, y - height / 2],
    above: [x - width / 2, y - offset - height],
    below: [x - width / 2, y + offset],
  };
  const [centred, top] = corners[side];
  const left =
    side === "above" || side === "below"
      ? Math.min(Math.max(Math.min(Math.max(centred, 0), options.mapWidth - width), x - width), x)
      : centred;
  return { left, top, right: left + width, bottom: top + height };
}

/**
 * Where each label goes (by id). Stable: equal ranks keep the order given, so labels do not swap
 * sides back and forth while the map is panned.
 */
export function layoutLabels(items: readonly LabelItem[], options: LabelLayoutOptions): Map<string, LabelPlacement> {
  const half = options.bubble / 2;
  // Every marker is an obstacle to every other marker's label: a name must not hide a tent.
  const bubbles = items.map((item) => ({
    id: item.id,
    box: { left: item.x - half, top: item.y - half, right: item.x + half, bottom: item.y + half },
  }));
  const map: Box = { left: 0, top: 0, right: options.mapWidth, bottom: options.mapHeight };
  const inside = (box: Box) =>
    box.left >= map.left && box.top >= map.top && box.right <= map.right && box.bottom <= map.bottom;

  const placed: Box[] = [];
  const sides = new Map<string, LabelPlacement>();
  const ordered = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.rank - b.item.rank || a.index - b.index);
  for (const { item } of ordered) {
    const free = (box: Box) => {
      const kept = grow(box, options.margin);
      return (
        !placed.some((other) => overlaps(kept, other)) &&
        !bubbles.some((bubble) => bubble.id !== item.id && overlaps(kept, bubble.box))
      );
    };
    const candidates = LABEL_SIDES.map((side) => ({ side, box: labelBox(item, side, options) }));
    let chosen = candidates.find((c) => inside(c.box) && free(c.box));
    // The one being looked at keeps its name whatever is in the way; inside the map if a side fits.
    if (!chosen && item.rank === 0) chosen = candidates.find((c) => inside(c.box)) ?? candidates[0];
    if (!chosen) {
      sides.set(item.id, { side: "hidden", shift: 0 });
      continue;
    }
    const beside = chosen.side === "right" || chosen.side === "left";
    sides.set(item.id, { side: chosen.side, shift: beside ? 0 : chosen.box.left - (item.x - item.width / 2) });
    placed.push(chosen.box);
  }
  return sides;
}
