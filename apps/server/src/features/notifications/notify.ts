import { randomUUID } from "node:crypto";
import type { NotificationKind } from "@hulppost/shared/notifications";
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notifications, profiles } from "../../db/schema/index";
import type { JobQueue } from "../../platform/jobs/queue";
import { mailLanguage } from "../../platform/mail/render";
import { alertText } from "./alert-messages";

/** The durable job that sends one alert to one person on their channels (decision 046). */
export const DELIVER_JOB = "notifications.deliver";

declare module "../../platform/jobs/queue" {
  interface JobPayloads {
    [DELIVER_JOB]: { notificationId: string };
  }
}

type Params = Record<string, string | number | null>;

export interface NewAlert {
  organizationId: string;
  kind: NotificationKind;
  /** Picks the words (`shiftReminder` + `2h`, `assignment` + `unassigned`). */
  variant?: string;
  /** The words' parameters for everyone; a recipient's own are merged over them. */
  params: Params;
  link: string;
  eventId?: string | null;
  patientId?: string | null;
  /** The same alert twice for one person is one row (a sweep that runs again, a second process). */
  dedupeKey?: string | null;
  recipients: { userId: string; params?: Params }[];
}

/**
 * Writes an alert for each recipient, in their language, and a job per alert that sends it on
 * their channels. In the caller's transaction: no measurement, no alert; an alert written is sent
 * (the job survives a restart, and two processes never both send it: decision 046). Answers the
 * new rows (an alert already written under its dedupe key is not written, nor sent, again).
 */
export async function notify(tx: Db, jobs: JobQueue, alert: NewAlert): Promise<{ groupId: string; ids: string[] }> {
  const groupId = randomUUID();
  const recipients = [...new Map(alert.recipients.map((r) => [r.userId, r])).values()];
  if (!recipients.length) return { groupId, ids: [] };
  const languages = await tx
    .select({ userId: profiles.userId, language: profiles.language })
    .from(profiles)
    .where(
      inArray(
        profiles.userId,
        recipients.map((r) => r.userId),
      ),
    );
  const languageOf = new Map(languages.map((row) => [row.userId, mailLanguage(row.language)]));
  const rows = recipients.map((recipient) => {
    const params = { ...alert.params, ...recipient.params };
    const words = alertText(languageOf.get(recipient.userId) ?? "nl", alert.kind, params, alert.variant);
    return {
      organizationId: alert.organizationId,
      userId: recipient.userId,
      kind: alert.kind,
      eventId: alert.eventId ?? null,
      patientId: alert.patientId ?? null,
      groupId,
      params: alert.variant ? { ...params, variant: alert.variant } : params,
      title: words.title,
      body: words.body,
      link: alert.link,
      dedupeKey: alert.dedupeKey ?? null,
    };
  });
  const written = await tx
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning({ id: notifications.id });
  const ids = written.map((row) => row.id);
  if (ids.length)
    await jobs.enqueueMany(
      DELIVER_JOB,
      ids.map((notificationId) => ({ notificationId })),
      // A clinical alert is tried for as long as it matters; the others have the usual back-off.
      { maxAttempts: alert.kind === "clinical" ? 8 : 5 },
    );
  return { groupId, ids };
}
