import {
  type CasualtyPlace,
  type CategoryCounts,
  emptyCounts,
  type IncidentBoardView,
} from "@hulppost/shared/incidents";
import type { Db } from "../../db/client";
import type { OrgAccess } from "../../http/context";
import { casualtyRows, timelineRows } from "./casualty-rows";
import { getIncidentSummary } from "./incidents.service";

/**
 * The board: the summary, counts per category × place, every casualty (sickest and longest
 * waiting first) and the timeline. Three queries, whatever the number of casualties.
 */
export async function getBoard(db: Db, access: OrgAccess, incidentId: string): Promise<IncidentBoardView> {
  const summary = await getIncidentSummary(db, access, incidentId);
  const [casualties, timeline] = await Promise.all([casualtyRows(db, incidentId), timelineRows(db, incidentId)]);
  const byPlace: Record<CasualtyPlace, CategoryCounts> = {
    on_scene: emptyCounts(),
    at_post: emptyCounts(),
    on_the_way: emptyCounts(),
    at_hospital: emptyCounts(),
    gone_home: emptyCounts(),
    dead: emptyCounts(),
  };
  for (const casualty of casualties) byPlace[casualty.place][casualty.category] += 1;
  return { ...summary, byPlace, casualties, timeline };
}
