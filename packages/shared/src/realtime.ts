import { z } from "zod";

/**
 * What a realtime notice can be about: one per watched table (database triggers write them, see
 * apps/server/src/db/migrations/0010_live.sql). A notice names what changed, never its data; the
 * browser refetches what it shows.
 */
export const REALTIME_KINDS = [
  "event",
  "assignment",
  "interest",
  "membership",
  "settings",
  "team",
  "patient",
  "vitals",
  "asset",
  "chat",
  "location",
  // The SMS center: messages and their recipients' status; admins only.
  "sms",
  // Incident mode: an incident declared or closed, a casualty triaged or moved (the event's staff).
  "incident",
  "casualty",
  // An alert for one person (decision 046): to that person's streams only, admins included.
  "notification",
] as const;
export type RealtimeKind = (typeof REALTIME_KINDS)[number];

/** One change notice, as the stream sends it (the SSE `id` is the notice's id). */
export const realtimeNotice = z.object({
  id: z.number().int(),
  kind: z.enum(REALTIME_KINDS),
  op: z.enum(["insert", "update", "delete"]),
  /** The event the change belongs to (an event notice: the event itself). */
  eventId: z.string().nullable(),
  /** The changed row's id (a patient's for vital signs). */
  subjectId: z.string().nullable(),
  /** The person the change concerns (an assignment's, a membership's, a location's). */
  userId: z.string().nullable(),
  at: z.string(),
});
export type RealtimeNotice = z.infer<typeof realtimeNotice>;
