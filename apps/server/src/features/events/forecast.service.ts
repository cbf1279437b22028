import type { EventView } from "@hulppost/shared/events";
import {
  buildForecast,
  type EventForecastView,
  type EventRiskBody,
  type OwnRatesView,
  ownRatesFrom,
  suggestedCounts,
} from "@hulppost/shared/staffing/forecast";
import type { EventRisk } from "@hulppost/shared/staffing/risk";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { checkEditConflict, nextEditVersion } from "../../db/edit-version";
import { writeOrgData } from "../../db/org-write";
import { events } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { fieldError, notFound } from "../../http/errors";
import { audit } from "../audit/audit.service";
import { requireEvent, updateEvent } from "./events.service";

/** Patients the post sent on to a hospital: Arbon's "transport to hospital" (decision 052). */
const TRANSPORTED = sql`status in ('hospital_referral', 'call_112')`;

/**
 * The organisation's past events a rate can be learned from (decision 052): ended, not cancelled, a risk with its
 * total attendance, and at least one registered patient (an event without any is more likely one whose post did
 * not record in Hulppost than one with no patients). Each event's patients come from the (event, arrival) index.
 */
function learnedEvents(organizationId: string, besides: SQL = sql`true`) {
  return sql`
    select e.starts_at, (e.risk->>'attendanceTotal')::bigint as attendance, p.n as patients, p.t as transports
    from events e
    join lateral (
      select count(*)::int as n, count(*) filter (where ${TRANSPORTED})::int as t
      from patients where event_id = e.id
    ) p on p.n > 0
    where e.organization_id = ${organizationId}::uuid and e.risk is not null and not e.cancelled
      and e.ends_at <= now() and ${besides}`;
}

type SumRow = { events: number; attendance: string | number | null; patients: number; transports: number };
const sums = (row: SumRow | undefined) => ({
  events: Number(row?.events ?? 0),
  attendance: Number(row?.attendance ?? 0),
  patients: Number(row?.patients ?? 0),
  transports: Number(row?.transports ?? 0),
});

/** The organisation's own rates in one aggregate statement, leaving out the event being forecast. */
export async function ownRates(db: Db, organizationId: string, exceptEventId?: string): Promise<OwnRatesView> {
  const besides = exceptEventId ? sql`e.id <> ${exceptEventId}::uuid` : sql`true`;
  const result = await db.execute(sql`
    select count(*)::int as events, sum(attendance)::bigint as attendance,
      coalesce(sum(patients), 0)::int as patients, coalesce(sum(transports), 0)::int as transports
    from (${learnedEvents(organizationId, besides)}) x`);
  return ownRatesFrom(sums(result.rows[0] as SumRow | undefined));
}

/** The own rates per local calendar year of the start and over all years, in one grouping-sets statement. */
export async function ownRatesByYear(db: Db, organizationId: string, timeZone: string) {
  const result = await db.execute(sql`
    select grouping(year)::int as gy, year, count(*)::int as events, sum(attendance)::bigint as attendance,
      coalesce(sum(patients), 0)::int as patients, coalesce(sum(transports), 0)::int as transports
    from (
      select x.*, extract(year from x.starts_at at time zone ${timeZone})::int as year
      from (${learnedEvents(organizationId)}) x
    ) y
    group by grouping sets ((year), ())
    order by year`);
  const rows = result.rows as (SumRow & { gy: number; year: number | null })[];
  const overall = rows.find((row) => row.gy === 1);
  return {
    overall: ownRatesFrom(sums(overall)),
    years: rows.filter((row) => row.gy === 0).map((row) => ({ year: Number(row.year), ...ownRatesFrom(sums(row)) })),
  };
}

type EventRow = typeof events.$inferSelect;

export function forecastOf(event: EventRow, own: OwnRatesView): EventForecastView {
  return buildForecast({
    eventId: event.id,
    version: event.version,
    risk: event.risk ?? null,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    current: {
      doctors: event.requiredDoctors,
      nurses: event.requiredNurses,
      firstAiders: event.requiredFirstAiders,
      ambulances: event.requiredAmbulances,
      tents: event.requiredTents,
    },
    ownRates: own,
  });
}

/** An event's forecast: two statements whatever the organisation's history (the event, then one aggregate). */
export async function eventForecast(db: Db, organizationId: string, eventId: string): Promise<EventForecastView> {
  const event = await requireEvent(db, organizationId, eventId);
  return forecastOf(event, await ownRates(db, organizationId, eventId));
}

/** Keys in one order, so a risk sent with its fields in another order is the same risk (jsonb sorts its keys). */
const canonical = (risk: EventRisk | null) =>
  risk === null
    ? "null"
    : JSON.stringify(Object.fromEntries(Object.entries(risk).sort(([a], [b]) => a.localeCompare(b))));

/**
 * Sets or clears an event's risk. The risk is one field of the event's edit version (decision 036): a form loaded
 * before someone else changed it is a 409; repeating the stored risk changes nothing and raises no version.
 */
export async function updateEventRisk(
  deps: AppDeps,
  access: OrgAccess,
  eventId: string,
  body: EventRiskBody,
  ip: string,
): Promise<EventForecastView> {
  await writeOrgData(deps.db, access.organizationId, async (tx, changes) => {
    const [current] = await tx
      .select()
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.organizationId, access.organizationId)))
      .for("update");
    if (!current) throw notFound("Event not found or deleted", "EVENT_NOT_FOUND");
    const changed = canonical(current.risk ?? null) === canonical(body.risk) ? [] : ["risk"];
    checkEditConflict(current, changed, body.version);
    if (!changed.length) return changes.none();
    await tx
      .update(events)
      .set({ risk: body.risk, updatedAt: new Date(), ...nextEditVersion(current, changed) })
      .where(eq(events.id, eventId));
    await audit(tx, {
      action: "event.risk_update",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "event",
      targetId: eventId,
      details: { risk: body.risk },
      ipAddress: ip,
    });
  });
  return eventForecast(deps.db, access.organizationId, eventId);
}

/**
 * Sets the event's required counts to the suggestion through the event's own update, so the version check, the
 * audit line and the vacancy alerts for posts it newly needs are the ones every event change has.
 */
export async function applySuggestedStaffing(
  deps: AppDeps,
  access: OrgAccess,
  eventId: string,
  version: number | undefined,
  ip: string,
): Promise<EventView> {
  const event = await requireEvent(deps.db, access.organizationId, eventId);
  // The suggestion the page showed came from the risk it loaded: a risk changed since by someone else asks first.
  checkEditConflict(event, ["risk"], version);
  const forecast = forecastOf(event, await ownRates(deps.db, access.organizationId, eventId));
  if (!forecast.suggestion) throw fieldError("risk", "required");
  const counts = suggestedCounts(forecast.suggestion);
  return updateEvent(
    deps,
    access,
    eventId,
    {
      requiredDoctors: counts.doctors,
      requiredNurses: counts.nurses,
      requiredFirstAiders: counts.firstAiders,
      requiredAmbulances: counts.ambulances,
      requiredTents: counts.tents,
      version,
    },
    ip,
  );
}
