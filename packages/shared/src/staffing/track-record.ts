/**
 * A person's track record at one organisation, where an admin chooses who works (decision 050):
 * the events, the hours worked, the times they did not come, the posts they filled and how often
 * they raise a hand. What counts as worked: an event that has ended, was not cancelled, and where
 * the admin did not mark them as a no-show.
 */
import { z } from "zod";
import { QUALIFICATIONS } from "../constants";
import { EVENT_PHASES } from "../events";

/** The admin marks that an assigned person did not come, or takes the mark off (only once the event has started). */
export const noShowBody = z.object({ noShow: z.boolean() }).strict();
export type NoShowInput = z.infer<typeof noShowBody>;

export const trackRecordEvent = z.object({
  eventId: z.string(),
  name: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string().nullable(),
  qualification: z.enum(QUALIFICATIONS),
  cancelled: z.boolean(),
  phase: z.enum(EVENT_PHASES),
  noShow: z.boolean(),
  /** The event's hours when it counts as worked, otherwise 0. */
  hoursWorked: z.number(),
  /** They raised a hand for this event before being assigned (or instead of). */
  interested: z.boolean(),
});
export type TrackRecordEvent = z.infer<typeof trackRecordEvent>;

export const HAND_RAISING = ["often", "sometimes", "rarely", "never"] as const;
export type HandRaising = (typeof HAND_RAISING)[number];

export const trackRecordView = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The start of the first event they worked here; null before their first. */
  firstEventAt: z.string().nullable(),
  worked: z.object({
    eventsAllTime: z.number(),
    eventsThisYear: z.number(),
    hoursAllTime: z.number(),
    hoursThisYear: z.number(),
  }),
  /** Events worked per post (a doctor who filled a first aider's post counts there). */
  posts: z.object({ doctor: z.number(), nurse: z.number(), first_aider: z.number() }),
  noShows: z.number(),
  upcoming: z.number(),
  /** Hands raised for the organisation's events of the last 12 months since they joined, of how many. */
  hands: z.object({ raised: z.number(), offered: z.number(), level: z.enum(HAND_RAISING) }),
  /** Every assignment here, newest first; the no-shows among them are marked. */
  events: z.array(trackRecordEvent),
});
export type TrackRecordView = z.infer<typeof trackRecordView>;

/**
 * How often a person raises a hand, from the share of the events they could have raised it for:
 * half or more is often, a fifth or more sometimes, any less rarely (decision 050). With no event
 * to raise a hand for, they never did.
 */
export function handRaising(raised: number, offered: number): HandRaising {
  if (raised <= 0 || offered <= 0) return "never";
  const share = raised / offered;
  if (share >= 0.5) return "often";
  if (share >= 0.2) return "sometimes";
  return "rarely";
}
