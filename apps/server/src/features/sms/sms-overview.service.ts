import { PLAN_LIMITS } from "@hulppost/shared/constants";
import { centsToEuro } from "@hulppost/shared/pricing";
import type { SmsOverviewView } from "@hulppost/shared/sms";
import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { organizations } from "../../db/schema/index";
import { localDate, localToInstant } from "../../platform/time";

/** The calendar month of an instant in the planning time zone, and its bounds as instants. */
export function monthOf(now: Date, timeZone: string) {
  const month = localDate(now, timeZone).slice(0, 7);
  const [year = 0, m = 1] = month.split("-").map(Number);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
  return {
    month,
    start: localToInstant(`${month}-01`, "00:00", timeZone),
    end: localToInstant(`${next}-01`, "00:00", timeZone),
  };
}

/**
 * The texts the provider took for an organisation in [start, end): each recipient's parts and the
 * SMS price in force when it was sent (a price change mid-month bills the parts before it at the
 * old price), by the (key, effective_from) index. The one definition the SMS center's estimate
 * and the billing tab's usage overview both sum.
 */
export function smsPartsSent(organizationId: string, start: Date, end: Date) {
  return sql`
    select r.parts, price.amount_cents as unit_cents
    from sms_recipients r
    left join lateral (
      select amount_cents from price_changes
      where key = 'sms_per_message' and effective_from <= r.sent_at
      order by effective_from desc, created_at desc limit 1
    ) price on true
    where r.organization_id = ${organizationId} and r.sent_at >= ${start.toISOString()}::timestamptz
      and r.sent_at < ${end.toISOString()}::timestamptz`;
}

/**
 * The SMS center's header: which provider sends, whether the plan has SMS, and this month's use.
 * Use counts what the provider accepted (sent_at is set only then), each part billed (decision 030).
 */
export async function smsOverview(deps: AppDeps, organizationId: string, now = new Date()): Promise<SmsOverviewView> {
  const [org] = await deps.db
    .select({ plan: organizations.plan })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const { month, start, end } = monthOf(now, deps.config.APP_TIMEZONE);
  const result = await deps.db.execute(sql`
    select count(*)::int as messages, coalesce(sum(parts), 0)::int as parts,
      coalesce(sum(parts * unit_cents), 0)::bigint as cost_cents
    from (${smsPartsSent(organizationId, start, end)}) sent`);
  const usage = result.rows[0] as { messages: number; parts: number; cost_cents: number | string } | undefined;
  const parts = Number(usage?.parts ?? 0);
  return {
    provider: { kind: deps.sms.kind, sender: deps.sms.sender },
    allowed: org ? PLAN_LIMITS[org.plan].sms : false,
    usage: {
      month,
      messages: Number(usage?.messages ?? 0),
      parts,
      // Summed in cents: 3 × 0.15 must read 0.45, not 0.44999999999999996.
      costEur: centsToEuro(Number(usage?.cost_cents ?? 0)),
    },
  };
}
