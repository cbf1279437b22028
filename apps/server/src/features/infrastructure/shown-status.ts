import type { AssetStatus } from "@hulppost/shared/infrastructure";
import { type SQL, sql } from "drizzle-orm";

/**
 * The status a person sees: unavailable on a day one of the asset's periods covers, in use while it
 * is on a live (not cancelled) event, else the status the admin set. One rule for the asset pages
 * and the site maps. `today` is the local date in the planning time zone.
 */
export function shownStatus(assetId: SQL | unknown, setStatus: SQL | unknown, today: string): SQL<AssetStatus> {
  return sql<AssetStatus>`case
    when exists (select 1 from asset_unavailability u
      where u.asset_id = ${assetId} and u.starts_on <= ${today}::date and u.ends_on >= ${today}::date) then 'unavailable'
    when exists (select 1 from event_assets live join events le on le.id = live.event_id
      where live.asset_id = ${assetId} and not le.cancelled and le.starts_at <= now() and le.ends_at > now()) then 'in_use'
    else ${setStatus} end`;
}
