import type { Qualification } from "@hulppost/shared/constants";
import { and, eq, ne } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { eventAssignments, profiles } from "../../db/schema/index";
import { mailLanguage } from "../../platform/mail/render";
import { type AlertEvent, alertDate, eventLink, shiftParams } from "./alert-params";
import { notify } from "./notify";

/** An event before and after a change, as far as its staff are concerned. */
export interface ChangedEvent extends AlertEvent {
  organizationId: string;
  endsAt: Date;
  endTime: string;
  cancelled: boolean;
}

const blank = (value: string | null) => (value ?? "").trim();

/**
 * What changed for the people who work an event: its cancellation (and then nothing else), its
 * time (start or end) and its place (location or address). A form saved again without a change,
 * or a change of anything else (its description, its needs), tells nobody.
 */
export function staffChanges(before: ChangedEvent, after: ChangedEvent): ("cancelled" | "time" | "place")[] {
  if (after.cancelled) return before.cancelled ? [] : ["cancelled"];
  const changes: ("time" | "place")[] = [];
  if (before.startsAt.getTime() !== after.startsAt.getTime() || before.endsAt.getTime() !== after.endsAt.getTime())
    changes.push("time");
  if (blank(before.location) !== blank(after.location) || blank(before.address) !== blank(after.address))
    changes.push("place");
  return changes;
}

const placeOf = (event: ChangedEvent) => [event.location, event.address].filter(Boolean).join(", ") || null;

/**
 * Tells everyone assigned to an event what changed for them (kind `eventChanged`), inside the
 * transaction that changed it (decision 046, addendum). Not the person who made the change, and
 * not about an event that had already ended (correcting a past event's record is no news).
 */
export async function alertEventChanged(
  deps: AppDeps,
  tx: Db,
  before: ChangedEvent,
  after: ChangedEvent,
  actorId: string,
  now = new Date(),
) {
  const changes = staffChanges(before, after);
  if (!changes.length || before.endsAt <= now) return;
  const staff = await tx
    .select({
      userId: eventAssignments.userId,
      qualification: eventAssignments.qualification,
      language: profiles.language,
    })
    .from(eventAssignments)
    .innerJoin(profiles, eq(profiles.userId, eventAssignments.userId))
    .where(
      and(
        eq(eventAssignments.organizationId, after.organizationId),
        eq(eventAssignments.eventId, after.id),
        ne(eventAssignments.userId, actorId),
      ),
    );
  if (!staff.length) return;
  const timeZone = deps.config.APP_TIMEZONE;
  for (const variant of changes) {
    await notify(tx, deps.jobs, {
      organizationId: after.organizationId,
      kind: "eventChanged",
      variant,
      params: {},
      link: eventLink(after.id),
      eventId: after.id,
      recipients: staff.map((person) => {
        const language = mailLanguage(person.language);
        const params = shiftParams(language, after, person.qualification, timeZone);
        // A new time reads as the whole shift (the end may be what moved); a new place in full.
        if (variant === "time") params.time = `${after.startTime.slice(0, 5)}–${after.endTime.slice(0, 5)}`;
        if (variant === "place") params.place = placeOf(after);
        // A cancelled event is named by the day it was planned for.
        if (variant === "cancelled") params.date = alertDate(language, before.startsAt, timeZone);
        return { userId: person.userId, params };
      }),
    });
  }
}

/** Tells one assigned person their post at an event changed (kind `eventChanged`, variant `post`). */
export async function alertPostChanged(
  deps: AppDeps,
  tx: Db,
  event: ChangedEvent,
  person: { userId: string; language: string | null },
  qualification: Qualification,
) {
  const language = mailLanguage(person.language);
  await notify(tx, deps.jobs, {
    organizationId: event.organizationId,
    kind: "eventChanged",
    variant: "post",
    params: shiftParams(language, event, qualification, deps.config.APP_TIMEZONE),
    link: eventLink(event.id),
    eventId: event.id,
    recipients: [{ userId: person.userId }],
  });
}
