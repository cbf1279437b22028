import type { PushDeviceView, pushSubscriptionBody } from "@hulppost/shared/notifications";
import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { profiles, pushSubscriptions } from "../../db/schema/index";
import { fieldError, notFound } from "../../http/errors";
import { mailLanguage } from "../../platform/mail/render";
import type { PushSender } from "../../platform/push/push-sender";
import { alertText } from "./alert-messages";

type Subscription = z.output<typeof pushSubscriptionBody>;
const deviceNotFound = () => notFound("Device not found", "PUSH_DEVICE_NOT_FOUND");

const toView = (row: typeof pushSubscriptions.$inferSelect): PushDeviceView => ({
  id: row.id,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
  lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
  lastFailureAt: row.lastFailureAt?.toISOString() ?? null,
  lastError: row.lastError,
});

export async function listDevices(db: Db, userId: string): Promise<PushDeviceView[]> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
  return rows.map(toView);
}

/**
 * Turns notifications on for this device. A subscription names the push service it lives at; the
 * server posts to it later, so only the browsers' known push services are taken (not an address of
 * the server's own network). The endpoint is the device: subscribing again, or another person
 * signing in on it, takes the row over (a phone passed on must not keep alerting its first owner).
 */
export async function subscribeDevice(db: Db, push: PushSender, userId: string, body: Subscription) {
  if (!push.accepts(body.endpoint)) throw fieldError("endpoint", "unknownPushService");
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, label: body.label })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        label: body.label,
        lastError: null,
        lastFailureAt: null,
        createdAt: sql`case when ${pushSubscriptions.userId} = ${userId} then ${pushSubscriptions.createdAt} else now() end`,
      },
    })
    .returning();
  if (!row) throw new Error("The device could not be stored");
  return toView(row);
}

export async function removeDevice(db: Db, userId: string, deviceId: string) {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, deviceId), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (!gone.length) throw deviceNotFound();
}

/**
 * The profile's "send a test": at once, to this one device, and the push service's answer back
 * (a device the service no longer knows is removed, and the answer says so).
 */
export async function testDevice(db: Db, push: PushSender, userId: string, deviceId: string) {
  const [device] = await db
    .select({ device: pushSubscriptions, language: profiles.language })
    .from(pushSubscriptions)
    .leftJoin(profiles, eq(profiles.userId, pushSubscriptions.userId))
    .where(and(eq(pushSubscriptions.id, deviceId), eq(pushSubscriptions.userId, userId)))
    .then((rows) => rows.map((row) => ({ ...row.device, language: row.language })));
  if (!device) throw deviceNotFound();
  const words = alertText(mailLanguage(device.language), "test", {});
  const outcome = await push.send(
    device,
    JSON.stringify({ id: `test-${Date.now()}`, kind: "test", ...words, link: "/dashboard/profile" }),
    { urgency: "normal", ttlSeconds: 300 },
  );
  if (outcome.kind === "gone") await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
  else
    await db
      .update(pushSubscriptions)
      .set(
        outcome.kind === "sent"
          ? { lastSuccessAt: new Date(), lastError: null }
          : { lastFailureAt: new Date(), lastError: outcome.error.slice(0, 500) },
      )
      .where(eq(pushSubscriptions.id, device.id));
  return {
    sent: outcome.kind === "sent",
    removed: outcome.kind === "gone",
    error: outcome.kind === "failed" ? outcome.error : null,
  };
}
