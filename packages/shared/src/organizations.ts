import { z } from "zod";
import { MEMBER_ROLES, ORGANIZATION_DISPLAY_NAME_MAX_LENGTH, PLANS } from "./constants";
import { optionalPhone } from "./field-formats";
import { optionalEmail, requiredText } from "./validation";

/**
 * The system name of spec §3/§5: lowercase with underscores, derived from the display name
 * ("Rode Kruis Gent" → "rode_kruis_gent").
 */
export function toSystemName(displayName: string): string {
  return displayName
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 60);
}

export const systemName = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .transform((v) => toSystemName(v))
  .pipe(z.string().min(1, "required"));

export const createOrganizationBody = z.object({
  displayName: requiredText(ORGANIZATION_DISPLAY_NAME_MAX_LENGTH),
  name: systemName,
  contactEmail: optionalEmail,
  contactPhone: optionalPhone,
});
export type CreateOrganizationInput = z.input<typeof createOrganizationBody>;

export const updateOrganizationBody = createOrganizationBody.omit({ name: true });

/** The super admin's tools: the same fields plus plan, active flag and the responsible person. */
export const platformOrganizationBody = createOrganizationBody.extend({
  plan: z.enum(PLANS).default("free"),
  active: z.boolean().default(true),
  /** A user code (USER-XXXXXX) of the person who becomes responsible and admin; optional. */
  responsibleUserCode: z
    .string()
    .trim()
    .toUpperCase()
    .nullish()
    .transform((v) => (v ? v : null)),
});
export const platformOrganizationUpdateBody = platformOrganizationBody.omit({ name: true }).partial();

export const organizationSettingsBody = z.object({
  chatEnabled: z.boolean(),
  smsCenterEnabled: z.boolean(),
  locationsEnabled: z.boolean(),
  smsOnAssignment: z.boolean(),
});
export type OrganizationSettings = z.infer<typeof organizationSettingsBody>;

export const organizationView = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  active: z.boolean(),
  plan: z.enum(PLANS),
  responsibleUserId: z.string().nullable(),
  responsibleName: z.string().nullable(),
  memberCount: z.number(),
  caregiverLimit: z.number().nullable(),
  settings: organizationSettingsBody,
  createdAt: z.string(),
});
export type OrganizationView = z.infer<typeof organizationView>;

export const deleteConfirmationBody = z.object({ confirmation: z.string().trim().min(1).max(200) });

export const memberRoleBody = z.object({ role: z.enum(MEMBER_ROLES) });
