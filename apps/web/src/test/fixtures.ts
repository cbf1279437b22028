import type { EventDetailView, EventView } from "@hulppost/shared/events";
import type { MeView, OrganizationSummary } from "@hulppost/shared/me";
import type { MemberView } from "@hulppost/shared/members";
import {
  PATIENT_FIELD_NAMES,
  type PatientFieldName,
  type PatientListItem,
  type PatientListView,
  type PatientView,
} from "@hulppost/shared/patients";
import type { SmsMessageDetailView, SmsPreviewView } from "@hulppost/shared/sms";
import type { StaffingCandidateView } from "@hulppost/shared/staffing/warnings";

/**
 * Answers of the API as the shared contracts type them, for the component tests: each builder
 * gives a complete, plausible answer, and a test names only what it is about.
 */

export const ORG_ID = "0b6f3c7e-1d2a-4c5b-9e8f-000000000001";
export const EVENT_ID = "0b6f3c7e-1d2a-4c5b-9e8f-0000000000e1";
export const PATIENT_ID = "0b6f3c7e-1d2a-4c5b-9e8f-0000000000a1";
export const ME_ID = "0b6f3c7e-1d2a-4c5b-9e8f-000000000099";
const AT = "2026-07-10T10:00:00.000Z";

export const org = (path = "") => `/api/orgs/${ORG_ID}${path}`;

export function organization(overrides: Partial<OrganizationSummary> = {}): OrganizationSummary {
  return {
    id: ORG_ID,
    name: "Rode Kruis Gent",
    displayName: "Rode Kruis Gent",
    plan: "premium",
    role: "admin",
    isPrimary: true,
    reportLanguage: "nl",
    settings: { chatEnabled: true, smsCenterEnabled: true, locationsEnabled: true, smsOnAssignment: false },
    ...overrides,
  };
}

/** An admin of one organisation, speaking Dutch. */
export function me(overrides: Partial<MeView> = {}): MeView {
  return {
    user: { id: ME_ID, email: "an@example.be", name: "An Claes", emailVerified: true, twoFactorEnabled: false },
    profile: {
      version: 1,
      userId: ME_ID,
      email: "an@example.be",
      firstName: "An",
      lastName: "Claes",
      language: "nl",
      isDoctor: false,
      isNurse: true,
      hasFirstAidCertificate: true,
      birthDate: null,
      gender: null,
      phone: null,
      address: null,
      iban: null,
      vatNumber: null,
      diploma: null,
      userCode: "USER-AN0001",
      lastLoginAt: null,
      onboardingCompletedAt: AT,
      createdAt: AT,
    },
    roles: [],
    organizations: [organization()],
    canCreateOrganization: false,
    impersonation: null,
    timeZone: "Europe/Brussels",
    ...overrides,
  };
}

/** Every field of the record, as the contract names them, left empty. */
const EMPTY_RECORD = Object.fromEntries(PATIENT_FIELD_NAMES.map((field) => [field, null])) as Record<
  PatientFieldName,
  null
>;

/** A spectator with a sprained ankle, under treatment at the post. */
export function patient(overrides: Partial<PatientView> = {}): PatientView {
  return {
    ...EMPTY_RECORD,
    firstName: "Lies",
    lastName: "Peeters",
    estimatedAge: 24,
    sex: "female",
    type: "spectator",
    urgency: "medium",
    complaint: "Enkel verstuikt",
    bodyParts: [],
    arrivedAt: AT,
    spo2Scale2: false,
    pregnant: false,
    version: 2,
    id: PATIENT_ID,
    eventId: EVENT_ID,
    organizationId: ORG_ID,
    status: "under_treatment",
    statusChangedAt: AT,
    source: "form",
    ageYears: 24,
    gcsTotal: null,
    gcsBand: null,
    latestNews2: null,
    latestVitalsAt: null,
    news2Warnings: [],
    hasPhoto: false,
    photoUpdatedAt: null,
    createdAt: AT,
    createdBy: { id: ME_ID, name: "An Claes" },
    updatedAt: AT,
    updatedBy: { id: ME_ID, name: "An Claes" },
    treatedBy: null,
    treatmentTemplateName: null,
    nextStatuses: ["completed", "hospital_referral", "call_112"],
    ...overrides,
  };
}

export function patientRow(overrides: Partial<PatientListItem> = {}): PatientListItem {
  return {
    id: PATIENT_ID,
    firstName: "Lies",
    lastName: "Peeters",
    ageYears: 24,
    sex: "female",
    urgency: "medium",
    status: "under_treatment",
    complaint: "Enkel verstuikt",
    arrivedAt: AT,
    dischargedAt: null,
    latestVitalsAt: null,
    spo2Scale2: false,
    latestNews2Total: null,
    latestNews2Risk: null,
    treatedByName: null,
    nextObservationAt: null,
    ...overrides,
  };
}

export function patientPage(items: PatientListItem[], overrides: Partial<PatientListView> = {}): PatientListView {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 25,
    counts: {
      scope: { at_post: items.length, done: 0, all: items.length },
      status: { under_treatment: items.length, completed: 0, hospital_referral: 0, call_112: 0 },
      urgency: { unknown: 0, low: 0, medium: items.length, high: 0 },
    },
    post: {
      present: items.length,
      byUrgency: { unknown: 0, low: 0, medium: items.length, high: 0 },
      referralsUnderway: 0,
      arrivalsLastHour: items.length,
      total: items.length,
    },
    ...overrides,
  };
}

export function event(overrides: Partial<EventView> = {}): EventView {
  const count = (required: number) => ({ required, assigned: 0 });
  return {
    version: 4,
    id: EVENT_ID,
    name: "Gentse Feesten",
    date: "2026-07-17",
    endDate: "2026-07-17",
    startTime: "10:00",
    endTime: "18:00",
    startsAt: "2026-07-17T08:00:00.000Z",
    endsAt: "2026-07-17T16:00:00.000Z",
    location: "Sint-Baafsplein",
    address: null,
    description: null,
    contactName: null,
    contactPhone: null,
    contactEmail: null,
    hospitalName: "AZ Sint-Lucas",
    hospitalAddress: null,
    hospitalPhone: null,
    cancelled: false,
    phase: "planned",
    staffing: {
      doctors: count(1),
      nurses: count(2),
      firstAiders: count(4),
      tents: count(1),
      ambulances: count(0),
    },
    openPosts: 7,
    interestCount: 0,
    mine: { assigned: false, qualification: null, interested: false, postLeader: false },
    createdAt: AT,
    ...overrides,
  };
}

export const eventDetail = (overrides: Partial<EventDetailView> = {}): EventDetailView => ({
  ...event(),
  assignments: [],
  interests: [],
  teams: [],
  ...overrides,
});

export function member(overrides: Partial<MemberView> = {}): MemberView {
  return {
    userId: "0b6f3c7e-1d2a-4c5b-9e8f-0000000000b1",
    firstName: "Sara",
    lastName: "Maes",
    email: "sara@example.be",
    phone: "+32470111222",
    userCode: "USER-SARA01",
    role: "hulpverlener",
    isPrimary: true,
    isDoctor: false,
    isNurse: false,
    hasFirstAidCertificate: true,
    emailVerified: true,
    lastLoginAt: null,
    registeredAt: AT,
    joinedAt: AT,
    hasLogin: true,
    accountManagedHere: true,
    ...overrides,
  };
}

/** A member as the assign dialog lists them for an event: a nurse, neither assigned nor interested yet. */
export function candidate(overrides: Partial<StaffingCandidateView> = {}): StaffingCandidateView {
  const { userId, firstName, lastName, phone, isDoctor, isNurse, hasFirstAidCertificate } = member({
    userId: "0b6f3c7e-1d2a-4c5b-9e8f-0000000000c1",
    firstName: "Tom",
    lastName: "Janssens",
    phone: "+32470123456",
    isNurse: true,
  });
  return {
    userId,
    firstName,
    lastName,
    phone,
    isDoctor,
    isNurse,
    hasFirstAidCertificate,
    assigned: false,
    interested: false,
    overlapping: [],
    unavailable: [],
    eventsThisMonth: 0,
    maxEventsPerMonth: null,
    ruleWarnings: [],
    avoidsWeekday: false,
    ...overrides,
  };
}

/** Who a selection comes to: everyone given gets it (their phone as E.164). */
export const smsPreview = (people: MemberView[]): SmsPreviewView => ({
  recipients: people.map((p) => ({ userId: p.userId, name: `${p.firstName} ${p.lastName}`, phone: p.phone ?? "" })),
  skipped: [],
});

export function smsMessage(overrides: Partial<SmsMessageDetailView> = {}): SmsMessageDetailView {
  return {
    id: "0b6f3c7e-1d2a-4c5b-9e8f-0000000000d1",
    text: "Briefing om 9 uur",
    status: "sending",
    encoding: "gsm7",
    parts: 1,
    scheduledAt: null,
    createdAt: AT,
    createdBy: { id: ME_ID, name: "An Claes" },
    source: "center",
    counts: { pending: 1, sent: 0, delivered: 0, failed: 0 },
    recipientCount: 1,
    skippedCount: 0,
    recipients: [],
    skipped: [],
    ...overrides,
  };
}
