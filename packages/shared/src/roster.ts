/**
 * A proposed roster (decision 051): a solver fills an event's, or a month's, open places under the organisation's
 * staffing rules; the admin accepts all, some or none of it. Nothing is assigned by the proposal itself.
 */
import { z } from "zod";
import { QUALIFICATIONS } from "./constants";
import { staffingRules } from "./staffing/rules";

/** "YYYY-MM": a calendar month in the planning time zone. */
export const rosterMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "invalidMonth");

/**
 * One event, or a month of the organisation's events (not cancelled, not yet ended). Exactly one of the two: a
 * missing one answers `required` on `month`, both answer `eventOrMonth` on `eventId`.
 */
export const rosterProposalBody = z
  .object({ eventId: z.uuid().optional(), month: rosterMonth.optional() })
  .strict()
  .superRefine((v, ctx) => {
    if (v.eventId === undefined && v.month === undefined) {
      ctx.addIssue({ code: "custom", path: ["month"], message: "required" });
    } else if (v.eventId !== undefined && v.month !== undefined) {
      ctx.addIssue({ code: "custom", path: ["eventId"], message: "eventOrMonth" });
    }
  });
export type RosterProposalInput = z.input<typeof rosterProposalBody>;

/** Why this person was proposed for this place. */
export const ROSTER_REASONS = [
  /** They raised their hand for this event. */
  "raisedHand",
  /** No raised hand, but free: no clash, no absence, within every rule. */
  "available",
  /** Their hours in the period are at or below the average of the people proposed (hours spread fairly). */
  "fewestHours",
  /** They have worked at least the buddy rule's number of events (3 when the rule is off). */
  "experienced",
  /** The experienced person a first-timer at this event needs beside them. */
  "buddy",
  /** Their first event, beside an experienced buddy. */
  "firstTimer",
  /** A doctor or nurse whose place lets first aiders in under the organisation's mix rule. */
  "senior",
] as const;
export type RosterReason = (typeof ROSTER_REASONS)[number];

/**
 * Why people who hold the qualification could not take an unfilled place: each comes with how many of them it kept
 * out (a person counts once, under the first reason that applies, in this order).
 */
export const UNFILLED_REASONS = [
  /** Nobody in the organisation holds the qualification (people: 0). */
  "noneQualified",
  /** Already working this event at another post, or proposed for one of its places in this proposal. */
  "alreadyThere",
  /** An absence overlaps the event. */
  "absent",
  /** Assigned to an event that overlaps it, here or at another organisation. */
  "busy",
  /** Too little rest between this event and another of theirs. */
  "rest",
  /** Their week would go over the weekly hours cap. */
  "weekHours",
  /** Under 18 on the event's date: the night, or the minors' hours a day or a week. */
  "minor",
  /** Their availability preferences: a weekday they avoid (without a raised hand), or their events a month. */
  "preferences",
  /** A first-timer without an experienced buddy at the event. */
  "buddy",
  /** A first aider beyond the mix rule's number per doctor or nurse. */
  "mix",
  /** Free for this event, but proposed for another event that clashes with it, or their hours went elsewhere. */
  "placedElsewhere",
] as const;
export type UnfilledReason = (typeof UNFILLED_REASONS)[number];

export const SOLVE_STATUSES = [
  /** The best answer the model allows. */
  "optimal",
  /** The solver's time ran out: the best answer found by then (never one that breaks a rule). */
  "timeLimit",
  /** No open place in scope: nothing to solve. */
  "nothingToFill",
] as const;
export type SolveStatus = (typeof SOLVE_STATUSES)[number];

export const rosterItemView = z.object({
  eventId: z.string(),
  eventName: z.string(),
  /** Local "YYYY-MM-DD" and "HH:MM" in the planning time zone. */
  eventDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  userId: z.string(),
  /** "First Last". */
  name: z.string(),
  qualification: z.enum(QUALIFICATIONS),
  reasons: z.array(z.enum(ROSTER_REASONS)),
  /** Their hours in the period with this proposal, at every organisation (rounded to a tenth). */
  hoursInPeriod: z.number(),
  /** Events they worked before (ended, any organisation of theirs). */
  pastEvents: z.number(),
});
export type RosterItemView = z.infer<typeof rosterItemView>;

export const unfilledView = z.object({
  eventId: z.string(),
  eventName: z.string(),
  eventDate: z.string(),
  qualification: z.enum(QUALIFICATIONS),
  /** Places of this post at this event still open after the proposal. */
  count: z.number(),
  /** Largest first. */
  reasons: z.array(z.object({ code: z.enum(UNFILLED_REASONS), people: z.number() })),
});
export type UnfilledView = z.infer<typeof unfilledView>;

export const rosterProposalView = z.object({
  proposal: z.object({
    /** By event start, then post (doctor, nurse, first aider), then name. */
    items: z.array(rosterItemView),
    unfilled: z.array(unfilledView),
    stats: z.object({
      /** Events in scope. */
      events: z.number(),
      /** Open places in scope before the proposal. */
      places: z.number(),
      /** Places the proposal fills. */
      filled: z.number(),
      /** What a simple greedy pass would have filled (the proposal never fills fewer). */
      greedyFilled: z.number(),
      solveMs: z.number(),
      status: z.enum(SOLVE_STATUSES),
    }),
    /** The rules the proposal honours. */
    rules: staffingRules,
  }),
});
export type RosterProposalView = z.infer<typeof rosterProposalView>;

export const ROSTER_ACCEPT_MAX = 2000;

export const rosterAcceptItem = z
  .object({ eventId: z.uuid(), userId: z.uuid(), qualification: z.enum(QUALIFICATIONS) })
  .strict();
export type RosterAcceptItem = z.infer<typeof rosterAcceptItem>;

/** The items the admin keeps: all, some or (by not calling) none of the proposal. */
export const rosterAcceptBody = z
  .object({ items: z.array(rosterAcceptItem).min(1, "required").max(ROSTER_ACCEPT_MAX, "tooMany") })
  .strict();
export type RosterAcceptInput = z.input<typeof rosterAcceptBody>;

/** Why an item was not assigned: the state changed since the proposal, or the item was never one. */
export const ACCEPT_REFUSALS = [
  /** Not an event of this organisation (a foreign id reads as a missing one). */
  "eventNotFound",
  /** Cancelled, or already ended. */
  "eventClosed",
  /** Not a member of this organisation (any more). */
  "notMember",
  "notQualified",
  "alreadyAssigned",
  /** The post's places are taken. */
  "full",
  /** The same event and person twice in the request. */
  "duplicate",
  "overlap",
  "absence",
  "rest",
  "weekHours",
  "minorDayHours",
  "minorWeekHours",
  "minorNight",
  "buddy",
  "mix",
] as const;
export type AcceptRefusal = (typeof ACCEPT_REFUSALS)[number];

export const rosterAcceptView = z.object({
  assigned: z.array(rosterAcceptItem),
  refused: z.array(z.object({ eventId: z.string(), userId: z.string(), reason: z.enum(ACCEPT_REFUSALS) })),
});
export type RosterAcceptView = z.infer<typeof rosterAcceptView>;
