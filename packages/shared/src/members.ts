import { z } from "zod";
import { MEMBER_ROLES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, QUALIFICATIONS, USER_CODE_PATTERN } from "./constants";
import { atLeastOneField, searchText, text, withMatchingPasswords } from "./validation";

export const userCode = text().trim().toUpperCase().regex(USER_CODE_PATTERN, "invalidUserCode");

/** Add an existing person by the user code they read from their profile. */
export const addMemberBody = z.object({
  userCode,
  role: z.enum(MEMBER_ROLES),
  isPrimary: z.boolean().default(false),
});
export type AddMemberInput = z.input<typeof addMemberBody>;

export const updateMemberBody = atLeastOneField(
  z.object({
    role: z.enum(MEMBER_ROLES).optional(),
    isPrimary: z.boolean().optional(),
  }),
);

/** An admin sets a caregiver's password: at least 6 characters, typed twice. */
export const adminPasswordBody = withMatchingPasswords(
  z.object({
    password: text()
      .min(PASSWORD_MIN_LENGTH, "passwordTooShort")
      .max(PASSWORD_MAX_LENGTH, `tooLong:${PASSWORD_MAX_LENGTH}`),
    confirmPassword: text().max(PASSWORD_MAX_LENGTH),
  }),
  "password",
  "confirmPassword",
);

export const memberListQuery = z.object({
  search: searchText(),
  qualification: z.enum(QUALIFICATIONS).optional(),
  role: z.enum(MEMBER_ROLES).optional(),
});

export const memberView = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  userCode: z.string(),
  role: z.enum(MEMBER_ROLES),
  isPrimary: z.boolean(),
  isDoctor: z.boolean(),
  isNurse: z.boolean(),
  hasFirstAidCertificate: z.boolean(),
  emailVerified: z.boolean(),
  lastLoginAt: z.string().nullable(),
  registeredAt: z.string(),
  joinedAt: z.string(),
  hasLogin: z.boolean(),
  /**
   * This organisation alone answers for the account (a caregiver here and nowhere else, no wider
   * role): only then may its admins change the person's details, password, email status or login.
   */
  accountManagedHere: z.boolean(),
});
export type MemberView = z.infer<typeof memberView>;

export const memberDetailView = memberView.extend({
  address: z.string().nullable(),
  iban: z.string().nullable(),
  vatNumber: z.string().nullable(),
  diploma: z.string().nullable(),
  birthDate: z.string().nullable(),
  gender: z.enum(["man", "vrouw", "anders"]).nullable(),
  language: z.enum(["nl", "en", "es", "fr"]),
  /** The profile's version: the admin's edit form sends the one it was loaded from (decision 036). */
  version: z.number(),
  /** Other organisations the person belongs to (names only); their login can only go when this is empty. */
  otherOrganizationCount: z.number(),
});
export type MemberDetailView = z.infer<typeof memberDetailView>;
