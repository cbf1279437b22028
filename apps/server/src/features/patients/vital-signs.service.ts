import { scoreNews2 } from "@hulppost/shared/clinical/news2";
import type { VitalSignsView, vitalSignsBody } from "@hulppost/shared/vital-signs";
import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { dataVersionBump } from "../../db/org-write";
import { profiles, vitalSigns } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { conflict } from "../../http/errors";
import type { JobQueue } from "../../platform/jobs/queue";
import { alertClinical, clinicalLevel } from "../notifications/clinical-alerts";
import { patientNotFound, requirePatient, seesAllPatients } from "./patient-access";
import { effectiveEditTime } from "./patient-merge";
import { toVitalSignsView } from "./patient-views";

type VitalsInput = z.output<typeof vitalSignsBody>;
type VitalsRow = typeof vitalSigns.$inferSelect;

/** The measurements of a record, newest first, each with its NEWS2 and the points of each value. */
export async function listVitalSigns(db: Db, access: OrgAccess, patientId: string): Promise<VitalSignsView[]> {
  const patient = await requirePatient(db, access, patientId);
  const rows = await db
    .select({ v: vitalSigns, recorderFirst: profiles.firstName, recorderLast: profiles.lastName })
    .from(vitalSigns)
    .leftJoin(profiles, eq(profiles.userId, vitalSigns.recordedBy))
    .where(eq(vitalSigns.patientId, patient.id))
    .orderBy(desc(vitalSigns.measuredAt), desc(vitalSigns.createdAt))
    .limit(1000);
  return rows.map((r) =>
    toVitalSignsView({ ...r.v, recorderFirst: r.recorderFirst, recorderLast: r.recorderLast }, patient.spo2Scale2),
  );
}

/**
 * Adds a measurement. NEWS2 is computed here, on the server, on the record's SpO2 scale; the id is
 * the client's, so the same measurement sent twice is stored once and answered the same.
 *
 * One statement does it all, atomically: find the patient (as the person may reach it) and lock
 * it, store the measurement, move the record's newest score (only for a measurement at least as
 * new), write the history and the audit line, and raise the data version under which the patient
 * list is cached. A nurse adds measurements all night; one round trip keeps that quick.
 *
 * A score that alerts (NEWS2 5 or more, or a single parameter scoring 3, on either scale) makes it
 * a transaction: the clinical alert is written with the measurement or not at all, and the queue
 * is woken after the commit so that its sending starts at once (decision 046).
 */
export async function addVitalSigns(
  db: Db,
  jobs: JobQueue,
  access: OrgAccess,
  patientId: string,
  input: VitalsInput,
  ip: string,
): Promise<{ created: boolean; vitals: VitalSignsView; eventId: string | null }> {
  const { id, measuredAt, recordedAt, ...values } = input;
  // A measurement sent later (field mode) is in the history at the moment it was entered.
  const enteredAt = effectiveEditTime(recordedAt).toISOString();
  // Both scales are scored here; the statement picks the one the record uses.
  const scale1 = scoreNews2(values);
  const scale2 = scoreNews2(values, { scale2: true });
  const at = measuredAt ?? new Date().toISOString();
  const userId = access.viewer.userId;
  const org = access.organizationId;
  const mayAlert = clinicalLevel(scale1) !== "none" || clinicalLevel(scale2) !== "none";
  const reach = seesAllPatients(access)
    ? sql`true`
    : sql`exists (select 1 from event_assignments a where a.event_id = p.event_id and a.user_id = ${userId}::uuid)`;
  const statement = sql`
    with p as (
      select p.id, p.spo2_scale2, p.event_id from patients p
      where p.id = ${patientId}::uuid and p.organization_id = ${org}::uuid and ${reach}
      for update
    ), ins as (
      insert into vital_signs (id, organization_id, patient_id, measured_at, systolic, diastolic, heart_rate,
        respiratory_rate, temperature, spo2, on_oxygen, consciousness, pain, glucose, news2_total, news2_risk,
        recorded_by)
      select ${id}::uuid, ${org}::uuid, p.id, ${at}::timestamptz, ${values.systolic}::smallint,
        ${values.diastolic}::smallint, ${values.heartRate}::smallint, ${values.respiratoryRate}::smallint,
        ${values.temperature}::numeric, ${values.spo2}::smallint, ${values.onOxygen}::boolean,
        ${values.consciousness}::text, ${values.pain}::smallint, ${values.glucose}::numeric,
        case when p.spo2_scale2 then ${scale2.total}::smallint else ${scale1.total}::smallint end,
        case when p.spo2_scale2 then ${scale2.risk}::text else ${scale1.risk}::text end,
        ${userId}::uuid
      from p
      on conflict (id) do nothing
      returning *
    ), moved as (
      update patients t set
        latest_news2_total = case when t.latest_vitals_at is null or t.latest_vitals_at <= ins.measured_at
          then ins.news2_total else t.latest_news2_total end,
        latest_news2_risk = case when t.latest_vitals_at is null or t.latest_vitals_at <= ins.measured_at
          then ins.news2_risk else t.latest_news2_risk end,
        latest_vitals_at = greatest(t.latest_vitals_at, ins.measured_at),
        treated_by = ${userId}::uuid, updated_by = ${userId}::uuid, updated_at = now()
      from ins where t.id = ins.patient_id
    ), history as (
      insert into patient_history (patient_id, organization_id, at, kind, actor_user_id, changes)
      select ins.patient_id, ${org}::uuid, ${enteredAt}::timestamptz, 'vitals', ${userId}::uuid,
        jsonb_build_array(jsonb_build_object('field', 'news2', 'from', null, 'to', ins.news2_total))
      from ins
    ), audited as (
      insert into audit_log (action, actor_user_id, actor_email, impersonator_user_id, organization_id,
        target_type, target_id, ip_address)
      select 'vitals.create', ${userId}::uuid, ${access.viewer.email}::text, ${access.viewer.impersonatedBy}::uuid,
        ${org}::uuid, 'patient', ins.patient_id::text, ${ip}::text
      from ins
    ), bumped as (
      ${dataVersionBump(sql`${org}::uuid`, sql`exists (select 1 from ins)`)}
    )
    select (select count(*)::int from p) as found, (select spo2_scale2 from p) as scale2,
      (select event_id from p) as event_id, (select row_to_json(ins) from ins) as created`;
  type Row = {
    found: number;
    scale2: boolean | null;
    event_id: string | null;
    created: Record<string, unknown> | null;
  };
  const run = async (tx: Db) => {
    const [row] = (await tx.execute(statement)).rows as Row[];
    if (!mayAlert || !row?.created || !row.event_id) return { row, alerted: false };
    const score = row.scale2 ? scale2 : scale1;
    const level = clinicalLevel(score);
    if (level === "none" || score.total === null) return { row, alerted: false };
    const { ids } = await alertClinical(tx, jobs, {
      organizationId: org,
      eventId: row.event_id,
      patientId,
      vitalsId: id,
      total: score.total,
      level,
      recordedBy: userId,
    });
    return { row, alerted: ids.length > 0 };
  };
  const { row, alerted } = mayAlert ? await db.transaction(run) : await run(db);
  if (alerted) jobs.wake();
  if (!row?.found) throw patientNotFound();
  const scale = row.scale2 ?? false;
  if (row.created) {
    const created = fromJsonRow(row.created);
    const [first, ...rest] = access.viewer.name.split(" ");
    return {
      created: true,
      eventId: row.event_id,
      vitals: toVitalSignsView({ ...created, recorderFirst: first ?? "", recorderLast: rest.join(" ") }, scale),
    };
  }
  // The id exists: the same measurement again answers it; an id of another record is refused.
  const [existing] = await db
    .select({ v: vitalSigns, recorderFirst: profiles.firstName, recorderLast: profiles.lastName })
    .from(vitalSigns)
    .leftJoin(profiles, eq(profiles.userId, vitalSigns.recordedBy))
    .where(and(eq(vitalSigns.id, id), eq(vitalSigns.patientId, patientId)));
  if (!existing) throw conflict("ID_TAKEN", "This id belongs to another measurement");
  return {
    created: false,
    eventId: row.event_id,
    vitals: toVitalSignsView(
      { ...existing.v, recorderFirst: existing.recorderFirst, recorderLast: existing.recorderLast },
      scale,
    ),
  };
}

/** A measurement as `row_to_json` gives it (snake_case, text times) in the shape of a row. */
function fromJsonRow(json: Record<string, unknown>): VitalsRow {
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: json.id as string,
    organizationId: json.organization_id as string,
    patientId: json.patient_id as string,
    measuredAt: new Date(json.measured_at as string),
    systolic: n(json.systolic),
    diastolic: n(json.diastolic),
    heartRate: n(json.heart_rate),
    respiratoryRate: n(json.respiratory_rate),
    temperature: n(json.temperature),
    spo2: n(json.spo2),
    onOxygen: (json.on_oxygen as boolean | null) ?? null,
    consciousness: (json.consciousness as VitalsRow["consciousness"]) ?? null,
    pain: n(json.pain),
    glucose: n(json.glucose),
    news2Total: n(json.news2_total),
    news2Risk: (json.news2_risk as VitalsRow["news2Risk"]) ?? null,
    recordedBy: (json.recorded_by as string | null) ?? null,
    createdAt: new Date(json.created_at as string),
  };
}
