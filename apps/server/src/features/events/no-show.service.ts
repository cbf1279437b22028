import type { AssignmentView } from "@hulppost/shared/events";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { writeOrgData } from "../../db/org-write";
import { eventAssignments } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { conflict } from "../../http/errors";
import { audit } from "../audit/audit.service";
import { notAssigned, readAssignment } from "./assignment-view";
import { requireEvent } from "./events.service";

/**
 * The admin marks that an assigned person did not come, or takes the mark off (decision 050).
 * Only once the event has started: before, the person can still come, and who will not is taken
 * off the event instead. A cancelled event had nobody to come. The mark keeps the assignment (the
 * track record counts it); the hours of that event no longer count as worked. The same mark again
 * writes nothing.
 */
export async function setNoShow(
  db: Db,
  access: OrgAccess,
  eventId: string,
  userId: string,
  noShow: boolean,
  ip: string,
): Promise<AssignmentView> {
  const { organizationId } = access;
  const mine = and(
    eq(eventAssignments.organizationId, organizationId),
    eq(eventAssignments.eventId, eventId),
    eq(eventAssignments.userId, userId),
  );
  await writeOrgData(db, organizationId, async (tx, changes) => {
    const event = await requireEvent(tx, organizationId, eventId);
    const [current] = await tx
      .select({ noShow: eventAssignments.noShow })
      .from(eventAssignments)
      .where(mine)
      .for("update");
    if (!current) throw notAssigned();
    if (event.cancelled) throw conflict("EVENT_CANCELLED", "The event is cancelled: nobody was to come");
    if (event.startsAt > new Date())
      throw conflict("EVENT_NOT_STARTED", "Who did not come can be marked once the event has started");
    if (current.noShow === noShow) return changes.none();
    await tx.update(eventAssignments).set({ noShow }).where(mine);
    await audit(tx, {
      // Two actions, as for the post leader: the log reads "did not come" or "came after all" at once.
      ...(noShow ? { action: "event.no_show_mark" } : { action: "event.no_show_unmark" }),
      actor: access.viewer,
      organizationId,
      targetUserId: userId,
      targetType: "event",
      targetId: eventId,
      details: { event: event.name },
      ipAddress: ip,
    });
  });
  return readAssignment(db, organizationId, eventId, userId);
}
