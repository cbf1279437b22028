import { zodResolver } from "@hookform/resolvers/zod";
import type { Language } from "@hulppost/shared/constants";
import { QUALIFICATIONS } from "@hulppost/shared/constants";
import { SMS_PLACEHOLDER_WORDS, type SmsRecipientSelection, type SmsSendBody, smsText } from "@hulppost/shared/sms";
import { z } from "zod";
import { fromLocalInput, toLocalInput } from "../../lib/planning-time-zone";

/**
 * The placeholders as the reader writes them, in their own language (`{prénom}` in French; the
 * glossary's rule): the insert buttons and the hints show these, and the server fills them all.
 */
export const placeholdersOf = (language: string | undefined) =>
  SMS_PLACEHOLDER_WORDS[(language ?? "nl") in SMS_PLACEHOLDER_WORDS ? (language as Language) : "nl"];

const EVENT_PLACEHOLDERS = Object.values(SMS_PLACEHOLDER_WORDS).map((words) => words.event);

/** Whether the text names the event, in any language's spelling (one event must fill it). */
export const namesEvent = (text: string) => EVENT_PLACEHOLDERS.some((placeholder) => text.includes(placeholder));

/**
 * The compose form as the person fills it: one event (or one of its teams) picked from a list,
 * qualifications and people ticked, and "send later" as a date and a time in the planning zone.
 * `toSendBody` turns it into the shared contract's body; the text is checked by the contract's
 * own rule, so the form refuses exactly what the server would.
 */
export const smsForm = z
  .object({
    text: smsText,
    userIds: z.array(z.string()),
    /** "" = no event group. */
    eventId: z.string(),
    /** "" = everyone on the event; a team narrows it to that team. */
    teamId: z.string(),
    qualifications: z.array(z.enum(QUALIFICATIONS)),
    everyone: z.boolean(),
    /** Which event the event placeholder names when no event is among the recipients. */
    placeholderEventId: z.string(),
    later: z.boolean(),
    date: z.string(),
    time: z.string(),
  })
  .superRefine((values, ctx) => {
    if (!hasRecipients(values)) ctx.addIssue({ code: "custom", path: ["userIds"], message: "noRecipients" });
    if (namesEvent(values.text) && !values.eventId && !values.placeholderEventId)
      ctx.addIssue({ code: "custom", path: ["placeholderEventId"], message: "smsEventRequired" });
    if (values.later) {
      const at = scheduledInstant(values.date, values.time);
      if (!at) ctx.addIssue({ code: "custom", path: ["time"], message: "invalidDateTime" });
      else if (Date.parse(at) <= Date.now())
        ctx.addIssue({ code: "custom", path: ["time"], message: "scheduledInPast" });
    }
  });

export type SmsFormValues = z.input<typeof smsForm>;
export type SmsFormOutput = z.output<typeof smsForm>;
export const smsFormResolver = zodResolver(smsForm);

export const emptySmsForm = (): SmsFormValues => ({
  text: "",
  userIds: [],
  eventId: "",
  teamId: "",
  qualifications: [],
  everyone: false,
  placeholderEventId: "",
  later: false,
  date: "",
  time: "",
});

type Selection = Pick<SmsFormValues, "userIds" | "eventId" | "teamId" | "qualifications" | "everyone">;

/** Anyone at all is selected (as the contract's own rule has it), whoever of them has a phone. */
export const selectsAnyone = (s: SmsRecipientSelection) =>
  !!s.everyone || [s.userIds, s.eventIds, s.teamIds, s.qualifications].some((list) => (list?.length ?? 0) > 0);

export const hasRecipients = (values: Selection) => selectsAnyone(selectionOf(values));

/** The recipients as the contract names them: a team replaces its event, the rest add up. */
export function selectionOf(values: Selection): SmsRecipientSelection {
  return {
    userIds: values.userIds,
    eventIds: values.eventId && !values.teamId ? [values.eventId] : [],
    teamIds: values.teamId ? [values.teamId] : [],
    qualifications: values.qualifications,
    everyone: values.everyone,
  };
}

/** The moment a date and a time name in the planning time zone, or null when either is incomplete. */
export function scheduledInstant(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  return fromLocalInput(`${date}T${time}`);
}

/** A first suggestion for "send later": the next full hour after an hour from now, in the planning zone. */
export function suggestedSchedule(now = Date.now()): { date: string; time: string } {
  const hour = 3_600_000;
  const local = toLocalInput(new Date(Math.ceil((now + hour) / hour) * hour).toISOString());
  const [date = "", time = ""] = local.split("T");
  return { date, time };
}

export function toSendBody(values: SmsFormOutput, id: string): SmsSendBody {
  const withEvent = namesEvent(values.text);
  return {
    id,
    text: values.text,
    recipients: selectionOf(values),
    scheduledAt: values.later ? scheduledInstant(values.date, values.time) : null,
    eventId: values.eventId || (withEvent && values.placeholderEventId) || null,
  };
}

/** The text with `insert` put where the cursor was (replacing a selection), and where the cursor goes next. */
export function insertAt(value: string, insert: string, start: number, end: number): { value: string; cursor: number } {
  const before = value.slice(0, start);
  const after = value.slice(end);
  // A placeholder typed against a word would read "Hoi{voornaam}": keep a space between.
  const lead = /[\p{L}\p{N}]$/u.test(before) ? " " : "";
  return { value: `${before}${lead}${insert}${after}`, cursor: before.length + lead.length + insert.length };
}
