import { PLAN_LIMITS } from "@hulppost/shared/constants";
import {
  ALERT_KINDS,
  type AlertDefaultsView,
  type AlertKind,
  type AlertPreferencesView,
  type alertDefaultsBody,
  type alertPreferencesBody,
  type ChannelChoice,
  DEFAULT_OBSERVATION_INTERVALS,
  type ObservationIntervals,
} from "@hulppost/shared/notifications";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { writeOrgData } from "../../db/org-write";
import { notificationPreferences, organizationSettings, organizations } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { audit } from "../audit/audit.service";
import { channelsFor } from "./deliver";

type Choices = Partial<Record<AlertKind, ChannelChoice>>;

async function orgAlertSettings(db: Db, organizationId: string) {
  const [row] = await db
    .select({
      defaults: organizationSettings.alertDefaults,
      intervals: organizationSettings.observationIntervals,
      smsCenter: organizationSettings.smsCenterEnabled,
      plan: organizations.plan,
    })
    .from(organizations)
    .leftJoin(organizationSettings, eq(organizationSettings.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId));
  return row;
}

const everyKind = (pick: (kind: AlertKind) => ChannelChoice) =>
  Object.fromEntries(ALERT_KINDS.map((kind) => [kind, pick(kind)])) as Record<AlertKind, ChannelChoice>;

/** My channels per kind as they count in this organisation, and my quiet hours. */
export async function myPreferences(db: Db, access: OrgAccess): Promise<AlertPreferencesView> {
  const [org, [mine]] = await Promise.all([
    orgAlertSettings(db, access.organizationId),
    db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, access.viewer.userId)),
  ]);
  return {
    channels: everyKind((kind) => channelsFor(kind, mine?.channels, org?.defaults)),
    own: ALERT_KINDS.filter((kind) => !!mine?.channels[kind]),
    quietHours: mine?.quietStart && mine.quietEnd ? { start: mine.quietStart, end: mine.quietEnd } : null,
    smsAvailable: !!org && PLAN_LIMITS[org.plan].sms && org.smsCenter !== false,
  };
}

/** Saves my choices (kinds left out follow the organisation) and quiet hours, for every organisation. */
export async function saveMyPreferences(db: Db, access: OrgAccess, body: z.output<typeof alertPreferencesBody>) {
  const channels: Choices = body.channels;
  await db
    .insert(notificationPreferences)
    .values({
      userId: access.viewer.userId,
      channels,
      quietStart: body.quietHours?.start ?? null,
      quietEnd: body.quietHours?.end ?? null,
    })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: {
        channels,
        quietStart: body.quietHours?.start ?? null,
        quietEnd: body.quietHours?.end ?? null,
        updatedAt: sql`now()`,
      },
    });
  return myPreferences(db, access);
}

export async function alertDefaults(db: Db, access: OrgAccess): Promise<AlertDefaultsView> {
  const org = await orgAlertSettings(db, access.organizationId);
  return { channels: everyKind((kind) => channelsFor(kind, null, org?.defaults)) };
}

export async function saveAlertDefaults(
  db: Db,
  access: OrgAccess,
  body: z.output<typeof alertDefaultsBody>,
  ip: string,
): Promise<AlertDefaultsView> {
  await db.transaction(async (tx) => {
    await tx
      .insert(organizationSettings)
      .values({ organizationId: access.organizationId, alertDefaults: body })
      .onConflictDoUpdate({
        target: organizationSettings.organizationId,
        set: { alertDefaults: body, updatedAt: sql`now()` },
      });
    await audit(tx, {
      action: "organization.alert_defaults",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "organization",
      targetId: access.organizationId,
      details: { kinds: Object.keys(body) },
      ipAddress: ip,
    });
  });
  return alertDefaults(db, access);
}

export async function observationIntervals(db: Db, organizationId: string): Promise<ObservationIntervals> {
  const org = await orgAlertSettings(db, organizationId);
  return org?.intervals ?? DEFAULT_OBSERVATION_INTERVALS;
}

export async function saveObservationIntervals(db: Db, access: OrgAccess, body: ObservationIntervals, ip: string) {
  // The patient list shows each next observation from these, and is cached under the data version.
  await writeOrgData(db, access.organizationId, async (tx) => {
    await tx
      .insert(organizationSettings)
      .values({ organizationId: access.organizationId, observationIntervals: body })
      .onConflictDoUpdate({
        target: organizationSettings.organizationId,
        set: { observationIntervals: body, updatedAt: sql`now()` },
      });
    await audit(tx, {
      action: "organization.observation_intervals",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "organization",
      targetId: access.organizationId,
      details: { ...body },
      ipAddress: ip,
    });
  });
  return body;
}
