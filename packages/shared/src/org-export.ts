import { z } from "zod";
import { text } from "./validation";

/** How long a finished organisation export can be downloaded (decision 056). */
export const ORG_EXPORT_VALID_HOURS = 24;
/** How long a departure waits before the organisation is removed; cancel possible until then (decision 056). */
export const DEPARTURE_GRACE_DAYS = 30;

export const DATA_EXPORT_STATUSES = ["queued", "running", "done", "failed"] as const;

/** One of the organisation's exports as its admins see it; the file itself is the download route's. */
export const dataExportView = z.object({
  id: z.string().uuid(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** 0–100, raised by the job as it goes. */
  progress: z.number().int().min(0).max(100),
  fileName: z.string().nullable(),
  size: z.number().int().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Null until it is ready; after it, the download answers 410. */
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
  requestedBy: z.string().nullable(),
});
export type DataExportView = z.infer<typeof dataExportView>;

/** The organisation's name, typed to confirm its departure (display name or system name). */
export const departureBody = z.object({ confirmation: text().trim().min(1).max(200) });
export type DepartureBody = z.infer<typeof departureBody>;

export const departureView = z.object({
  /** When an admin asked to leave; null when no departure is pending. */
  requestedAt: z.string().nullable(),
  requestedBy: z.string().nullable(),
  /** The day the organisation and everything in it is removed, unless cancelled before. */
  removesAt: z.string().nullable(),
});
export type DepartureView = z.infer<typeof departureView>;
