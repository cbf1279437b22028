import { z } from "zod";
import { timeOfDay } from "./events";
import { isoDate, optionalText } from "./validation";

/** An absence longer than this is a typo or a resignation, not a period (decision 048). */
export const ABSENCE_MAX_DAYS = 366;
export const ABSENCE_REASON_MAX_LENGTH = 200;
export const MAX_EVENTS_PER_MONTH_LIMIT = 100;
/** ISO days of the week: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** A period I cannot work, typed in the planning time zone like an event. */
export const absenceBody = z
  .object({
    startDate: isoDate,
    startTime: timeOfDay,
    endDate: isoDate,
    endTime: timeOfDay,
    reason: optionalText(ABSENCE_REASON_MAX_LENGTH),
  })
  .strict()
  .refine((v) => `${v.startDate}T${v.startTime}` < `${v.endDate}T${v.endTime}`, {
    path: ["endTime"],
    message: "absenceEndAfterStart",
  })
  .refine((v) => daysBetween(v.startDate, v.endDate) <= ABSENCE_MAX_DAYS, {
    path: ["endDate"],
    message: "absenceTooLong",
  });
export type AbsenceInput = z.input<typeof absenceBody>;

export const absenceView = z.object({
  id: z.string(),
  startDate: z.string(),
  startTime: z.string(),
  endDate: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Only the caregiver and the admins of their organisations see it. */
  reason: z.string().nullable(),
});
export type AbsenceView = z.infer<typeof absenceView>;

export const preferencesBody = z
  .object({
    avoidWeekdays: z
      .array(z.union(WEEKDAYS.map((d) => z.literal(d))))
      .max(7)
      .refine((days) => new Set(days).size === days.length, "duplicate"),
    maxEventsPerMonth: z.number().int().min(1).max(MAX_EVENTS_PER_MONTH_LIMIT).nullable(),
  })
  .strict();
export type PreferencesInput = z.input<typeof preferencesBody>;
export const preferencesView = z.object({
  avoidWeekdays: z.array(z.number()),
  maxEventsPerMonth: z.number().nullable(),
});
export type PreferencesView = z.infer<typeof preferencesView>;

/** What an admin sees of a member's availability. */
export const caregiverAvailabilityView = z.object({
  absences: z.array(absenceView),
  preferences: preferencesView,
});
export type CaregiverAvailabilityView = z.infer<typeof caregiverAvailabilityView>;

/** A candidate's clash with the event's time: an absence that overlaps it (reason for admins). */
export const unavailableView = z.object({ startsAt: z.string(), endsAt: z.string(), reason: z.string().nullable() });
export type UnavailableView = z.infer<typeof unavailableView>;
