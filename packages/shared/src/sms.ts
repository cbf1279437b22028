import { z } from "zod";
import { type Language, QUALIFICATIONS, SMS_MAX_LENGTH } from "./constants";
import { instant, text, uuid } from "./validation";

// The SMS center: what an admin composes and sends, and what comes back.

// GSM 03.38: the characters one GSM-7 septet carries, and those of the extension table that take
// two (an escape and the character). Anything else makes the whole message UCS-2 ("Unicode").
const GSM7_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM7_EXTENSION = "^{}\\[~]|€\f";

export type SmsEncoding = "gsm7" | "unicode";

export interface SmsParts {
  encoding: SmsEncoding;
  /** Characters as the person counts them (code points; an emoji is one). */
  characters: number;
  /** What the network counts: septets for GSM-7 (extension characters two), UTF-16 units for UCS-2. */
  units: number;
  /** How many SMS the text is sent as, each billed. */
  parts: number;
  /** Units that fit in one SMS of this encoding when the text is sent as several (153 or 67). */
  perPart: number;
}

/** GSM-7: 160 in one SMS, 153 per part when split; Unicode: 70, and 67 per part. */
export const SMS_SINGLE = { gsm7: 160, unicode: 70 } as const;
export const SMS_PER_PART = { gsm7: 153, unicode: 67 } as const;

/** How a text is encoded and into how many SMS it is split. An empty text is one (empty) part. */
export function smsParts(value: string): SmsParts {
  let septets = 0;
  let gsm = true;
  for (const character of value) {
    if (GSM7_BASIC.includes(character)) septets += 1;
    else if (GSM7_EXTENSION.includes(character)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  const encoding: SmsEncoding = gsm ? "gsm7" : "unicode";
  const units = gsm ? septets : value.length;
  const parts = units <= SMS_SINGLE[encoding] ? 1 : Math.ceil(units / SMS_PER_PART[encoding]);
  return { encoding, characters: [...value].length, units, parts, perPart: SMS_PER_PART[encoding] };
}

const isGsm7 = (character: string) => GSM7_BASIC.includes(character) || GSM7_EXTENSION.includes(character);
const PLAIN_FORMS: Record<string, string> = {
  "\u2013": "-",
  "\u2014": "-",
  "\u2018": "'",
  "\u2019": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u2026": "...",
  "\u00A0": " ",
  "\u202F": " ",
};

/**
 * A text the server writes itself (the assignment SMS), with what GSM-7 lacks written the plain
 * way: typographic dashes and quotes, and accents GSM-7 has no letter for ("ê" becomes "e"; "é"
 * stays, GSM-7 has it). One such character would make the whole text Unicode: 70 characters an
 * SMS instead of 160, two or three billed parts. What has no plain form (an emoji) stays.
 */
export function toGsm7(value: string): string {
  let out = "";
  for (const character of value) {
    if (isGsm7(character)) out += character;
    else if (PLAIN_FORMS[character] !== undefined) out += PLAIN_FORMS[character];
    else {
      const bare = character.normalize("NFD").replace(/\p{M}/gu, "");
      out += bare && [...bare].every(isGsm7) ? bare : character;
    }
  }
  return out;
}

/** Placeholders filled per recipient (the spec's Dutch words, in every language of the app). */
export const SMS_PLACEHOLDERS = ["{voornaam}", "{evenement}"] as const;

/**
 * The same placeholders in each language, so a person can write them in their own (the glossary's
 * rule, decision 062); the server fills every spelling, the Dutch one included.
 */
export const SMS_PLACEHOLDER_WORDS = {
  nl: { firstName: "{voornaam}", event: "{evenement}" },
  en: { firstName: "{firstname}", event: "{event}" },
  es: { firstName: "{nombre}", event: "{evento}" },
  fr: { firstName: "{prénom}", event: "{événement}" },
} as const satisfies Record<Language, { firstName: string; event: string }>;

/** The text of an SMS: at most 160 characters, counted as the person sees them. */
export const smsText = text()
  .trim()
  .min(1)
  .refine((value) => [...value].length <= SMS_MAX_LENGTH, "smsTooLong");

/**
 * Who gets the message: people picked by name and whole groups, together (a person in two groups
 * gets it once). At least one of them; `everyone` is every caregiver of the organisation.
 */
export const smsRecipientSelection = z
  .object({
    userIds: z.array(uuid).max(2000).default([]),
    eventIds: z.array(uuid).max(50).default([]),
    teamIds: z.array(uuid).max(50).default([]),
    qualifications: z.array(z.enum(QUALIFICATIONS)).max(QUALIFICATIONS.length).default([]),
    everyone: z.boolean().default(false),
  })
  .refine((s) => s.everyone || s.userIds.length + s.eventIds.length + s.teamIds.length + s.qualifications.length > 0, {
    message: "noRecipients",
    path: ["userIds"],
  });
export type SmsRecipientSelection = z.input<typeof smsRecipientSelection>;

export const smsSendBody = z.object({
  /** Chosen by the browser: sending the same id again (a retry) answers the first message. */
  id: uuid.optional(),
  text: smsText,
  recipients: smsRecipientSelection,
  /** Send later: a moment in the future (the form asks date and time in the planning time zone). */
  scheduledAt: instant.nullish(),
  /** The event `{evenement}` names when the selection holds more than one event, or none. */
  eventId: uuid.nullish(),
});
export type SmsSendBody = z.input<typeof smsSendBody>;

/** Why someone selected gets no message. */
export const SMS_SKIP_REASONS = ["noPhone", "invalidPhone"] as const;
export type SmsSkipReason = (typeof SMS_SKIP_REASONS)[number];

export const smsRecipientPreview = z.object({
  userId: z.string(),
  name: z.string(),
  /** E.164, as it will be sent to. */
  phone: z.string(),
});
export const smsSkipped = z.object({
  userId: z.string(),
  name: z.string(),
  reason: z.enum(SMS_SKIP_REASONS),
});
/** What a selection comes to, before sending: who gets it, who is skipped and why. */
export const smsPreviewView = z.object({
  recipients: z.array(smsRecipientPreview),
  skipped: z.array(smsSkipped),
});
export type SmsPreviewView = z.infer<typeof smsPreviewView>;

/** Per recipient: pending (queued) → sent (the provider took it) → delivered or failed. */
export const SMS_RECIPIENT_STATUSES = ["pending", "sent", "delivered", "failed"] as const;
export type SmsRecipientStatus = (typeof SMS_RECIPIENT_STATUSES)[number];

/** Per message: scheduled (waits for its moment), sending, done (every recipient settled), cancelled. */
export const SMS_MESSAGE_STATUSES = ["scheduled", "sending", "done", "cancelled"] as const;
export type SmsMessageStatus = (typeof SMS_MESSAGE_STATUSES)[number];

export const smsStatusCounts = z.object({
  pending: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
});

export const smsMessageView = z.object({
  id: z.string(),
  text: z.string(),
  status: z.enum(SMS_MESSAGE_STATUSES),
  encoding: z.enum(["gsm7", "unicode"]),
  /** SMS parts per recipient of the text as written (a filled placeholder may change it). */
  parts: z.number().int(),
  scheduledAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.string().nullable(), name: z.string() }),
  /** The assignment SMS the organisation's setting sends, or a message from the SMS center. */
  source: z.enum(["center", "assignment", "incident", "alert"]),
  counts: smsStatusCounts,
  recipientCount: z.number().int(),
  skippedCount: z.number().int(),
});
export type SmsMessageView = z.infer<typeof smsMessageView>;

export const smsRecipientView = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  phone: z.string(),
  /** The text this person got, placeholders filled. */
  text: z.string(),
  status: z.enum(SMS_RECIPIENT_STATUSES),
  parts: z.number().int(),
  failureReason: z.string().nullable(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type SmsRecipientView = z.infer<typeof smsRecipientView>;

export const smsMessageDetailView = smsMessageView.extend({
  recipients: z.array(smsRecipientView),
  skipped: z.array(smsSkipped),
});
export type SmsMessageDetailView = z.infer<typeof smsMessageDetailView>;

/** Which sender this server uses: a real provider, or the outbox (development: nothing leaves). */
export const smsProviderView = z.object({
  kind: z.enum(["twilio", "outbox"]),
  /** The sender id or number the messages come from. */
  sender: z.string().nullable(),
});
export type SmsProviderView = z.infer<typeof smsProviderView>;

/** The SMS center's page: the sender, this month's use, and the newest messages. */
export const smsOverviewView = z.object({
  provider: smsProviderView,
  /** The plan allows SMS (the free plan does not). */
  allowed: z.boolean(),
  /**
   * This calendar month in the planning time zone ("2026-07"): the texts the provider accepted
   * (one per recipient), their SMS parts, and their cost, each part at the SMS price in force when
   * it was sent (decision 030: billed per part; /dashboard/pricing sets the price).
   */
  usage: z.object({
    month: z.string(),
    messages: z.number().int(),
    parts: z.number().int(),
    costEur: z.number(),
  }),
});
export type SmsOverviewView = z.infer<typeof smsOverviewView>;

export const smsListQuery = z.object({
  /** Keyset paging: messages created before this message. */
  before: uuid.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** The path of one message's routes. */
export const smsMessageParams = z.object({ orgId: z.string(), messageId: uuid });

/** The body of a preview: the same selection a send takes. */
export const smsPreviewBody = z.object({ recipients: smsRecipientSelection });
export type SmsPreviewBody = z.input<typeof smsPreviewBody>;

/**
 * Field errors a send may answer (keys of the validation texts), beside the contract's own
 * (`smsTooLong`, `noRecipients`). `text: smsTooLongFilled` comes with `details.recipient`, the
 * person whose filled-in text is over 160 characters, and `details.characters`.
 */
export const SMS_FIELD_ERRORS = {
  /** `scheduledAt`: the moment has passed. */
  scheduledInPast: "scheduledInPast",
  /** `recipients`: everyone selected was skipped (no or no valid phone number). */
  noRecipientsWithPhone: "noRecipientsWithPhone",
  /** `text`: with the placeholders filled in, someone's text is over 160 characters. */
  smsTooLongFilled: "smsTooLongFilled",
  /** `eventId`: the text says {evenement} but names no event and the selection has not exactly one. */
  smsEventRequired: "smsEventRequired",
} as const;

/**
 * A recipient's `failureReason` is the provider's own words ("21211: The 'To' number … is not a
 * valid phone number."), or one of these keys when the reason is ours.
 */
export const SMS_FAILURE_REASONS = {
  /** The organisation's plan no longer has SMS when its moment came. */
  planNoSms: "planNoSms",
  /**
   * The server stopped while the provider was being asked; it may have been sent, so it is not
   * sent again (a late delivery report still sets its real status).
   */
  outcomeUnknown: "outcomeUnknown",
} as const;

/** What the provider's status callback answers (the provider only looks at the HTTP status). */
export const smsStatusCallbackView = z.object({ status: z.enum(["updated", "ignored"]) });
