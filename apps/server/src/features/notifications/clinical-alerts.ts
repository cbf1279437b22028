import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { JobQueue } from "../../platform/jobs/queue";
import { ESCALATE_AFTER_MS, ESCALATE_JOB } from "./escalate";
import { notify } from "./notify";

/**
 * Who a measurement alerts (decision 046, clinical rules): "urgent" (NEWS2 5–6, or a single
 * parameter scoring 3) reaches the event's doctors and post leaders; "emergency" (7 or more) also
 * the organisation's admins on duty. Only a complete set has a NEWS2 (clinical.md): a partial set
 * alerts nobody, as it shows no number.
 */
export type ClinicalLevel = "none" | "urgent" | "emergency";

export function clinicalLevel(score: { total: number | null; singleThree: boolean }): ClinicalLevel {
  if (score.total === null) return "none";
  if (score.total >= 7) return "emergency";
  if (score.total >= 5 || score.singleThree) return "urgent";
  return "none";
}

export interface MeasuredAlert {
  organizationId: string;
  eventId: string;
  patientId: string;
  vitalsId: string;
  total: number;
  level: Exclude<ClinicalLevel, "none">;
  /** Who recorded it: they saw the score as they entered it. */
  recordedBy: string;
}

/**
 * The event's doctors and post leaders; for an emergency also the admins on duty: the admins
 * assigned to the event, or, when none is, every admin of the organisation while the event is live
 * (someone who may act is always told of an emergency at a running post). Members of the
 * organisation only, each once, never the one who recorded it.
 */
async function recipientsOf(tx: Db, alert: MeasuredAlert): Promise<{ userId: string; post: string }[]> {
  const admins =
    alert.level === "emergency"
      ? sql`or (m.role = 'admin' and (a.user_id is not null or (now() between e.starts_at and e.ends_at
          and not exists (select 1 from event_assignments aa join user_organizations am
            on am.user_id = aa.user_id and am.organization_id = aa.organization_id and am.role = 'admin'
            where aa.event_id = e.id))))`
      : sql``;
  const result = await tx.execute<{ user_id: string; post: string }>(sql`
    select m.user_id, e.name as post
    from events e
    join user_organizations m on m.organization_id = e.organization_id
    left join event_assignments a on a.event_id = e.id and a.user_id = m.user_id
    where e.id = ${alert.eventId}::uuid and e.organization_id = ${alert.organizationId}::uuid
      and m.user_id <> ${alert.recordedBy}::uuid
      and ((a.qualification = 'doctor' or a.post_leader) ${admins})`);
  return result.rows.map((row) => ({ userId: row.user_id, post: row.post }));
}

/**
 * Writes the clinical alert of a new measurement in its transaction (no measurement, no alert) and
 * schedules its escalation: by SMS, three minutes on, if nobody of the group opened it. The dedupe
 * key is the measurement's: the same measurement sent again (the field queue's replay) alerts once.
 */
export async function alertClinical(tx: Db, jobs: JobQueue, alert: MeasuredAlert) {
  const recipients = await recipientsOf(tx, alert);
  const post = recipients[0]?.post ?? "";
  const { groupId, ids } = await notify(tx, jobs, {
    organizationId: alert.organizationId,
    kind: "clinical",
    params: { post, score: alert.total },
    link: `/dashboard/patient?id=${alert.patientId}`,
    eventId: alert.eventId,
    patientId: alert.patientId,
    dedupeKey: `clinical:${alert.vitalsId}`,
    recipients: recipients.map(({ userId }) => ({ userId })),
  });
  if (ids.length)
    await jobs.enqueue(
      ESCALATE_JOB,
      { groupId, organizationId: alert.organizationId },
      { runAt: new Date(Date.now() + ESCALATE_AFTER_MS) },
    );
  return { groupId, ids };
}
