import { smsParts } from "@hulppost/shared/sms";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type SmsSkippedRow, smsMessages, smsRecipients } from "../../db/schema/index";
import type { JobQueue } from "../jobs/queue";

/** The durable job that sends one recipient's copy (decision 011 queued the first of them). */
export const SMS_JOB = "sms.send";

/** A job's payload: one recipient of one message. */
export interface SmsJobPayload {
  recipientId: string;
  messageId: string;
  organizationId: string;
}

/**
 * What the SMS-on-assignment setting queued before the SMS center existed (decision 011). Jobs
 * with this payload may still wait in a queue; the sender turns each into a message first.
 */
export interface LegacySmsJob {
  organizationId: string;
  userId: string;
  to: string;
  text: string;
  reason: "assignment" | "unassignment";
  eventId: string;
}

declare module "../jobs/queue" {
  interface JobPayloads {
    [SMS_JOB]: SmsJobPayload | LegacySmsJob;
  }
}

/** Attempts per recipient; back-off 30 s doubling, so a provider down for about 15 minutes is ridden out. */
export const SMS_MAX_ATTEMPTS = 6;

export interface NewSms {
  organizationId: string;
  /** Makes the call idempotent: the same id again answers the first message. */
  clientId?: string | null;
  eventId?: string | null;
  /** The text as written, placeholders unfilled. */
  text: string;
  scheduledAt?: Date | null;
  source: "center" | "assignment" | "incident" | "alert";
  createdBy?: string | null;
  /** Each with the text filled in for them; at least one. */
  recipients: { userId: string | null; name: string; phone: string; text: string }[];
  skipped?: SmsSkippedRow[];
}

/**
 * Writes a message, a row per recipient and a job per recipient, in one transaction (the caller's
 * when there is one, so an assignment and its text message exist together or not at all). A
 * client id already used in the organisation answers that message and writes nothing.
 */
export async function queueSms(
  db: Db,
  jobs: JobQueue,
  input: NewSms,
): Promise<{ messageId: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const written = smsParts(input.text);
    const scheduled = input.scheduledAt && input.scheduledAt.getTime() > Date.now() ? input.scheduledAt : null;
    const [message] = await tx
      .insert(smsMessages)
      .values({
        organizationId: input.organizationId,
        clientId: input.clientId ?? null,
        eventId: input.eventId ?? null,
        text: input.text,
        encoding: written.encoding,
        parts: written.parts,
        scheduledAt: scheduled,
        status: scheduled ? "scheduled" : "sending",
        source: input.source,
        skipped: input.skipped ?? [],
        createdBy: input.createdBy ?? null,
      })
      .onConflictDoNothing({ target: [smsMessages.organizationId, smsMessages.clientId] })
      .returning({ id: smsMessages.id });
    if (!message) {
      const [existing] = await tx
        .select({ id: smsMessages.id })
        .from(smsMessages)
        .where(
          and(eq(smsMessages.organizationId, input.organizationId), eq(smsMessages.clientId, input.clientId as string)),
        );
      if (!existing) throw new Error("An SMS with this client id vanished while it was looked up");
      return { messageId: existing.id, created: false };
    }
    // In slices: a statement carries at most 65,535 parameters ("everyone" may be thousands).
    const rows: { id: string }[] = [];
    for (let i = 0; i < input.recipients.length; i += 1000) {
      const slice = input.recipients.slice(i, i + 1000).map((r) => ({
        messageId: message.id,
        organizationId: input.organizationId,
        userId: r.userId,
        name: r.name,
        phone: r.phone,
        text: r.text,
        parts: smsParts(r.text).parts,
      }));
      rows.push(...(await tx.insert(smsRecipients).values(slice).returning({ id: smsRecipients.id })));
    }
    const payloads: SmsJobPayload[] = rows.map((row) => ({
      recipientId: row.id,
      messageId: message.id,
      organizationId: input.organizationId,
    }));
    await jobs.enqueueMany(SMS_JOB, payloads, { runAt: scheduled ?? undefined, maxAttempts: SMS_MAX_ATTEMPTS });
    return { messageId: message.id, created: true };
  });
}
