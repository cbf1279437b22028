import { z } from "zod";
import { ASSET_STATUSES, ASSET_TYPES } from "./infrastructure";
import { text } from "./validation";

// ─── Coordinates ─────────────────────────────────────────────────────────────────────────────

/** Degrees as numbers (WGS 84, what a phone's GPS and Leaflet give); the range is the globe's. */
export const latitude = z.number().min(-90).max(90);
export const longitude = z.number().min(-180).max(180);

/** A point on a site map: where an asset stands, or the event's own point. */
export const coordinatesBody = z.object({ latitude, longitude });
export type CoordinatesInput = z.input<typeof coordinatesBody>;
export const pointView = z.object({ latitude: z.number(), longitude: z.number() });
export type PointView = z.infer<typeof pointView>;

// ─── Tile server ─────────────────────────────────────────────────────────────────────────────

/** What a map shows when the organisation chose no tile server of its own. */
export const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const DEFAULT_TILE_ATTRIBUTION = "© OpenStreetMap contributors";
export const TILE_URL_MAX_LENGTH = 500;
export const TILE_ATTRIBUTION_MAX_LENGTH = 200;

/** Leaflet fills these in; any other `{name}` makes it throw while drawing, so it is refused. */
const TILE_PLACEHOLDERS = new Set(["{s}", "{z}", "{x}", "{y}", "{r}"]);

/**
 * A tile URL template every member's browser will fetch from: https only (no javascript:, data:
 * or plain http that a browser blocks on an https page), with {z}, {x} and {y}, no other
 * placeholder, and no password in it (every member would see it).
 */
export function isTileUrl(value: string): boolean {
  if (/\s/.test(value) || !/^https:\/\//i.test(value)) return false;
  for (const needed of ["{z}", "{x}", "{y}"]) if (!value.includes(needed)) return false;
  for (const placeholder of value.match(/\{[^}]*\}/g) ?? []) if (!TILE_PLACEHOLDERS.has(placeholder)) return false;
  try {
    const url = new URL(value);
    // "https:///{z}/{x}/{y}" parses with {z} as its host: a server has a name of its own.
    const host = url.hostname.replace(/\{s\}/g, "a");
    const named = host === "localhost" || (/\./.test(host) && !/[{}]/.test(host));
    return url.protocol === "https:" && named && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * The admin's tile URL: "" or null means OpenStreetMap's. Not nullish: a settings save that leaves
 * the field out must keep the stored one (`.optional()` around it), not clear it.
 */
export const tileUrlField = text()
  .trim()
  .max(TILE_URL_MAX_LENGTH)
  .refine((v) => v === "" || isTileUrl(v), "invalidTileUrl")
  .nullable()
  .transform((v) => (v ? v : null));

/** Plain text, shown as text (never as HTML): "© Stad Gent, OpenStreetMap". */
export const tileAttributionField = text()
  .trim()
  .max(TILE_ATTRIBUTION_MAX_LENGTH)
  .nullable()
  .transform((v) => (v ? v : null));

/** The tiles a map draws, with the defaults filled in; `custom` when the organisation chose them. */
export const mapTilesView = z.object({ url: z.string(), attribution: z.string(), custom: z.boolean() });
export type MapTilesView = z.infer<typeof mapTilesView>;

/** The stored tile server, or OpenStreetMap's with its attribution when none is stored. */
export function mapTilesOf(
  stored: { mapTileUrl?: string | null; mapAttribution?: string | null } | null,
): MapTilesView {
  const url = stored?.mapTileUrl ?? null;
  if (!url) return { url: DEFAULT_TILE_URL, attribution: DEFAULT_TILE_ATTRIBUTION, custom: false };
  return { url, attribution: stored?.mapAttribution ?? "", custom: true };
}

// ─── An event's site map ─────────────────────────────────────────────────────────────────────

export const placementView = pointView.extend({
  placedAt: z.string(),
  placedByName: z.string().nullable(),
});
export type PlacementView = z.infer<typeof placementView>;

/** An asset assigned to the event, and where it stands (null: not placed yet). */
export const mapAssetView = z.object({
  assetId: z.string(),
  name: z.string(),
  type: z.enum(ASSET_TYPES),
  /** The status shown: unavailable on a day a period covers, in use while on a live event. */
  status: z.enum(ASSET_STATUSES),
  placement: placementView.nullable(),
});
export type MapAssetView = z.infer<typeof mapAssetView>;

export const mapEventView = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string().nullable(),
  address: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  phase: z.enum(["planned", "live", "past"]),
  cancelled: z.boolean(),
  site: pointView.nullable(),
});
export type MapEventView = z.infer<typeof mapEventView>;

export const eventMapView = z.object({
  event: mapEventView,
  tiles: mapTilesView,
  assets: z.array(mapAssetView),
});
export type EventMapView = z.infer<typeof eventMapView>;

/** The Locations page's picker: live events first, then upcoming ones by start. */
export const eventMapSummaryView = mapEventView.extend({
  assetCount: z.number(),
  placedCount: z.number(),
});
export type EventMapSummary = z.infer<typeof eventMapSummaryView>;

/** At most this many events in the picker; the nearest come first. */
export const EVENT_MAP_LIST_LIMIT = 100;
