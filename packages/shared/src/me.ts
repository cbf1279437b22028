import { z } from "zod";
import { GENDERS, LANGUAGES, MEMBER_ROLES, PLANS, ROLES } from "./constants";
import { optionalIban, optionalPhone } from "./field-formats";
import { atLeastOneField, birthDate, editVersion, optionalText, requiredText, text } from "./validation";

/** VAT numbers of the EU: country code and 2–13 characters; spaces and dots are dropped. */
export const optionalVatNumber = text()
  .trim()
  .max(40)
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const compact = value.replace(/[\s.-]/g, "").toUpperCase();
    if (!/^[A-Z]{2}[0-9A-Z+*]{2,13}$/.test(compact)) {
      ctx.addIssue({ code: "custom", message: "invalidVat" });
      return z.NEVER;
    }
    return compact;
  });

export const profileUpdateBody = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  phone: optionalPhone,
  address: optionalText(300),
  iban: optionalIban,
  vatNumber: optionalVatNumber,
  diploma: optionalText(200),
  // A cleared date field arrives as "" and means "not given".
  birthDate: z.preprocess((v) => (v === "" ? null : v), birthDate.nullish()).transform((v) => v ?? null),
  gender: z
    .enum(GENDERS)
    .nullish()
    .transform((v) => v ?? null),
  isDoctor: z.boolean(),
  isNurse: z.boolean(),
  hasFirstAidCertificate: z.boolean(),
  version: editVersion,
});
export type ProfileUpdateInput = z.input<typeof profileUpdateBody>;
/** One's own profile changes field by field: what the body leaves out stays as it is. */
export const profilePatchBody = atLeastOneField(profileUpdateBody.partial());
export type ProfilePatchInput = z.input<typeof profilePatchBody>;

export const languageBody = z.object({ language: z.enum(LANGUAGES) });

export const profileView = z.object({
  /** Raised by every change; the profile form sends the one it was loaded from (decision 036). */
  version: z.number(),
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  language: z.enum(LANGUAGES),
  isDoctor: z.boolean(),
  isNurse: z.boolean(),
  hasFirstAidCertificate: z.boolean(),
  birthDate: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  iban: z.string().nullable(),
  vatNumber: z.string().nullable(),
  diploma: z.string().nullable(),
  userCode: z.string(),
  lastLoginAt: z.string().nullable(),
  onboardingCompletedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ProfileView = z.infer<typeof profileView>;

export const organizationSummary = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  plan: z.enum(PLANS),
  /** The person's role in it; null for a super admin who is not a member. */
  role: z.enum(MEMBER_ROLES).nullable(),
  isPrimary: z.boolean(),
  /**
   * The language its papers are written in unless the reader asks for their own; a download
   * offers both when they differ.
   */
  reportLanguage: z.enum(LANGUAGES),
  settings: z.object({
    chatEnabled: z.boolean(),
    smsCenterEnabled: z.boolean(),
    locationsEnabled: z.boolean(),
    smsOnAssignment: z.boolean(),
  }),
});
export type OrganizationSummary = z.infer<typeof organizationSummary>;

export const meView = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
  }),
  profile: profileView,
  roles: z.array(z.enum(ROLES)),
  /** Organisations this person can select: their memberships, or every active one for a super admin. */
  organizations: z.array(organizationSummary),
  /** True when the person may still create an organisation (an organisator responsible for none). */
  canCreateOrganization: z.boolean(),
  impersonation: z.object({ impersonatorId: z.string(), impersonatorName: z.string() }).nullable(),
  /** The time zone events are planned in (the server's APP_TIMEZONE). */
  timeZone: z.string(),
});
export type MeView = z.infer<typeof meView>;
