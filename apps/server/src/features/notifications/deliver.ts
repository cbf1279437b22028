import { PLAN_LIMITS, SMS_MAX_LENGTH } from "@hulppost/shared/constants";
import { type AlertKind, type ChannelChoice, DEFAULT_CHANNELS } from "@hulppost/shared/notifications";
import { toGsm7 } from "@hulppost/shared/sms";
import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { publicOrigin } from "../../auth/origins";
import {
  notificationDeliveries,
  notificationPreferences,
  notifications,
  organizationSettings,
  organizations,
  profiles,
  pushSubscriptions,
} from "../../db/schema/index";
import { mailLanguage } from "../../platform/mail/render";
import type { PushSender } from "../../platform/push/push-sender";
import { smsPhone } from "../../platform/sms/phone";
import { queueSms } from "../../platform/sms/sms-queue";
import { alertText } from "./alert-messages";
import { DELIVER_JOB } from "./notify";
import { isQuiet, quietEnds } from "./quiet-hours";

type Channel = "push" | "sms" | "email";
type Delivery = { status: "sent" | "failed" | "skipped"; error?: string | null };

/** How long a push service keeps an alert for a phone that is off: the alert's own useful life. */
const TTL_SECONDS: Record<string, number> = { clinical: 600, observationDue: 900, test: 300 };
const DAY_SECONDS = 24 * 60 * 60;
/** What reaches a person in their quiet hours too: a patient's care does not wait for the morning. */
const ANY_HOUR = new Set(["clinical", "observationDue", "test"]);

/**
 * The channels of one person for one kind: their own choice, else their organisation's default,
 * else the product's (decision 046). The profile's test reaches the devices only.
 */
export function channelsFor(
  kind: string,
  own: Record<string, ChannelChoice> | null | undefined,
  defaults: Record<string, ChannelChoice> | null | undefined,
): ChannelChoice {
  if (kind === "test") return { push: true, sms: false, email: false };
  const chosen = own?.[kind] ?? defaults?.[kind] ?? DEFAULT_CHANNELS[kind as AlertKind];
  // An assignment's mail and text message are sent by the assignment itself (events/notifications.ts),
  // as before alerts existed: its alert adds the push only, never a second mail (decision 046, addendum).
  if (kind === "assignment") return { push: chosen.push, sms: false, email: false };
  return chosen;
}

/**
 * Alerts one process hands to push services at once: they wait on the network, not on the
 * database. 6, not more: 16 sent 5,000 no faster on two cores and took the API's p95 past 50 ms
 * (docs/performance.md, alerts).
 */
export const ALERT_SEND_CONCURRENCY = 6;

/**
 * Sends one alert on the person's channels: a push to each of their devices, a text message
 * through the SMS center's path (where the organisation has SMS), a mail. Each send is written as
 * it finishes, so a retry (after a failure, or a crash) sends only what has not gone yet. A device
 * the push service says is gone (404, 410) is removed; any other push failure makes the job try
 * again with back-off. Quiet hours hold it until they end, unless it is about a patient (a clinical
 * alert, an observation that is due): a night shift with quiet hours set still hears of those.
 */
export function registerAlertDelivery(deps: AppDeps, push: PushSender) {
  deps.jobs.register(
    DELIVER_JOB,
    async ({ notificationId }) => {
      const [row] = await deps.db
        .select({
          alert: notifications,
          email: profiles.email,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          phone: profiles.phone,
          language: profiles.language,
          own: notificationPreferences.channels,
          quietStart: notificationPreferences.quietStart,
          quietEnd: notificationPreferences.quietEnd,
          defaults: organizationSettings.alertDefaults,
          smsCenter: organizationSettings.smsCenterEnabled,
          plan: organizations.plan,
        })
        .from(notifications)
        .innerJoin(profiles, eq(profiles.userId, notifications.userId))
        .innerJoin(organizations, eq(organizations.id, notifications.organizationId))
        .leftJoin(organizationSettings, eq(organizationSettings.organizationId, notifications.organizationId))
        .leftJoin(notificationPreferences, eq(notificationPreferences.userId, notifications.userId))
        .where(eq(notifications.id, notificationId));
      // Deleted with its person or organisation meanwhile: nothing to send.
      if (!row) return;
      const { alert } = row;
      const timeZone = deps.config.APP_TIMEZONE;
      const quiet = row.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null;
      if (!ANY_HOUR.has(alert.kind) && quiet && isQuiet(quiet, new Date(), timeZone)) {
        // Held, durably, until the person's quiet hours end; opened meanwhile in the app, it is not sent.
        await deps.jobs.enqueue(DELIVER_JOB, { notificationId }, { runAt: quietEnds(quiet, new Date(), timeZone) });
        return;
      }
      if (alert.openedAt && alert.kind !== "test") return;
      const channels = channelsFor(alert.kind, row.own, row.defaults);
      const done = new Map(
        (
          await deps.db
            .select({
              channel: notificationDeliveries.channel,
              target: notificationDeliveries.target,
              status: notificationDeliveries.status,
            })
            .from(notificationDeliveries)
            .where(eq(notificationDeliveries.notificationId, notificationId))
        ).map((d) => [`${d.channel}:${d.target}`, d.status]),
      );
      const record = async (channel: Channel, target: string, delivery: Delivery) => {
        await deps.db
          .insert(notificationDeliveries)
          .values({
            notificationId,
            channel,
            target,
            status: delivery.status,
            error: delivery.error ?? null,
            sentAt: delivery.status === "sent" ? new Date() : null,
          })
          .onConflictDoUpdate({
            target: [
              notificationDeliveries.notificationId,
              notificationDeliveries.channel,
              notificationDeliveries.target,
            ],
            set: {
              status: delivery.status,
              error: delivery.error ?? null,
              sentAt: delivery.status === "sent" ? sql`now()` : null,
            },
          });
      };
      const pending = (channel: Channel, target = "") => done.get(`${channel}:${target}`) !== "sent";
      let retry = false;

      if (channels.push) {
        const devices = await deps.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, alert.userId));
        if (!devices.length && pending("push")) await record("push", "", { status: "skipped", error: "no device" });
        const payload = JSON.stringify({
          id: alert.id,
          organizationId: alert.organizationId,
          kind: alert.kind,
          title: alert.title,
          body: alert.body,
          link: alert.link,
        });
        for (const device of devices) {
          if (!pending("push", device.id)) continue;
          const outcome = await push.send(device, payload, {
            urgency: alert.kind === "clinical" || alert.kind === "observationDue" ? "high" : "normal",
            ttlSeconds: TTL_SECONDS[alert.kind] ?? DAY_SECONDS,
          });
          if (outcome.kind === "sent") {
            await record("push", device.id, { status: "sent" });
            await deps.db
              .update(pushSubscriptions)
              .set({ lastSuccessAt: new Date(), lastError: null })
              .where(eq(pushSubscriptions.id, device.id));
          } else if (outcome.kind === "gone") {
            // The browser withdrew it or it expired: the device no longer exists for us.
            await record("push", device.id, { status: "failed", error: `gone (${outcome.status})` });
            await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
          } else {
            await record("push", device.id, { status: "failed", error: outcome.error });
            await deps.db
              .update(pushSubscriptions)
              .set({ lastFailureAt: new Date(), lastError: outcome.error.slice(0, 500) })
              .where(eq(pushSubscriptions.id, device.id));
            retry = true;
          }
        }
      }

      const language = mailLanguage(row.language);
      if (channels.sms && pending("sms")) {
        const phone = row.phone ? smsPhone(row.phone) : null;
        const hasSms = PLAN_LIMITS[row.plan].sms && row.smsCenter !== false;
        if (!hasSms || !phone) await record("sms", "", { status: "skipped", error: hasSms ? "no phone" : "no SMS" });
        else {
          await queueSms(deps.db, deps.jobs, {
            organizationId: alert.organizationId,
            eventId: alert.eventId,
            // The alert's id: the SMS center's client ids are uuids, and a retry is then the same message.
            clientId: alert.id,
            text: smsText(alert.title, alert.body),
            source: "alert",
            recipients: [
              {
                userId: alert.userId,
                name: `${row.firstName} ${row.lastName}`.trim(),
                phone,
                text: smsText(alert.title, alert.body),
              },
            ],
          });
          await record("sms", "", { status: "sent" });
        }
      }

      if (channels.email && pending("email")) {
        await deps.mailer.send(row.email, {
          template: "alert",
          language,
          params: { name: row.firstName, title: alert.title, body: alert.body },
          actionUrl: `${publicOrigin(deps.config, null)}${alert.link}`,
        });
        await record("email", "", { status: "sent" });
      }
      if (retry) throw new Error("a push service did not take the alert; trying again");
    },
    { concurrency: ALERT_SEND_CONCURRENCY },
  );
}

/** One text message: "title: line", in GSM-7, at most one SMS. */
export function smsText(title: string, body: string) {
  const text = toGsm7(title ? `Hulppost: ${title}. ${body}` : body);
  return [...text].length <= SMS_MAX_LENGTH ? text : `${[...text].slice(0, SMS_MAX_LENGTH - 3).join("")}...`;
}

/** The words of a clinical alert's SMS, sent when nobody opened it in time (escalate.ts). */
export const clinicalSms = (language: string | null, params: Record<string, string | number | null>) =>
  alertText(mailLanguage(language), "clinical", params, "sms").body;
