import type { Qualification } from "@hulppost/shared/constants";
import type { AssignmentView } from "@hulppost/shared/events";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { writeOrgData } from "../../db/org-write";
import { eventAssignments, profiles } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { fieldError } from "../../http/errors";
import { audit } from "../audit/audit.service";
import { alertPostChanged } from "../notifications/event-change-alerts";
import { notAssigned, readAssignment } from "./assignment-view";
import { requireEvent } from "./events.service";
import { postsFor } from "./staffing.service";

/**
 * Moves an assigned caregiver to another post at the event, one they are qualified for. The
 * person is told (an `eventChanged` alert of variant `post`) in the same transaction, unless the
 * event has ended or is cancelled; the same post again changes and tells nothing.
 */
export async function changeAssignmentPost(
  deps: AppDeps,
  access: OrgAccess,
  eventId: string,
  userId: string,
  qualification: Qualification,
  ip: string,
): Promise<AssignmentView> {
  const { organizationId } = access;
  const mine = and(
    eq(eventAssignments.organizationId, organizationId),
    eq(eventAssignments.eventId, eventId),
    eq(eventAssignments.userId, userId),
  );
  await writeOrgData(deps.db, organizationId, async (tx, changes) => {
    const event = await requireEvent(tx, organizationId, eventId);
    const [current] = await tx
      .select({ qualification: eventAssignments.qualification, profile: profiles })
      .from(eventAssignments)
      .innerJoin(profiles, eq(profiles.userId, eventAssignments.userId))
      .where(mine)
      .for("update", { of: eventAssignments });
    if (!current) throw notAssigned();
    if (!postsFor(current.profile).includes(qualification)) throw fieldError("qualification", "notQualified");
    if (current.qualification === qualification) return changes.none();
    await tx.update(eventAssignments).set({ qualification }).where(mine);
    await audit(tx, {
      action: "event.post_change",
      actor: access.viewer,
      organizationId,
      targetUserId: userId,
      targetType: "event",
      targetId: eventId,
      details: { event: event.name, from: current.qualification, to: qualification },
      ipAddress: ip,
    });
    if (!event.cancelled && event.endsAt > new Date())
      await alertPostChanged(deps, tx, event, { userId, language: current.profile.language }, qualification);
  });
  return readAssignment(deps.db, organizationId, eventId, userId);
}
