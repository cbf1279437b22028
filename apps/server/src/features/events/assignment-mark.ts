import type { AssignmentView } from "@hulppost/shared/events";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { writeOrgData } from "../../db/org-write";
import { eventAssignments, type events } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { audit } from "../audit/audit.service";
import { notAssigned, readAssignment } from "./assignment-view";
import { requireEvent } from "./events.service";

/** The admin's marks on an assignment, each with its two audit actions ("marked", "unmarked"). */
const MARKS = {
  postLeader: ["event.post_leader_mark", "event.post_leader_unmark"],
  noShow: ["event.no_show_mark", "event.no_show_unmark"],
} as const;
export type AssignmentMark = keyof typeof MARKS;

/**
 * Sets or takes off an admin's mark on an assigned person (post leader, decision 045; no-show,
 * decision 050). The mark lives on the assignment, so taking the person off the event takes it
 * too; setting what is already set writes nothing. `allowed` may refuse for the event's sake, after
 * the person is known to be on it.
 */
export async function setAssignmentMark(
  db: Db,
  access: OrgAccess,
  target: { eventId: string; userId: string },
  mark: AssignmentMark,
  value: boolean,
  ip: string,
  allowed?: (event: typeof events.$inferSelect) => void,
): Promise<AssignmentView> {
  const { organizationId } = access;
  const { eventId, userId } = target;
  const mine = and(
    eq(eventAssignments.organizationId, organizationId),
    eq(eventAssignments.eventId, eventId),
    eq(eventAssignments.userId, userId),
  );
  await writeOrgData(db, organizationId, async (tx, changes) => {
    const event = await requireEvent(tx, organizationId, eventId);
    const [current] = await tx
      .select({ postLeader: eventAssignments.postLeader, noShow: eventAssignments.noShow })
      .from(eventAssignments)
      .where(mine)
      .for("update");
    if (!current) throw notAssigned();
    allowed?.(event);
    if (current[mark] === value) return changes.none();
    await tx
      .update(eventAssignments)
      .set(mark === "postLeader" ? { postLeader: value } : { noShow: value })
      .where(mine);
    const [marked, unmarked] = MARKS[mark];
    await audit(tx, {
      // Two actions, not one with a flag: the log reads "marked" or "unmarked" without opening details.
      action: value ? marked : unmarked,
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
