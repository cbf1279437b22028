import { MAINTENANCE_DUE_DAYS, type MaintenanceDueItem } from "@hulppost/shared/infrastructure";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * The organisation's active assets whose next maintenance is due within MAINTENANCE_DUE_DAYS of
 * `today` (a local YYYY-MM-DD) or past, soonest first, as a JSON array. One expression, so the
 * admin dashboard embeds it in its single statement (served by the partial maintenance index).
 */
export function maintenanceDueJson(organizationId: string, today: string) {
  return sql`coalesce((
    select json_agg(json_build_object(
      'id', m.id, 'name', m.name, 'type', m.type,
      'nextMaintenanceOn', m.next_maintenance_on,
      'daysLeft', m.next_maintenance_on - ${today}::date
    ) order by m.next_maintenance_on, lower(m.name), m.id)
    from infrastructure_assets m
    where m.organization_id = ${organizationId} and m.active and m.next_maintenance_on is not null
      and m.next_maintenance_on <= ${today}::date + ${MAINTENANCE_DUE_DAYS}::int
  ), '[]')`;
}

export async function listMaintenanceDue(db: Db, organizationId: string, today: string): Promise<MaintenanceDueItem[]> {
  const result = await db.execute(sql`select ${maintenanceDueJson(organizationId, today)}::text as json`);
  const json = (result.rows[0] as { json: string } | undefined)?.json ?? "[]";
  return JSON.parse(json) as MaintenanceDueItem[];
}
