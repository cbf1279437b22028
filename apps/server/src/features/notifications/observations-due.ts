import { DEFAULT_OBSERVATION_INTERVALS } from "@hulppost/shared/notifications";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { JobQueue, NoPayload } from "../../platform/jobs/queue";
import type { Logger } from "../../platform/logger";
import { notify } from "./notify";

/** The sweep that tells a patient's caregiver their next observation is due (decision 046). */
export const OBSERVATION_SWEEP_JOB = "notifications.observations";

declare module "../../platform/jobs/queue" {
  interface JobPayloads {
    [OBSERVATION_SWEEP_JOB]: NoPayload;
  }
}

const SWEEP_EVERY_MS = 60_000;
/** A due time older than this is a record left open after the post closed, not a patient waiting. */
const FORGOTTEN_AFTER_HOURS = 12;
/** Rows per run: the next run, a minute on, takes the rest. */
const SWEEP_LIMIT = 500;

const minutes = (band: keyof typeof DEFAULT_OBSERVATION_INTERVALS, settings: SQLWrapper) =>
  sql`coalesce((${settings}->>${band})::int, ${DEFAULT_OBSERVATION_INTERVALS[band]})`;

/**
 * When a patient's next observation is due, or null when none is (not under treatment, or gone):
 * the latest measurement plus the organisation's interval of its NEWS2 band (0: none; 1–4: low;
 * a single 3 or 5–6: medium; 7+: high), a measurement without a NEWS2 (a partial set) the low
 * band's; without any measurement, arrival plus the `none` interval. `settings` is the
 * organisation's organization_settings.observation_intervals (null: the defaults).
 */
export function nextObservationAt(p: {
  status: SQLWrapper;
  dischargedAt: SQLWrapper;
  arrivedAt: SQLWrapper;
  latestVitalsAt: SQLWrapper;
  latestNews2Total: SQLWrapper;
  latestNews2Risk: SQLWrapper;
  settings: SQLWrapper;
}): SQL {
  return sql`case when ${p.status} = 'under_treatment' and ${p.dischargedAt} is null then
    coalesce(${p.latestVitalsAt}, ${p.arrivedAt}) + make_interval(mins => case
      when ${p.latestVitalsAt} is null then ${minutes("none", p.settings)}
      when ${p.latestNews2Total} is null then ${minutes("low", p.settings)}
      when ${p.latestNews2Risk} = 'high' then ${minutes("high", p.settings)}
      when ${p.latestNews2Risk} in ('medium', 'low_medium') then ${minutes("medium", p.settings)}
      when ${p.latestNews2Total} = 0 then ${minutes("none", p.settings)}
      else ${minutes("low", p.settings)} end)
  end`;
}

const DUE = nextObservationAt({
  status: sql`p.status`,
  dischargedAt: sql`p.discharged_at`,
  arrivedAt: sql`p.arrived_at`,
  latestVitalsAt: sql`p.latest_vitals_at`,
  latestNews2Total: sql`p.latest_news2_total`,
  latestNews2Risk: sql`p.latest_news2_risk`,
  settings: sql`s.observation_intervals`,
});

interface DueRow extends Record<string, unknown> {
  id: string;
  organization_id: string;
  event_id: string;
  created_by: string;
  post: string;
  basis: string;
}

/**
 * Alerts the caregiver who registered each patient whose observation is due, once per due time:
 * the dedupe key names the measurement it follows (or the arrival), so a sweep that runs again,
 * or in a second process at the same moment, writes nothing more. Patients under treatment only,
 * found through their partial index by the time of their last observation; a caregiver who left
 * the organisation is not alerted. Answers how many alerts it wrote.
 */
export async function sweepDueObservations(db: Db, jobs: JobQueue): Promise<number> {
  const due = await db.execute<DueRow>(sql`
    select p.id, p.organization_id, p.event_id, p.created_by, e.name as post, b.basis
    from patients p
    join events e on e.id = p.event_id and e.organization_id = p.organization_id
    join user_organizations m on m.user_id = p.created_by and m.organization_id = p.organization_id
    left join organization_settings s on s.organization_id = p.organization_id
    cross join lateral (select coalesce((select v.id::text from vital_signs v where v.patient_id = p.id
      order by v.measured_at desc, v.created_at desc limit 1), 'arrival') as basis) b
    where p.status = 'under_treatment' and p.discharged_at is null
      and coalesce(p.latest_vitals_at, p.arrived_at) <= now() - interval '1 minute'
      and coalesce(p.latest_vitals_at, p.arrived_at) > now() - make_interval(hours => ${FORGOTTEN_AFTER_HOURS + 4})
      and ${DUE} <= now() and ${DUE} > now() - make_interval(hours => ${FORGOTTEN_AFTER_HOURS})
      and not exists (select 1 from notifications n
        where n.user_id = p.created_by and n.dedupe_key = 'obs:' || p.id || ':' || b.basis)
    limit ${SWEEP_LIMIT}`);
  if (!due.rows.length) return 0;
  const written = await db.transaction(async (tx) => {
    let count = 0;
    for (const row of due.rows) {
      const { ids } = await notify(tx, jobs, {
        organizationId: row.organization_id,
        kind: "observationDue",
        params: { post: row.post },
        link: `/dashboard/patient?id=${row.id}`,
        eventId: row.event_id,
        patientId: row.id,
        dedupeKey: `obs:${row.id}:${row.basis}`,
        recipients: [{ userId: row.created_by }],
      });
      count += ids.length;
    }
    return count;
  });
  if (written) jobs.wake();
  return written;
}

/**
 * Runs the sweep every minute through the durable job queue, as the location sweep does: each run
 * schedules the next, and a starting process makes sure one is pending. Two sweeps at once (two
 * processes that started together) write each alert once all the same: the dedupe key.
 */
export async function scheduleObservationSweep(db: Db, jobs: JobQueue, logger: Logger) {
  const next = () => ({ runAt: new Date(Date.now() + SWEEP_EVERY_MS) });
  jobs.register(OBSERVATION_SWEEP_JOB, async () => {
    const written = await sweepDueObservations(db, jobs);
    if (written) logger.info({ written }, "observations due: caregivers alerted");
    await jobs.enqueue(OBSERVATION_SWEEP_JOB, {}, next());
  });
  const pending = await db.execute(
    sql`select 1 from jobs where type = ${OBSERVATION_SWEEP_JOB} and status in ('pending', 'running') limit 1`,
  );
  if (!pending.rows.length) await jobs.enqueue(OBSERVATION_SWEEP_JOB, {}, next());
}
