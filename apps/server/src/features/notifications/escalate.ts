import { PLAN_LIMITS } from "@hulppost/shared/constants";
import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { notificationDeliveries, organizationSettings, organizations } from "../../db/schema/index";
import { smsPhone } from "../../platform/sms/phone";
import { queueSms } from "../../platform/sms/sms-queue";
import { clinicalSms } from "./deliver";

/** The durable job that texts a clinical alert's group when nobody opened it in time (decision 046). */
export const ESCALATE_JOB = "notifications.escalate";
export const ESCALATE_AFTER_MS = 3 * 60_000;

declare module "../../platform/jobs/queue" {
  interface JobPayloads {
    [ESCALATE_JOB]: { groupId: string; organizationId: string };
  }
}

/** The escalation's deliveries are kept apart from the first sending's by their target. */
const TARGET = "escalation";

interface Member extends Record<string, unknown> {
  id: string;
  user_id: string;
  event_id: string | null;
  params: Record<string, string | number | null>;
  opened: boolean;
  name: string;
  phone: string | null;
  language: string | null;
}

/**
 * Three minutes after a clinical alert, if nobody of its group opened it (any row's opened_at),
 * it goes out again as one text message to the same people, in their language, through the SMS
 * center's path (source "alert"), where the organisation has SMS (premium, SMS center on).
 * Without SMS, each row records an escalation skipped and why. Once only: the SMS center's client
 * id makes a retry of this job the same message.
 */
export function registerClinicalEscalation(deps: AppDeps) {
  deps.jobs.register(ESCALATE_JOB, async ({ groupId, organizationId }) => {
    const rows = (
      await deps.db.execute<Member>(sql`
        select n.id, n.user_id, n.event_id, n.params, n.opened_at is not null as opened,
          trim(p.first_name || ' ' || p.last_name) as name, p.phone, p.language
        from notifications n join profiles p on p.user_id = n.user_id
        where n.group_id = ${groupId}::uuid and n.organization_id = ${organizationId}::uuid
          and n.kind = 'clinical'`)
    ).rows;
    if (!rows.length || rows.some((row) => row.opened)) return;
    const [org] = await deps.db
      .select({ plan: organizations.plan, smsCenter: organizationSettings.smsCenterEnabled })
      .from(organizations)
      .leftJoin(organizationSettings, eq(organizationSettings.organizationId, organizations.id))
      .where(eq(organizations.id, organizationId));
    const hasSms = !!org && PLAN_LIMITS[org.plan].sms && org.smsCenter !== false;
    const texted = rows.flatMap((row) => {
      const phone = row.phone ? smsPhone(row.phone) : null;
      return hasSms && phone ? [{ row, phone, text: clinicalSms(row.language, row.params) }] : [];
    });
    const [first] = texted;
    if (first)
      await queueSms(deps.db, deps.jobs, {
        organizationId,
        eventId: first.row.event_id,
        // The group's id (a uuid, as the SMS center's client ids are): a retry is the same message.
        clientId: groupId,
        text: first.text,
        source: "alert",
        recipients: texted.map(({ row, phone, text }) => ({ userId: row.user_id, name: row.name, phone, text })),
      });
    const sent = new Set(texted.map(({ row }) => row.id));
    await deps.db
      .insert(notificationDeliveries)
      .values(
        rows.map((row) => ({
          notificationId: row.id,
          channel: "sms" as const,
          target: TARGET,
          status: sent.has(row.id) ? ("sent" as const) : ("skipped" as const),
          error: sent.has(row.id) ? null : hasSms ? "escalation: no phone" : "escalation: no SMS",
          sentAt: sent.has(row.id) ? new Date() : null,
        })),
      )
      .onConflictDoNothing();
  });
}
