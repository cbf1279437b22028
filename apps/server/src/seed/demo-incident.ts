import { randomUUID } from "node:crypto";
import { type TriageCategory, triage } from "@hulppost/shared/clinical/triage";
import { tagCodeOf } from "@hulppost/shared/incidents";
import { and, desc, eq, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  casualties,
  casualtyTriages,
  eventAssignments,
  events,
  incidents,
  incidentTimeline,
  triageTagBatches,
} from "../db/schema/index";

type Place = (typeof casualties.$inferInsert)["place"];
type SieveAnswers = Parameters<typeof triage>[1];

/** Ten casualties of a heat exercise, as the Sieve sorts them: answers, a label or none, where they ended up. */
const CASUALTIES: { answers: SieveAnswers; tagged: boolean; place: Place; age: number; description: string }[] = [
  {
    answers: { catastrophicHaemorrhage: true },
    tagged: true,
    place: "at_hospital",
    age: 34,
    description: "Snijwonde onderarm",
  },
  {
    answers: { catastrophicHaemorrhage: false, walks: "no", breathing: true, respiratoryRate: 32 },
    tagged: true,
    place: "at_hospital",
    age: 19,
    description: "Benauwd na drukte",
  },
  {
    answers: {
      catastrophicHaemorrhage: false,
      walks: "no",
      breathing: true,
      respiratoryRate: 22,
      capillaryRefillSeconds: 3,
    },
    tagged: true,
    place: "on_the_way",
    age: 58,
    description: "Bleek en klam",
  },
  {
    answers: {
      catastrophicHaemorrhage: false,
      walks: "no",
      breathing: true,
      respiratoryRate: 18,
      capillaryRefillSeconds: 2,
      pulseRate: 96,
    },
    tagged: true,
    place: "at_post",
    age: 23,
    description: "Enkel gebroken",
  },
  {
    answers: {
      catastrophicHaemorrhage: false,
      walks: "no",
      breathing: true,
      respiratoryRate: 20,
      capillaryRefillSeconds: 2,
      pulseRate: 110,
    },
    tagged: true,
    place: "at_post",
    age: 41,
    description: "Hoofdwonde",
  },
  {
    answers: { catastrophicHaemorrhage: false, walks: "yes" },
    tagged: true,
    place: "gone_home",
    age: 16,
    description: "Schaafwonden",
  },
  {
    answers: { catastrophicHaemorrhage: false, walks: "yes" },
    tagged: false,
    place: "gone_home",
    age: 27,
    description: "Duizelig, drinkt water",
  },
  {
    answers: { catastrophicHaemorrhage: false, walks: "yes" },
    tagged: false,
    place: "gone_home",
    age: 31,
    description: "Kneuzing knie",
  },
  {
    answers: { catastrophicHaemorrhage: false, walks: "yes" },
    tagged: true,
    place: "at_post",
    age: 12,
    description: "Kwijt van ouders, ongedeerd",
  },
  {
    answers: { catastrophicHaemorrhage: false, walks: "no", breathing: false, breathesAfterAirway: false },
    tagged: true,
    place: "dead",
    age: 70,
    description: "Gevonden achter podium",
  },
];

/**
 * A closed exercise on the most recent past event, so the incident pages have substance: labels
 * printed, ten casualties triaged by the Sieve over half an hour, moved on, and a final count.
 */
export async function seedDemoIncident(tx: Db, organizationId: string, adminId: string, now: Date) {
  const [event] = await tx
    .select({ id: events.id, startsAt: events.startsAt })
    .from(events)
    .where(and(eq(events.organizationId, organizationId), lt(events.endsAt, now), eq(events.cancelled, false)))
    .orderBy(desc(events.endsAt))
    .limit(1);
  if (!event) return;
  const [crew] = await tx
    .select({ userId: eventAssignments.userId })
    .from(eventAssignments)
    .where(eq(eventAssignments.eventId, event.id))
    .limit(1);
  const by = crew?.userId ?? adminId;
  const prefix = "DHU";
  await tx.insert(triageTagBatches).values({ organizationId, prefix, firstNumber: 1, count: 48, createdBy: adminId });
  const start = new Date(event.startsAt.getTime() + 3 * 3_600_000);
  const minutes = (n: number) => new Date(start.getTime() + n * 60_000);
  const [incident] = await tx
    .insert(incidents)
    .values({
      organizationId,
      eventId: event.id,
      name: "Oefening hittegolf aan het hoofdpodium",
      description: "Jaarlijkse oefening met de brandweer: tien slachtoffers na een uur in de zon.",
      exercise: true,
      triageSystem: "sieve",
      declaredAt: start,
      declaredBy: adminId,
    })
    .returning({ id: incidents.id });
  if (!incident) return;
  const counts: Record<TriageCategory, number> = { T1: 0, T2: 0, T3: 0, dead: 0 };
  const timeline: (typeof incidentTimeline.$inferInsert)[] = [
    { organizationId, incidentId: incident.id, at: start, kind: "declared", actorId: adminId, details: {} },
  ];
  let tag = 0;
  for (const [i, plan] of CASUALTIES.entries()) {
    const outcome = triage("sieve", plan.answers);
    if (!("category" in outcome)) throw new Error("demo triage incomplete");
    const at = minutes(2 + i * 3);
    const tagCode = plan.tagged ? tagCodeOf(prefix, ++tag) : null;
    const [casualty] = await tx
      .insert(casualties)
      .values({
        organizationId,
        incidentId: incident.id,
        eventId: event.id,
        tagCode,
        clientId: randomUUID(),
        category: outcome.category,
        place: plan.place,
        approxAge: plan.age,
        description: plan.description,
        firstTriagedAt: at,
        lastTriagedAt: at,
        createdBy: by,
      })
      .returning({ id: casualties.id });
    if (!casualty) continue;
    counts[outcome.category] += 1;
    await tx.insert(casualtyTriages).values({
      organizationId,
      casualtyId: casualty.id,
      clientId: randomUUID(),
      category: outcome.category,
      method: "sieve",
      answers: { ...plan.answers },
      at,
      by,
    });
    timeline.push(
      {
        organizationId,
        incidentId: incident.id,
        at,
        kind: "triaged",
        actorId: by,
        details: { casualtyId: casualty.id, tagCode, category: outcome.category },
      },
      {
        organizationId,
        incidentId: incident.id,
        at: minutes(5 + i * 3),
        kind: "moved",
        actorId: by,
        details: { casualtyId: casualty.id, tagCode, from: "on_scene", to: plan.place },
      },
    );
  }
  const closedAt = minutes(45);
  timeline.push({
    organizationId,
    incidentId: incident.id,
    at: closedAt,
    kind: "closed",
    actorId: adminId,
    details: { finalCounts: counts },
  });
  await tx.insert(incidentTimeline).values(timeline);
  await tx
    .update(incidents)
    .set({
      closedAt,
      closedBy: adminId,
      finalCounts: counts,
      closingNote: "Oefening geslaagd; draagstoelen sneller aan het podium.",
    })
    .where(eq(incidents.id, incident.id));
}
