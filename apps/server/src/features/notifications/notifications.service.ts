import type { AlertRecordView, NotificationListView, NotificationView } from "@hulppost/shared/notifications";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notifications } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { notFound } from "../../http/errors";
import { requireEventPost, requirePatient } from "../patients/patient-access";

/** The bell lists this many of the latest; older ones stay in the delivery record. */
const LIST_LIMIT = 50;

const toView = (row: typeof notifications.$inferSelect): NotificationView => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  params: row.params,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
  openedAt: row.openedAt?.toISOString() ?? null,
});

const mine = (access: OrgAccess) =>
  and(eq(notifications.organizationId, access.organizationId), eq(notifications.userId, access.viewer.userId));

/** My alerts in this organisation, newest first, and how many I have not read. */
export async function listMyNotifications(db: Db, access: OrgAccess): Promise<NotificationListView> {
  const [items, [unread]] = await Promise.all([
    db.select().from(notifications).where(mine(access)).orderBy(desc(notifications.createdAt)).limit(LIST_LIMIT),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(mine(access), isNull(notifications.readAt))),
  ]);
  return { items: items.map(toView), unread: unread?.n ?? 0 };
}

/** I opened an alert (from the bell, or a tap on the phone's notification): read and opened, once. */
export async function openNotification(db: Db, access: OrgAccess, id: string): Promise<NotificationView> {
  const [row] = await db
    .update(notifications)
    .set({
      readAt: sql`coalesce(${notifications.readAt}, now())`,
      openedAt: sql`coalesce(${notifications.openedAt}, now())`,
    })
    .where(and(mine(access), eq(notifications.id, id)))
    .returning();
  if (!row) throw notFound("Notification not found", "NOTIFICATION_NOT_FOUND");
  return toView(row);
}

export async function readAllNotifications(db: Db, access: OrgAccess) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(mine(access), isNull(notifications.readAt)));
}

interface RecordRow extends Record<string, unknown> {
  id: string;
  kind: AlertRecordView["kind"];
  user_id: string;
  user_name: string;
  params: AlertRecordView["params"];
  created_at: string | Date;
  opened_at: string | Date | null;
  deliveries:
    | {
        channel: "push" | "sms" | "email";
        status: "queued" | "sent" | "failed" | "skipped";
        error: string | null;
        at: string;
      }[]
    | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** Alerts with their deliveries: to whom, on which channel, how it went, who opened it. */
async function alertRecords(db: Db, organizationId: string, where: ReturnType<typeof sql>): Promise<AlertRecordView[]> {
  const rows = await db.execute<RecordRow>(sql`
    select n.id, n.kind, n.user_id, trim(p.first_name || ' ' || p.last_name) as user_name, n.params,
      n.created_at, n.opened_at,
      (select json_agg(json_build_object('channel', d.channel, 'status', d.status, 'error', d.error,
         'at', coalesce(d.sent_at, d.created_at)) order by d.created_at)
       from notification_deliveries d where d.notification_id = n.id) as deliveries
    from notifications n join profiles p on p.user_id = n.user_id
    where n.organization_id = ${organizationId} and ${where}
    order by n.created_at desc, user_name
    limit 500`);
  return rows.rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    userId: row.user_id,
    userName: row.user_name,
    params: row.params,
    createdAt: iso(row.created_at),
    openedAt: row.opened_at ? iso(row.opened_at) : null,
    deliveries: row.deliveries ?? [],
  }));
}

/** The admin's delivery record of an event: every alert about it and how each went out. */
export async function eventAlerts(db: Db, access: OrgAccess, eventId: string) {
  await requireEventPost(db, access, eventId);
  return alertRecords(db, access.organizationId, sql`n.event_id = ${eventId}`);
}

/** Who was alerted about a patient and who opened it, on the record (the clinical alerts and due observations). */
export async function patientAlerts(db: Db, access: OrgAccess, patientId: string) {
  await requirePatient(db, access, patientId);
  return alertRecords(db, access.organizationId, sql`n.patient_id = ${patientId}`);
}

/**
 * I opened a patient's record: every alert of mine about that patient counts as read and opened
 * (the record shows who opened a clinical alert, and an opened one is not escalated). The record
 * page calls it, however it was reached: a tap on the push, the bell, or the list.
 */
export async function openPatientAlerts(db: Db, access: OrgAccess, patientId: string) {
  await requirePatient(db, access, patientId);
  const rows = await db
    .update(notifications)
    .set({
      readAt: sql`coalesce(${notifications.readAt}, now())`,
      openedAt: sql`now()`,
    })
    .where(and(mine(access), eq(notifications.patientId, patientId), isNull(notifications.openedAt)))
    .returning({ id: notifications.id });
  return { opened: rows.length };
}
