import { QUALIFICATIONS, type Qualification } from "@hulppost/shared/constants";
import { OUTCOMES, PATIENT_STATUSES, PATIENT_TYPES, URGENCIES } from "@hulppost/shared/patients";
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { OrgAccess } from "../../../http/context";
import { requireEventPost } from "../patient-access";
import { loadPaperEvent, type PaperEvent } from "./papers.service";

type Counts<T extends readonly string[]> = Record<T[number], number>;

/** The counts of an event's report: no names, no record ids, nothing that points to a person. */
export interface EventReportData {
  organization: string;
  event: PaperEvent;
  total: number;
  byUrgency: Counts<typeof URGENCIES>;
  byStatus: Counts<typeof PATIENT_STATUSES>;
  byOutcome: Counts<typeof OUTCOMES> & { none: number };
  byType: Counts<typeof PATIENT_TYPES> & { none: number };
  /** Local hours of arrival ("2026-06-21T14") with their counts, in order; hours without arrivals are left out. */
  byHour: { hour: string; count: number }[];
  referrals: number;
  calls112: number;
  staffing: { qualification: Qualification; required: number; assigned: number }[];
  /** Tents and ambulances required, and assigned (the assets placed on the event). */
  equipment: { tents: number; ambulances: number; tentsAssigned: number; ambulancesAssigned: number };
}

const zeros = <T extends readonly string[]>(keys: T) => Object.fromEntries(keys.map((k) => [k, 0])) as Counts<T>;

type GroupRow = {
  gu: number;
  gs: number;
  go: number;
  gt: number;
  gh: number;
  urgency: string | null;
  status: string | null;
  outcome: string | null;
  type: string | null;
  hour: string | null;
  n: number;
};

/**
 * An event's report for its organiser and the medical authority. Three statements
 * whatever the number of patients: every breakdown in one grouping-sets pass, the referrals and
 * 112 calls (from the current status and the status history, so a referral later completed still
 * counts), and the staffing.
 */
export async function loadEventReport(
  db: Db,
  access: OrgAccess,
  eventId: string,
  timeZone: string,
): Promise<EventReportData> {
  await requireEventPost(db, access, eventId);
  const org = access.organizationId;
  const [{ organization, event }, groups, flows, staffing] = await Promise.all([
    loadPaperEvent(db, access, eventId),
    db.execute(sql`
      select grouping(urgency)::int as gu, grouping(status)::int as gs, grouping(outcome)::int as go,
        grouping(type)::int as gt, grouping(hour)::int as gh, urgency, status, outcome, type, hour,
        count(*)::int as n
      from (
        select urgency, status, outcome, type,
          to_char(date_trunc('hour', arrived_at at time zone ${timeZone}), 'YYYY-MM-DD"T"HH24') as hour
        from patients where organization_id = ${org}::uuid and event_id = ${eventId}::uuid
      ) p
      group by grouping sets ((urgency), (status), (outcome), (type), (hour), ())`),
    db.execute(sql`
      select
        count(*) filter (where p.status = 'hospital_referral' or p.outcome = 'hospital' or exists (
          select 1 from patient_history h where h.patient_id = p.id and h.kind = 'status'
            and h.changes @> '[{"to": "hospital_referral"}]'::jsonb))::int as referrals,
        count(*) filter (where p.status = 'call_112' or exists (
          select 1 from patient_history h where h.patient_id = p.id and h.kind = 'status'
            and h.changes @> '[{"to": "call_112"}]'::jsonb))::int as calls112
      from patients p where p.organization_id = ${org}::uuid and p.event_id = ${eventId}::uuid`),
    db.execute(sql`
      select e.required_doctors as doctor, e.required_nurses as nurse, e.required_first_aiders as first_aider,
        e.required_tents as tents, e.required_ambulances as ambulances,
        (select count(*) from event_assets ea join infrastructure_assets ia on ia.id = ea.asset_id
          where ea.event_id = e.id and ia.type = 'tent')::int as tents_assigned,
        (select count(*) from event_assets ea join infrastructure_assets ia on ia.id = ea.asset_id
          where ea.event_id = e.id and ia.type = 'ambulance')::int as ambulances_assigned,
        count(a.id) filter (where a.qualification = 'doctor')::int as doctor_assigned,
        count(a.id) filter (where a.qualification = 'nurse')::int as nurse_assigned,
        count(a.id) filter (where a.qualification = 'first_aider')::int as first_aider_assigned
      from events e left join event_assignments a on a.event_id = e.id
      where e.id = ${eventId}::uuid and e.organization_id = ${org}::uuid
      group by e.id`),
  ]);

  const report: EventReportData = {
    organization,
    event,
    total: 0,
    byUrgency: zeros(URGENCIES),
    byStatus: zeros(PATIENT_STATUSES),
    byOutcome: { ...zeros(OUTCOMES), none: 0 },
    byType: { ...zeros(PATIENT_TYPES), none: 0 },
    byHour: [],
    referrals: 0,
    calls112: 0,
    staffing: [],
    equipment: { tents: 0, ambulances: 0, tentsAssigned: 0, ambulancesAssigned: 0 },
  };
  const bump = (counts: Record<string, number>, key: string | null, n: number) => {
    const k = key ?? "none";
    if (k in counts) counts[k] = n;
  };
  for (const row of groups.rows as GroupRow[]) {
    const n = Number(row.n);
    if (row.gu === 0) bump(report.byUrgency, row.urgency, n);
    else if (row.gs === 0) bump(report.byStatus, row.status, n);
    else if (row.go === 0) bump(report.byOutcome, row.outcome, n);
    else if (row.gt === 0) bump(report.byType, row.type, n);
    else if (row.gh === 0 && row.hour) report.byHour.push({ hour: row.hour, count: n });
    else report.total = n;
  }
  report.byHour.sort((a, b) => a.hour.localeCompare(b.hour));
  const flow = (flows.rows[0] ?? {}) as { referrals?: number; calls112?: number };
  report.referrals = Number(flow.referrals ?? 0);
  report.calls112 = Number(flow.calls112 ?? 0);
  const s = (staffing.rows[0] ?? {}) as Record<string, number>;
  report.staffing = QUALIFICATIONS.map((q) => ({
    qualification: q,
    required: Number(s[q] ?? 0),
    assigned: Number(s[`${q}_assigned`] ?? 0),
  }));
  report.equipment = {
    tents: Number(s.tents ?? 0),
    ambulances: Number(s.ambulances ?? 0),
    tentsAssigned: Number(s.tents_assigned ?? 0),
    ambulancesAssigned: Number(s.ambulances_assigned ?? 0),
  };
  return report;
}
