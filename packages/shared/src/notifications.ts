import { z } from "zod";
import { requiredText } from "./validation";

/**
 * What Hulppost alerts a person about (decision 046). `test` is the profile's "send a test".
 * Clinical alerts ignore quiet hours; the others wait for their end.
 */
export const NOTIFICATION_KINDS = [
  "clinical",
  "observationDue",
  "shiftReminder",
  "eventChanged",
  "assignment",
  "vacancy",
  "mention",
  "accountClosed",
  "test",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds a person (and an organisation, as defaults) chooses channels for. */
export const ALERT_KINDS = NOTIFICATION_KINDS.filter((kind) => kind !== "test") as Exclude<NotificationKind, "test">[];
export type AlertKind = Exclude<NotificationKind, "test">;

export const CHANNELS = ["push", "sms", "email"] as const;
export type Channel = (typeof CHANNELS)[number];

export const channelChoice = z.object({ push: z.boolean(), sms: z.boolean(), email: z.boolean() }).strict();
export type ChannelChoice = z.infer<typeof channelChoice>;

/**
 * The product's defaults, for a person and an organisation that chose nothing: a push for what
 * happens at the post, a mail as well for what is planned (a changed shift needs a record), a text
 * message nowhere by default (it costs the organisation; a clinical alert nobody opens goes out by
 * SMS all the same, decision 046).
 */
export const DEFAULT_CHANNELS: Record<AlertKind, ChannelChoice> = {
  clinical: { push: true, sms: false, email: false },
  observationDue: { push: true, sms: false, email: false },
  shiftReminder: { push: true, sms: false, email: false },
  eventChanged: { push: true, sms: false, email: true },
  assignment: { push: true, sms: false, email: true },
  vacancy: { push: true, sms: false, email: false },
  mention: { push: true, sms: false, email: false },
  // An admin answers for the organisation's records (decision 054): a closed account is worth a mail.
  accountClosed: { push: true, sms: false, email: true },
};

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "invalidTime");

/** Quiet hours in the planning time zone; across midnight when the end is before the start. */
export const quietHours = z
  .object({ start: clock, end: clock })
  .strict()
  .refine((q) => q.start !== q.end, { path: ["end"], message: "quietHoursEmpty" });

const kindsOf = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(ALERT_KINDS.map((kind) => [kind, value])) as Record<AlertKind, T>).strict();

/** A person's choices; kinds left out follow the organisation's defaults. */
export const alertPreferencesBody = z
  .object({ channels: kindsOf(channelChoice).partial(), quietHours: quietHours.nullable() })
  .strict();
export type AlertPreferencesInput = z.input<typeof alertPreferencesBody>;

export const alertPreferencesView = z.object({
  /** What counts for each kind now: the person's choice, else the organisation's, else the product's. */
  channels: kindsOf(channelChoice),
  /** Which kinds the person chose themselves. */
  own: z.array(z.enum(ALERT_KINDS)),
  quietHours: z.object({ start: z.string(), end: z.string() }).nullable(),
  /** Whether the person's organisation can send text messages (premium with SMS): the SMS column shows. */
  smsAvailable: z.boolean(),
});
export type AlertPreferencesView = z.infer<typeof alertPreferencesView>;

/** The organisation's defaults, set by the admin in Options. */
export const alertDefaultsBody = kindsOf(channelChoice).partial();
export type AlertDefaultsInput = z.input<typeof alertDefaultsBody>;
export const alertDefaultsView = z.object({ channels: kindsOf(channelChoice) });
export type AlertDefaultsView = z.infer<typeof alertDefaultsView>;

/**
 * Minutes to the next observation per NEWS2 band (RCP NEWS2, shortened for a first-aid post, where
 * nobody stays 12 hours): 0; 1–4; a single parameter scoring 3 or 5–6; 7 and more.
 */
export const observationIntervalsBody = z
  .object({
    none: z.number().int().min(5).max(240),
    low: z.number().int().min(5).max(240),
    medium: z.number().int().min(1).max(120),
    high: z.number().int().min(1).max(60),
  })
  .strict();
export type ObservationIntervals = z.infer<typeof observationIntervalsBody>;
export const DEFAULT_OBSERVATION_INTERVALS: ObservationIntervals = { none: 60, low: 30, medium: 15, high: 5 };

// Push service endpoints are long URLs; their keys are base64url (RFC 8291: a P-256 point, 16 bytes).
const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, "invalidKey");

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it, and the device's name. */
export const pushSubscriptionBody = z
  .object({
    endpoint: z.url().max(1000),
    keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }).strict(),
    label: requiredText(80),
  })
  .strict();
export type PushSubscriptionInput = z.input<typeof pushSubscriptionBody>;

export const pushDeviceView = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type PushDeviceView = z.infer<typeof pushDeviceView>;

export const pushKeyView = z.object({
  /** The VAPID public key a browser subscribes with (applicationServerKey). */
  publicKey: z.string(),
});

const params = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));

export const notificationView = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** In the person's language when it was made; never a patient's name or a measured value. */
  title: z.string(),
  body: z.string(),
  /** The words' parameters (a post's name, a score, an event's name and time). */
  params,
  /** The app's page a tap opens. */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  openedAt: z.string().nullable(),
});
export type NotificationView = z.infer<typeof notificationView>;

export const notificationListView = z.object({
  items: z.array(notificationView),
  unread: z.number().int(),
});
export type NotificationListView = z.infer<typeof notificationListView>;

export const DELIVERY_STATUSES = ["queued", "sent", "failed", "skipped"] as const;

export const deliveryView = z.object({
  channel: z.enum(CHANNELS),
  status: z.enum(DELIVERY_STATUSES),
  error: z.string().nullable(),
  at: z.string(),
});

/** An alert as the admin and the patient record see it: to whom, how it went out, who opened it. */
export const alertRecordView = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  userId: z.string(),
  userName: z.string(),
  params,
  createdAt: z.string(),
  openedAt: z.string().nullable(),
  deliveries: z.array(deliveryView),
});
export type AlertRecordView = z.infer<typeof alertRecordView>;
