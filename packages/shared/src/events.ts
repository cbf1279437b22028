import { z } from "zod";
import { EVENT_REQUIRED_MAX, NAME_MAX_LENGTH, QUALIFICATIONS } from "./constants";
import { EVENT_FILTERS } from "./event-filters";
import { optionalPhone } from "./field-formats";
import { maintenanceDueItem } from "./infrastructure";
import {
  atLeastOneField,
  editVersion,
  isoDate,
  optionalEmail,
  optionalText,
  requiredText,
  searchText,
  text,
} from "./validation";

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const timeOfDay = text().trim().regex(TIME, "invalidTime");
const required = z
  .number({
    error: (i) => (i.code === "invalid_type" ? (i.input === undefined ? "required" : "invalidNumber") : undefined),
  })
  .int("wholeNumber")
  .min(0)
  .max(EVENT_REQUIRED_MAX);

export { EVENT_FILTERS, type EventFilter } from "./event-filters";
export const EVENT_PHASES = ["planned", "live", "past"] as const;
export type EventPhase = (typeof EVENT_PHASES)[number];

const eventFields = z.object({
  name: requiredText(NAME_MAX_LENGTH),
  date: isoDate,
  /** The day the event ends; the same day when left out (a night shift ends the next day). */
  endDate: z.preprocess((v) => (v === "" ? undefined : v), isoDate.optional()),
  startTime: timeOfDay,
  endTime: timeOfDay,
  location: optionalText(200),
  address: optionalText(300),
  description: optionalText(5000),
  contactName: optionalText(200),
  contactPhone: optionalPhone,
  contactEmail: optionalEmail,
  hospitalName: optionalText(200),
  hospitalAddress: optionalText(300),
  hospitalPhone: optionalPhone,
  requiredDoctors: required,
  requiredNurses: required,
  requiredFirstAiders: required,
  requiredTents: required,
  requiredAmbulances: required,
});

/** The end must come after the start: spec's "end after start", across midnight via endDate. */
function endsAfterStart(v: { date: string; endDate?: string; startTime: string; endTime: string }) {
  return `${v.endDate ?? v.date}T${v.endTime}` > `${v.date}T${v.startTime}`;
}

export const eventBody = eventFields.refine(endsAfterStart, { path: ["endTime"], message: "endAfterStart" });
export type EventInput = z.input<typeof eventBody>;

export const eventUpdateBody = atLeastOneField(
  eventFields.extend({ cancelled: z.boolean() }).partial().extend({ version: editVersion }),
).refine((v) => !(v.date && v.startTime && v.endTime) || endsAfterStart(v as Parameters<typeof endsAfterStart>[0]), {
  path: ["endTime"],
  message: "endAfterStart",
});

export const eventListQuery = z.object({
  filter: z.enum(EVENT_FILTERS).default("all"),
  /** Calendar window: events overlapping [from, to]. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  search: searchText(),
});

export const staffingCount = z.object({ required: z.number(), assigned: z.number() });
export const staffing = z.object({
  doctors: staffingCount,
  nurses: staffingCount,
  firstAiders: staffingCount,
  tents: staffingCount,
  ambulances: staffingCount,
});
export type Staffing = z.infer<typeof staffing>;

export const eventView = z.object({
  /** Raised by every change; the event form sends the one it was loaded from (decision 036). */
  version: z.number(),
  id: z.string(),
  name: z.string(),
  date: z.string(),
  endDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string().nullable(),
  address: z.string().nullable(),
  description: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  hospitalName: z.string().nullable(),
  hospitalAddress: z.string().nullable(),
  hospitalPhone: z.string().nullable(),
  cancelled: z.boolean(),
  phase: z.enum(EVENT_PHASES),
  staffing,
  /** Posts still open across doctors, nurses and first aiders. */
  openPosts: z.number(),
  interestCount: z.number(),
  /** For the person asking: are they on it, did they raise a hand, do they lead the post (decision 045). */
  mine: z.object({
    assigned: z.boolean(),
    qualification: z.enum(QUALIFICATIONS).nullable(),
    interested: z.boolean(),
    postLeader: z.boolean(),
  }),
  createdAt: z.string(),
});
export type EventView = z.infer<typeof eventView>;

/**
 * An event as lists and calendars show it: without the long texts and the contacts, which only
 * the event's own page needs. The list of an organisation with hundreds of events stays light.
 */
export const eventSummaryView = eventView.omit({
  address: true,
  description: true,
  contactName: true,
  contactPhone: true,
  contactEmail: true,
  hospitalName: true,
  hospitalAddress: true,
  hospitalPhone: true,
  createdAt: true,
  // A list is read, never saved back: only the whole event carries the version to save against.
  version: true,
});
export type EventSummary = z.infer<typeof eventSummaryView>;

export const assignmentView = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  qualification: z.enum(QUALIFICATIONS),
  teamId: z.string().nullable(),
  /** Leads the post: may declare and close an incident on the event while it is live (decision 045). */
  postLeader: z.boolean(),
  /** The admin marked that they did not come: the event's hours do not count as worked (decision 050). */
  noShow: z.boolean(),
  assignedAt: z.string(),
});
export type AssignmentView = z.infer<typeof assignmentView>;

export const interestView = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isDoctor: z.boolean(),
  isNurse: z.boolean(),
  hasFirstAidCertificate: z.boolean(),
  createdAt: z.string(),
  assigned: z.boolean(),
});
export type InterestView = z.infer<typeof interestView>;

export const teamView = z.object({
  version: z.number(),
  id: z.string(),
  eventId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  memberIds: z.array(z.string()),
});
export type TeamView = z.infer<typeof teamView>;

/** An admin sees everything; a caregiver sees the people only of an event they work at. */
export const eventDetailView = eventView.extend({
  assignments: z.array(assignmentView),
  interests: z.array(interestView),
  teams: z.array(teamView),
});
export type EventDetailView = z.infer<typeof eventDetailView>;

/** The admin marks an assigned caregiver as the event's post leader, or takes the mark off. */
export const postLeaderBody = z.object({ postLeader: z.boolean() });
export type PostLeaderInput = z.infer<typeof postLeaderBody>;

/** The admin moves an assigned caregiver to another post at the event (they are told). */
export const assignmentPostBody = z.object({ qualification: z.enum(QUALIFICATIONS) }).strict();
export type AssignmentPostInput = z.infer<typeof assignmentPostBody>;

export const assignBody = z.object({
  userId: z.uuid(),
  /** The post the person fills; by default their highest qualification (doctor, nurse, first aider). */
  qualification: z.enum(QUALIFICATIONS).optional(),
});

/**
 * Another event the person works during this one. Events of other organisations are shown only
 * as "busy elsewhere" with their start: their id and name are not this organisation's to see.
 */
export const overlapView = z.object({ id: z.string().nullable(), name: z.string().nullable(), startsAt: z.string() });
export type OverlapView = z.infer<typeof overlapView>;

export const assignResult = z.object({
  assignment: assignmentView,
  /** Other events of this person that overlap in time: a warning, not a refusal. */
  overlapping: z.array(overlapView),
});

export const candidateView = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  isDoctor: z.boolean(),
  isNurse: z.boolean(),
  hasFirstAidCertificate: z.boolean(),
  assigned: z.boolean(),
  interested: z.boolean(),
  overlapping: z.array(overlapView),
  /** Their absences that overlap the event (a warning: the admin decides, decision 048). */
  unavailable: z.array(z.object({ startsAt: z.string(), endsAt: z.string(), reason: z.string().nullable() })),
  /** Their other events in the event's month, beside the most they want (null: no cap). */
  eventsThisMonth: z.number(),
  maxEventsPerMonth: z.number().nullable(),
});
export type CandidateView = z.infer<typeof candidateView>;

const COLOR = /^#[0-9a-fA-F]{6}$/;
const teamFields = z.object({
  name: requiredText(100),
  description: optionalText(500),
  color: text().trim().regex(COLOR, "invalidColor"),
});
export const teamBody = teamFields.extend({ color: teamFields.shape.color.default("#2563eb") });
export type TeamInput = z.input<typeof teamBody>;
/** A change names only what changes: a rename keeps the colour. */
export const teamUpdateBody = atLeastOneField(teamFields.partial().extend({ version: editVersion }));
export const teamMemberBody = z.object({ userId: z.uuid() });

export const shortageView = z.object({
  event: z.object({ id: z.string(), name: z.string(), startsAt: z.string(), location: z.string().nullable() }),
  missing: z.object({
    doctors: z.number(),
    nurses: z.number(),
    firstAiders: z.number(),
    tents: z.number(),
    ambulances: z.number(),
  }),
  /** People, tents and ambulances still missing together. */
  totalMissing: z.number(),
});

export const adminDashboardView = z.object({
  upcomingEvents: z.number(),
  caregivers: z.number(),
  openPosts: z.number(),
  liveEvents: z.number(),
  shortages: z.array(shortageView),
  /** Active assets whose next maintenance is within MAINTENANCE_DUE_DAYS or past, soonest first. */
  maintenanceDue: z.array(maintenanceDueItem),
});
export type AdminDashboardView = z.infer<typeof adminDashboardView>;

export const scheduleQuery = z.object({ from: isoDate, to: isoDate });
export const scheduleView = z.array(
  z.object({
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    shifts: z.array(
      z.object({
        eventId: z.string(),
        name: z.string(),
        startsAt: z.string(),
        endsAt: z.string(),
        qualification: z.enum(QUALIFICATIONS),
      }),
    ),
  }),
);

export const historyQuery = z.object({ from: isoDate.optional(), to: isoDate.optional() });
export const caregiverHistoryRow = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isDoctor: z.boolean(),
  isNurse: z.boolean(),
  hasFirstAidCertificate: z.boolean(),
  eventsWorked: z.number(),
  hoursWorked: z.number(),
  upcoming: z.number(),
  interestShown: z.number(),
  lastEventAt: z.string().nullable(),
});
export type CaregiverHistoryRow = z.infer<typeof caregiverHistoryRow>;

export const personHistoryView = z.array(
  z.object({
    eventId: z.string(),
    name: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    location: z.string().nullable(),
    qualification: z.enum(QUALIFICATIONS),
    cancelled: z.boolean(),
    phase: z.enum(EVENT_PHASES),
  }),
);

export const calendarFeedView = z.object({ url: z.string().nullable() });
