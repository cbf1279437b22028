import type { ForecastSeries, OrganizationInsightsView } from "@hulppost/shared/insights";
import { ARBON_2001 } from "@hulppost/shared/staffing/arbon";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { requireEvent } from "../events/events.service";
import { forecastOf, ownRates, ownRatesByYear } from "../events/forecast.service";

/**
 * The event's forecast per hour from its start beside the patients registered in each of those hours (decision 052),
 * so an organisation sees where the average was wrong. A patient registered before the start counts in the first
 * hour, one after the end in the last. The forecast uses today's rates (the paper's, or the organisation's own from
 * its other past events), not those of the day the event was planned. Null while the event has no risk.
 */
export async function forecastAgainstActual(
  db: Db,
  organizationId: string,
  eventId: string,
): Promise<ForecastSeries | null> {
  const event = await requireEvent(db, organizationId, eventId);
  // Without a risk there is nothing to learn from: no own rates are read.
  if (!event.risk) return null;
  const forecast = forecastOf(event, await ownRates(db, organizationId, eventId));
  const first = forecast.arbon?.byHour[0];
  if (!forecast.arbon || !first) return null;
  const last = forecast.arbon.byHour.length - 1;
  const result = await db.execute(sql`
    select least(greatest(floor(extract(epoch from p.arrived_at - ${new Date(first.startsAt)}::timestamptz) / 3600), 0),
      ${last})::int as slot, count(*)::int as n
    from patients p
    where p.organization_id = ${organizationId}::uuid and p.event_id = ${eventId}::uuid
    group by 1`);
  const actual = new Map((result.rows as { slot: number; n: number }[]).map((row) => [Number(row.slot), row.n]));
  const hours = forecast.arbon.byHour.map((hour, i) => ({
    startsAt: hour.startsAt,
    forecast: Math.round(hour.patients * 100) / 100,
    actual: actual.get(i) ?? 0,
  }));
  return {
    rateSource: forecast.arbon.rateSource,
    presentationRatePer1000: forecast.arbon.presentationRatePer1000,
    forecastTotal: Math.round(forecast.arbon.patientsTotal * 100) / 100,
    actualTotal: hours.reduce((sum, hour) => sum + hour.actual, 0),
    hours,
  };
}

/** The rate the organisation learned, over all its seasons and per year, beside Arbon's pooled rate. */
export async function learnedRates(
  db: Db,
  organizationId: string,
  timeZone: string,
): Promise<OrganizationInsightsView["ownRates"]> {
  return {
    arbonRatePer1000: ARBON_2001.presentationRatePer1000,
    ...(await ownRatesByYear(db, organizationId, timeZone)),
  };
}
