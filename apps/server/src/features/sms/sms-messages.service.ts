import { SMS_MAX_LENGTH } from "@hulppost/shared/constants";
import { SMS_FIELD_ERRORS, type SmsMessageDetailView, type smsSendBody } from "@hulppost/shared/sms";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { events, smsMessages } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { AppError, conflict, fieldError, notFound } from "../../http/errors";
import { queueSms } from "../../platform/sms/sms-queue";
import { audit } from "../audit/audit.service";
import { fillPlaceholders, usesEventPlaceholder } from "./placeholders";
import { smsMessageNotFound } from "./sms-access";
import { type ResolvedSelection, resolveSelection } from "./sms-recipients.service";
import { messageDetailView } from "./sms-views";

type SendBody = z.output<typeof smsSendBody>;

/** A moment picked to the minute may pass while the form is sent: up to this late it means "now". */
const SCHEDULE_GRACE_MS = 60_000;

async function existingByClientId(db: Db, organizationId: string, clientId: string) {
  const [row] = await db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(and(eq(smsMessages.organizationId, organizationId), eq(smsMessages.clientId, clientId)));
  return row?.id ?? null;
}

/** The event `{evenement}` names: the one the body gives, else the selection's only event. */
async function eventFor(db: Db, organizationId: string, body: SendBody, resolved: ResolvedSelection) {
  if (body.eventId) {
    const [event] = await db
      .select({ id: events.id, name: events.name })
      .from(events)
      .where(and(eq(events.id, body.eventId), eq(events.organizationId, organizationId)));
    if (!event) throw notFound("Event not found", "EVENT_NOT_FOUND");
    return event;
  }
  return resolved.events.length === 1 ? (resolved.events[0] ?? null) : null;
}

function scheduledMoment(body: SendBody): Date | null {
  if (!body.scheduledAt) return null;
  const at = new Date(body.scheduledAt);
  if (at.getTime() < Date.now() - SCHEDULE_GRACE_MS) throw fieldError("scheduledAt", SMS_FIELD_ERRORS.scheduledInPast);
  return at.getTime() > Date.now() ? at : null;
}

/**
 * Sends (or schedules) a message from the SMS center: every selected person with a valid number
 * gets the text with their placeholders filled, through one job each. The same client id again
 * answers the first message and sends nothing. Audit-logged, without the text.
 */
export async function sendSms(
  deps: AppDeps,
  access: OrgAccess,
  body: SendBody,
  ip: string,
): Promise<{ created: boolean; message: SmsMessageDetailView }> {
  const { organizationId } = access;
  if (body.id) {
    // A retry of a send that went through: answered before the checks (its moment may have passed).
    const existing = await existingByClientId(deps.db, organizationId, body.id);
    if (existing) return { created: false, message: await messageDetailView(deps.db, organizationId, existing) };
  }
  const scheduledAt = scheduledMoment(body);
  const resolved = await resolveSelection(deps.db, organizationId, body.recipients);
  const event = await eventFor(deps.db, organizationId, body, resolved);
  if (usesEventPlaceholder(body.text) && !event) throw fieldError("eventId", SMS_FIELD_ERRORS.smsEventRequired);
  if (!resolved.recipients.length) throw fieldError("recipients", SMS_FIELD_ERRORS.noRecipientsWithPhone);

  const recipients = resolved.recipients.map((person) => ({
    userId: person.userId,
    name: person.name,
    phone: person.phone,
    text: fillPlaceholders(body.text, { firstName: person.firstName, eventName: event?.name ?? null }),
  }));
  const tooLong = recipients.find((r) => [...r.text].length > SMS_MAX_LENGTH);
  if (tooLong) {
    const characters = [...tooLong.text].length;
    throw new AppError(
      400,
      "VALIDATION_ERROR",
      `text: over ${SMS_MAX_LENGTH} characters once filled in for ${tooLong.name} (${characters})`,
      { text: SMS_FIELD_ERRORS.smsTooLongFilled },
      { recipient: tooLong.name, characters },
    );
  }

  const messageId = await deps.db.transaction(async (tx) => {
    const queued = await queueSms(tx, deps.jobs, {
      organizationId,
      clientId: body.id ?? null,
      eventId: event?.id ?? null,
      text: body.text,
      scheduledAt,
      source: "center",
      createdBy: access.viewer.userId,
      recipients,
      skipped: resolved.skipped,
    });
    if (queued.created) {
      await audit(tx, {
        action: "sms.send",
        actor: access.viewer,
        organizationId,
        targetType: "sms_message",
        targetId: queued.messageId,
        details: {
          recipients: recipients.length,
          skipped: resolved.skipped.length,
          scheduledAt: scheduledAt?.toISOString() ?? null,
        },
        ipAddress: ip,
      });
    }
    return { id: queued.messageId, created: queued.created };
  });
  return { created: messageId.created, message: await messageDetailView(deps.db, organizationId, messageId.id) };
}

/**
 * Cancels a scheduled message whose moment has not been taken up by the sender. The sender moves
 * the message to `sending` under the same row lock before it sends anything (sms-sender.ts), so a
 * cancel either wins (its jobs then do nothing) or answers 409: never half of each.
 */
export async function cancelSms(
  deps: AppDeps,
  access: OrgAccess,
  messageId: string,
  ip: string,
): Promise<SmsMessageDetailView> {
  const { organizationId } = access;
  await deps.db.transaction(async (tx) => {
    const cancelled = await tx.execute(sql`
      update sms_messages set status = 'cancelled', cancelled_at = now()
      where id = ${messageId} and organization_id = ${organizationId} and status = 'scheduled'
      returning id`);
    if (!cancelled.rows.length) {
      const [exists] = await tx
        .select({ status: smsMessages.status })
        .from(smsMessages)
        .where(and(eq(smsMessages.id, messageId), eq(smsMessages.organizationId, organizationId)));
      if (!exists) throw smsMessageNotFound();
      throw conflict("SMS_NOT_CANCELLABLE", `Only a scheduled message can be cancelled (this one is ${exists.status})`);
    }
    await audit(tx, {
      action: "sms.cancel",
      actor: access.viewer,
      organizationId,
      targetType: "sms_message",
      targetId: messageId,
      ipAddress: ip,
    });
  });
  return messageDetailView(deps.db, organizationId, messageId);
}
