import type { AssetType } from "@hulppost/shared/infrastructure";
import { Ambulance, type LucideIcon, Package, Tent, Truck, Wrench } from "lucide-react";

/**
 * The same icon per kind of asset on the infrastructure pages and on the site map, so an ambulance
 * looks the same everywhere. Here because both features draw them (decision 038).
 */
export const ASSET_ICONS: Record<AssetType, LucideIcon> = {
  ambulance: Ambulance,
  tent: Tent,
  equipment: Wrench,
  vehicle: Truck,
  other: Package,
};
