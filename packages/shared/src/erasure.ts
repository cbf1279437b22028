import { z } from "zod";

/**
 * Closing one's account and an admin erasing a person (decision 054, Erasure). What stays in an
 * organisation's history is kept under a pseudonym: the profile's first name becomes
 * ERASED_FIRST_NAME and the last name the person's former number, so every view, PDF and CSV that
 * prints "first last" prints "Voormalige hulpverlener 123" unchanged; the web translates it with
 * `isErasedName` (nl, en, es, fr).
 */
export const ERASED_FIRST_NAME = "Voormalige hulpverlener";

/** True for a name pair written by the erasure: the web shows it in the reader's language. */
export function isErasedName(firstName: string | null | undefined, lastName: string | null | undefined): boolean {
  return firstName === ERASED_FIRST_NAME && /^\d+$/.test(lastName ?? "");
}

/** The address an erased person's profile and login keep: unique, and on a domain that never receives mail (RFC 2606). */
export function erasedEmail(formerNumber: number): string {
  return `former-${formerNumber}@erased.invalid`;
}

export const closeAccountBody = z
  .object({
    password: z.string().min(1, "required").max(200),
    /** Required when the person has two-factor sign-in on. */
    totpCode: z
      .string()
      .regex(/^\d{6}$/, "invalidCode")
      .optional(),
  })
  .strict();
export type CloseAccountBody = z.infer<typeof closeAccountBody>;

export const eraseMemberBody = z.object({ confirmation: z.string().max(320) }).strict();
export type EraseMemberBody = z.infer<typeof eraseMemberBody>;

/** An organisation that has to act before the person may leave, and why. */
export const erasureBlocker = z.object({
  organizationId: z.string(),
  displayName: z.string(),
  reason: z.enum(["lastAdmin", "responsiblePerson"]),
});
export type ErasureBlocker = z.infer<typeof erasureBlocker>;

const counts = z.record(z.string(), z.number().int());

/** What closing the account removes (`goes`) and what the organisations keep (`stays`), as counts per kind. */
export const closeAccountPreview = z.object({
  goes: counts,
  stays: counts,
  organizations: z.array(z.object({ id: z.string(), displayName: z.string() })),
  blockers: z.array(erasureBlocker),
  twoFactorEnabled: z.boolean(),
});
export type CloseAccountPreview = z.infer<typeof closeAccountPreview>;

export const erasureResult = z.object({
  /** `account`: the whole person is erased; `organization`: only what this organisation held (they belong elsewhere too). */
  scope: z.enum(["account", "organization"]),
  formerNumber: z.number().int().nullable(),
  goes: counts,
  stays: counts,
});
export type ErasureResult = z.infer<typeof erasureResult>;
