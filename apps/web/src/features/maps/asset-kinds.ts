import type { AssetType } from "@hulppost/shared/infrastructure";
import { Flag } from "lucide-react";

/**
 * Each kind of marker has its own icon (ASSET_ICONS, as on the infrastructure pages) and its name
 * written beside it: the map never tells kinds apart by colour alone. The colours only help the eye.
 */
export const ASSET_TONES: Record<AssetType, string> = {
  ambulance: "border-red-700 bg-red-50 text-red-800",
  tent: "border-emerald-700 bg-emerald-50 text-emerald-800",
  equipment: "border-amber-700 bg-amber-50 text-amber-900",
  vehicle: "border-blue-700 bg-blue-50 text-blue-800",
  other: "border-slate-600 bg-slate-50 text-slate-800",
};

/** The event's own point: the post everyone walks to. */
export const SITE_ICON = Flag;

/** Where a map opens without a point or a placement: Belgium, where the demo organisation works. */
export const FALLBACK_VIEW = { center: [50.6, 4.5] as [number, number], zoom: 8 };
/** Close enough to tell a tent from an ambulance on a festival field. */
export const SITE_ZOOM = 17;

/** Coordinates as people read them off a GPS: five decimals, about a metre. */
export const formatCoordinate = (value: number) => value.toFixed(5);
