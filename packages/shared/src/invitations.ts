import { z } from "zod";
import { MEMBER_ROLES } from "./constants";

export const INVITATION_CODE_PATTERN = /^[A-Za-z0-9_-]{12,64}$/;
export const INVITATION_MAX_EXPIRY_DAYS = 365;

export const createInvitationBody = z.object({
  role: z.enum(MEMBER_ROLES),
  /** Null means unlimited. */
  maxUses: z.number().int().min(1).max(10_000).nullable(),
  expiresInDays: z.number().int().min(1).max(INVITATION_MAX_EXPIRY_DAYS),
});
export type CreateInvitationInput = z.input<typeof createInvitationBody>;

export const invitationView = z.object({
  id: z.string(),
  code: z.string(),
  role: z.enum(MEMBER_ROLES),
  maxUses: z.number().nullable(),
  uses: z.number(),
  expiresAt: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  /** valid | expired | used_up | inactive, as of now. */
  state: z.enum(["valid", "expired", "used_up", "inactive"]),
});
export type InvitationView = z.infer<typeof invitationView>;

/** The outcomes a person can meet at /accept-invitation/{code}. */
export const INVITATION_STATES = [
  "valid",
  "invalid",
  "not_found",
  "expired",
  "used_up",
  "already_member",
  "accepted",
] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const invitationPreview = z.object({
  state: z.enum(INVITATION_STATES),
  organization: z.object({ id: z.string(), displayName: z.string() }).nullable(),
  role: z.enum(MEMBER_ROLES).nullable(),
});
export type InvitationPreview = z.infer<typeof invitationPreview>;
