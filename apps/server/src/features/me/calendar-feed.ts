import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import ical, { ICalEventStatus } from "ical-generator";
import type { Db } from "../../db/client";
import { profiles } from "../../db/schema/index";
import { notFound } from "../../http/errors";

export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

export function feedUrl(origin: string, token: string | null): string | null {
  return token ? `${origin}/api/calendar/${token}.ics` : null;
}

export async function currentFeedToken(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ token: profiles.calendarToken }).from(profiles).where(eq(profiles.userId, userId));
  return row?.token ?? null;
}

/** A new secret address; the old one stops working at once. */
export async function rotateFeedToken(db: Db, userId: string): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await db.update(profiles).set({ calendarToken: token }).where(eq(profiles.userId, userId));
  return token;
}

export async function revokeFeedToken(db: Db, userId: string): Promise<void> {
  await db.update(profiles).set({ calendarToken: null }).where(eq(profiles.userId, userId));
}

/**
 * The person's shifts as an iCalendar feed for their phone's calendar: events they are assigned to
 * in organisations they still belong to and that are active (a deactivated organisation's events
 * are out of sight everywhere, the feed included), from three months back on.
 */
export async function renderFeed(db: Db, token: string, origin: string): Promise<string> {
  if (!CALENDAR_TOKEN_PATTERN.test(token)) throw notFound("No such calendar");
  const [person] = await db
    .select({ userId: profiles.userId, firstName: profiles.firstName })
    .from(profiles)
    .where(eq(profiles.calendarToken, token));
  if (!person) throw notFound("No such calendar");
  const result = await db.execute(sql`
    select e.id, e.name, e.starts_at, e.ends_at, e.location, e.address, e.description, e.cancelled, e.updated_at,
           e.hospital_name, e.contact_name, e.contact_phone, a.qualification, o.display_name
    from event_assignments a
    join events e on e.id = a.event_id
    join organizations o on o.id = e.organization_id
    join user_organizations uo on uo.organization_id = e.organization_id and uo.user_id = a.user_id
    where a.user_id = ${person.userId} and o.active and e.ends_at > now() - interval '90 days'
    order by e.starts_at`);
  const calendar = ical({
    name: "Hulppost",
    prodId: { company: "Hulppost", product: "Hulppost", language: "NL" },
    ttl: 3600,
  });
  for (const r of result.rows as Record<string, unknown>[]) {
    const description = [
      r.display_name,
      r.description,
      r.contact_name ? `${r.contact_name} ${r.contact_phone ?? ""}`.trim() : null,
      r.hospital_name,
    ]
      .filter(Boolean)
      .join("\n");
    calendar.createEvent({
      id: `${r.id}@hulppost`,
      start: new Date(r.starts_at as string),
      end: new Date(r.ends_at as string),
      summary: String(r.name),
      location: [r.location, r.address].filter(Boolean).join(", ") || undefined,
      description,
      url: `${origin}/dashboard/event-detail?id=${r.id}`,
      status: r.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      lastModified: new Date(r.updated_at as string),
    });
  }
  return calendar.toString();
}
