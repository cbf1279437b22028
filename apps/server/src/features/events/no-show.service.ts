import type { AssignmentView } from "@hulppost/shared/events";
import type { Db } from "../../db/client";
import type { OrgAccess } from "../../http/context";
import { conflict } from "../../http/errors";
import { setAssignmentMark } from "./assignment-mark";

/**
 * The admin marks that an assigned person did not come, or takes the mark off (decision 050).
 * Only once the event has started: before, the person can still come, and who will not is taken
 * off the event instead. A cancelled event had nobody to come. The mark keeps the assignment (the
 * track record counts it); the hours of that event no longer count as worked.
 */
export function setNoShow(
  db: Db,
  access: OrgAccess,
  eventId: string,
  userId: string,
  noShow: boolean,
  ip: string,
): Promise<AssignmentView> {
  return setAssignmentMark(db, access, { eventId, userId }, "noShow", noShow, ip, (event) => {
    if (event.cancelled) throw conflict("EVENT_CANCELLED", "The event is cancelled: nobody was to come");
    if (event.startsAt > new Date())
      throw conflict("EVENT_NOT_STARTED", "Who did not come can be marked once the event has started");
  });
}
