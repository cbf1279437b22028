/**
 * How long an organisation keeps what its people leave behind (decision 055): shared positions
 * after the event they were shared at, and chat messages. Patient records have their own setting
 * (patientRetentionBody in ./patients), shown beside these on the Options tab.
 */
import { z } from "zod";
import { editVersion } from "./validation";

export const RETENTION_LIMITS = {
  /** Positions: at least an hour (the sweep's step), at most 30 days. */
  locationHours: { min: 1, max: 720, default: 24 },
  /** Chat: at least a day, at most ten years; null keeps messages (the default). */
  chatDays: { min: 1, max: 3650, default: null },
} as const;

/** An integer, or a field error the forms translate ("invalidNumber" for text or NaN, "required" when left out). */
const whole = (min: number, max: number) =>
  z
    .number({ error: (i) => (i.code === "invalid_type" && i.input != null ? "invalidNumber" : undefined) })
    .int("wholeNumber")
    .min(min)
    .max(max);

export const retentionSettings = z.object({
  /** Hours after the end of the event a position was shared at (or after the position, outside events). */
  locationHours: whole(RETENTION_LIMITS.locationHours.min, RETENTION_LIMITS.locationHours.max),
  /** Days a chat message is kept after it was sent; null keeps them. */
  chatDays: whole(RETENTION_LIMITS.chatDays.min, RETENTION_LIMITS.chatDays.max).nullable(),
});
export type RetentionSettings = z.infer<typeof retentionSettings>;

export const retentionView = retentionSettings.extend({
  /** The settings' version the form was loaded from (decision 036). */
  version: z.number(),
});
export type RetentionView = z.infer<typeof retentionView>;

/** Both periods at once (the card shows them together) and the version the form was loaded from. */
export const retentionBody = retentionSettings.extend({ version: editVersion }).strict();
export type RetentionInput = z.infer<typeof retentionBody>;
