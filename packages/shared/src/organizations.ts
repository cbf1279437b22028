import { z } from "zod";
import { TRIAGE_SYSTEMS } from "./clinical/triage";
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  MEMBER_ROLES,
  ORGANIZATION_DISPLAY_NAME_MAX_LENGTH,
  PLAN_LIMITS,
  PLANS,
  type Plan,
} from "./constants";
import { optionalPhone } from "./field-formats";
import { tileAttributionField, tileUrlField } from "./maps";
import { atLeastOneField, editVersion, optionalEmail, requiredText, text } from "./validation";

/**
 * An organisation's system name: lowercase with underscores, derived from the display name
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

export const systemName = text()
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

/** The admin's form of the organisation's details (the system name is fixed once made). */
export const organizationDetailsBody = createOrganizationBody.omit({ name: true });
/** A partial update: contacts left out stay as they are; `null` or "" clears one. */
export const updateOrganizationBody = atLeastOneField(
  organizationDetailsBody.partial().extend({ version: editVersion }),
);

/** The super admin's tools: the same fields plus plan, active flag and the responsible person. */
const platformOrganizationFields = createOrganizationBody.extend({
  plan: z.enum(PLANS),
  active: z.boolean(),
  /** A user code (USER-XXXXXX) of the person who becomes responsible and admin; optional. */
  responsibleUserCode: text()
    .trim()
    .max(20)
    .toUpperCase()
    .nullish()
    .transform((v) => (v ? v : null)),
});
export const platformOrganizationBody = platformOrganizationFields.extend({
  plan: platformOrganizationFields.shape.plan.default("free"),
  active: platformOrganizationFields.shape.active.default(true),
});
/** A partial update: a new phone number leaves plan, active flag and the rest alone. */
export const platformOrganizationUpdateBody = atLeastOneField(
  platformOrganizationFields.omit({ name: true }).partial(),
);

const moduleSwitches = z.object({
  chatEnabled: z.boolean(),
  smsCenterEnabled: z.boolean(),
  locationsEnabled: z.boolean(),
  smsOnAssignment: z.boolean(),
});
export type ModuleSwitches = z.infer<typeof moduleSwitches>;

/**
 * The settings as stored and shown: the switches, the language of the papers and the
 * site maps' tile server with its attribution (null: OpenStreetMap's).
 */
export const organizationSettingsView = moduleSwitches.extend({
  /** Raised by every change; the settings form sends the one it was loaded from (decision 036). */
  version: z.number(),
  reportLanguage: z.enum(LANGUAGES),
  /** How casualties are sorted at an incident (decision 044): the Triage Sieve unless chosen. */
  triageSystem: z.enum(TRIAGE_SYSTEMS),
  mapTileUrl: z.string().nullable(),
  mapAttribution: z.string().nullable(),
});
export type OrganizationSettings = z.infer<typeof organizationSettingsView>;

/**
 * The admin's save: the settings it names change, those it leaves out stay as they are (two admins
 * on the Options tab each change their own switch; decision 036).
 */
export const organizationSettingsBody = atLeastOneField(
  moduleSwitches
    .partial()
    .extend({
      reportLanguage: z.enum(LANGUAGES).optional(),
      triageSystem: z.enum(TRIAGE_SYSTEMS).optional(),
      mapTileUrl: tileUrlField.optional(),
      mapAttribution: tileAttributionField.optional(),
    })
    .extend({ version: editVersion }),
);
export type OrganizationSettingsInput = z.infer<typeof organizationSettingsBody>;

/**
 * The switches as they work: what the admin stored (all on when nothing is stored), with SMS off
 * on a plan without SMS whatever was stored (the free plan has no SMS, decision 008), so an
 * organisation moved to the free plan stops texting at once.
 */
export function effectiveSettings(plan: Plan, stored: Partial<ModuleSwitches> | null): ModuleSwitches {
  const sms = PLAN_LIMITS[plan].sms;
  return {
    chatEnabled: stored?.chatEnabled ?? true,
    smsCenterEnabled: sms && (stored?.smsCenterEnabled ?? true),
    locationsEnabled: stored?.locationsEnabled ?? true,
    smsOnAssignment: sms && (stored?.smsOnAssignment ?? true),
  };
}

/** The switches as they work, with the papers' language (Dutch unless the admin chose another). */
export function organizationSettingsOf(
  plan: Plan,
  stored:
    | (Partial<ModuleSwitches> & {
        reportLanguage?: OrganizationSettings["reportLanguage"] | null;
        triageSystem?: OrganizationSettings["triageSystem"] | null;
        mapTileUrl?: string | null;
        mapAttribution?: string | null;
        version?: number;
      })
    | null,
): OrganizationSettings {
  return {
    ...effectiveSettings(plan, stored),
    version: stored?.version ?? 1,
    reportLanguage: stored?.reportLanguage ?? DEFAULT_LANGUAGE,
    triageSystem: stored?.triageSystem ?? "sieve",
    mapTileUrl: stored?.mapTileUrl ?? null,
    mapAttribution: stored?.mapAttribution ?? null,
  };
}

/** The switches a plan without SMS may not turn on. */
export const SMS_SETTINGS = ["smsCenterEnabled", "smsOnAssignment"] as const;

export const organizationView = z.object({
  id: z.string(),
  /** Raised by every change of the details; their form sends the one it was loaded from (decision 036). */
  version: z.number(),
  name: z.string(),
  displayName: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  active: z.boolean(),
  plan: z.enum(PLANS),
  responsibleUserId: z.string().nullable(),
  responsibleName: z.string().nullable(),
  memberCount: z.number(),
  /** The members counted against the plan's caregiver limit: all but the responsible person. */
  caregiverCount: z.number(),
  caregiverLimit: z.number().nullable(),
  settings: organizationSettingsView,
  createdAt: z.string(),
});
export type OrganizationView = z.infer<typeof organizationView>;

export const deleteConfirmationBody = z.object({ confirmation: text().trim().min(1).max(200) });

export const memberRoleBody = z.object({ role: z.enum(MEMBER_ROLES) });
