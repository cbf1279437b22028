import { randomUUID } from "node:crypto";
import { ORG_CHANNEL } from "@hulppost/shared/chat";
import { and, asc, eq, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { chatMessages, chatReads, eventAssignments, events, profiles, userOrganizations } from "../db/schema/index";

/** Who writes: the admin, the demo caregiver, or the n-th other person of the channel. */
type Author = "admin" | "caregiver" | number;
type Line = [minutesAgo: number, author: Author, body: string];

/**
 * The organisation's channel over the last days: planning, material and training, as a Flemish
 * first-aid service writes them. Times are minutes before the seed, so the order always holds.
 */
const ORGANIZATION_LINES: Line[] = [
  [
    3 * 1440 + 120,
    "admin",
    "Dag allemaal! De planning tot eind volgende maand staat online. Wie nog een post wil opnemen op de Kerstmarkt in Gent: laat je interesse zien bij het evenement.",
  ],
  [3 * 1440 + 95, 0, "Ik kan de zaterdag doen, de zondag helaas niet."],
  [2 * 1440 + 300, "caregiver", "Heeft iemand de AED in tent 2 al nagekeken? Het lampje knipperde na de scholencross."],
  [2 * 1440 + 240, "admin", "Goed gezien, Lotte. Er zijn nieuwe elektroden besteld; ze liggen vrijdag in het lokaal."],
  [1440 + 60, 1, "Herinnering: bijscholing reanimatie donderdag om 19.30 uur in het lokaal. Koffie staat klaar ☕"],
];

/** The live festival's channel today: the post at work. */
const EVENT_LINES: Line[] = [
  [190, "admin", "Briefing over een kwartier aan de hoofdpost naast de ingang. Vergeet jullie fluohesje niet."],
  [175, 0, "Ziekenwagen 1 staat klaar aan de noordingang."],
  [120, "caregiver", "Tent 2 heeft nog extra coldpacks nodig. Komt er iemand langs de hoofdpost?"],
  [114, 1, "Ik breng er straks vijf mee."],
  [40, 0, "Druk aan het hoofdpodium, we sturen iemand met de draagstoel. Blijf bereikbaar op de portofoon, kanaal 2."],
  [15, "admin", "Het wordt warm vanmiddag: let op uitdroging en deel water uit aan wie lang in de zon staat."],
];

/** The messages the demo caregiver has read in each channel: the last ones stay unread. */
const READ_UP_TO = { organization: 3, event: 3 };

interface Cast {
  admin: string;
  caregiver: string;
  others: string[];
}

async function insertLines(
  tx: Db,
  organizationId: string,
  eventId: string | null,
  cast: Cast,
  lines: Line[],
  now: Date,
) {
  const rows = lines.map(([minutesAgo, author, body]) => ({
    id: randomUUID(),
    organizationId,
    eventId,
    authorId:
      author === "admin"
        ? cast.admin
        : author === "caregiver"
          ? cast.caregiver
          : (cast.others[author % Math.max(cast.others.length, 1)] ?? cast.admin),
    body,
    createdAt: new Date(now.getTime() - minutesAgo * 60_000),
  }));
  await tx.insert(chatMessages).values(rows);
  return rows;
}

/**
 * A few messages in the organisation's channel and in the live festival's, from different demo
 * people (the festival's from people assigned to it), with the demo caregiver's read marks set so
 * the unread badges and the "new messages" line show on a first look. Run after the events.
 */
export async function seedDemoChat(
  tx: Db,
  organizationId: string,
  people: { admin: string; caregiver: string },
  now: Date,
) {
  const organizationCast: Cast = {
    ...people,
    others: (
      await tx
        .select({ id: profiles.userId })
        .from(profiles)
        .innerJoin(userOrganizations, eq(userOrganizations.userId, profiles.userId))
        .where(and(eq(userOrganizations.organizationId, organizationId), eq(profiles.isDoctor, true)))
        .orderBy(asc(profiles.lastName))
        .limit(2)
    ).map((p) => p.id),
  };
  const organization = await insertLines(tx, organizationId, null, organizationCast, ORGANIZATION_LINES, now);
  const readMarks = [
    {
      userId: people.caregiver,
      organizationId,
      channel: ORG_CHANNEL,
      createdAt: organization[READ_UP_TO.organization]?.createdAt,
    },
  ];

  const [festival] = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.organizationId, organizationId), eq(events.name, "Festival Vijverpark")));
  if (festival) {
    const assigned = await tx
      .select({ id: eventAssignments.userId })
      .from(eventAssignments)
      .innerJoin(profiles, eq(profiles.userId, eventAssignments.userId))
      .where(and(eq(eventAssignments.eventId, festival.id), ne(eventAssignments.userId, people.caregiver)))
      .orderBy(asc(profiles.lastName));
    const festivalCast: Cast = { ...people, others: assigned.map((a) => a.id) };
    const lines = await insertLines(tx, organizationId, festival.id, festivalCast, EVENT_LINES, now);
    readMarks.push({
      userId: people.caregiver,
      organizationId,
      channel: festival.id,
      createdAt: lines[READ_UP_TO.event]?.createdAt,
    });
  }
  await tx.insert(chatReads).values(
    readMarks.map((mark) => ({
      userId: mark.userId,
      organizationId: mark.organizationId,
      channel: mark.channel,
      lastReadAt: mark.createdAt ?? now,
    })),
  );
}
