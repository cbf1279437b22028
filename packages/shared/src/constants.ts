/**
 * Business constants: the plans' limits and terms, and the settled decisions. This is the only
 * place they live: server limits, form rules and the plans' fixed terms all read them from here.
 * The prices themselves are managed (see PRICES_EUR).
 */
export const LANGUAGES = ["nl", "en", "es", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "nl";

/** Where events are planned unless the server's APP_TIMEZONE says otherwise. */
export const DEFAULT_TIME_ZONE = "Europe/Brussels";

/** Dates outside these years are refused as typos (an event in 0202, a birth in 1066). */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2200;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;
export const ORGANIZATION_DISPLAY_NAME_MAX_LENGTH = 120;
export const CHAT_MESSAGE_MAX_LENGTH = 500;
export const SMS_MAX_LENGTH = 160;
export const PATIENT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export const GENDERS = ["man", "vrouw", "anders"] as const;
export type Gender = (typeof GENDERS)[number];

export const ROLES = ["super_admin", "admin", "hulpverlener", "organisator"] as const;
export type Role = (typeof ROLES)[number];
export const MEMBER_ROLES = ["admin", "hulpverlener"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const QUALIFICATIONS = ["doctor", "nurse", "first_aider"] as const;
export type Qualification = (typeof QUALIFICATIONS)[number];

export const PLANS = ["free", "premium"] as const;
export type Plan = (typeof PLANS)[number];

export const PLAN_LIMITS = {
  free: { eventsPerMonth: 2, caregivers: 5, sms: false },
  premium: { eventsPerMonth: null, caregivers: null, sms: true },
} as const satisfies Record<Plan, { eventsPerMonth: number | null; caregivers: number | null; sms: boolean }>;

/**
 * What is not a managed price. The premium, SMS and billing-overview prices change over time: they
 * live in the price_changes table (/dashboard/pricing), read through GET /api/prices on the web and
 * currentPrices() on the server (the launch prices are its first rows, migration 0013).
 */
export const PRICES_EUR = {
  freeMonthly: 0,
  premiumTrialDays: 14,
} as const;

export const TIMINGS_MS = {
  toastDuration: 4000,
  authLoadingForcedOff: 3000,
  roleProfileQueryTimeout: 10_000,
  organisationCache: 5 * 60_000,
  subscriptionRecheck: 5 * 60_000,
  vacancyRefresh: 5 * 60_000,
  logoutRedirectDelay: 1000,
  queryRetryBaseDelay: 1000,
  queryRetryMaxDelay: 30_000,
  tooltipDelay: 700,
  tooltipSkipDelay: 300,
} as const;

export const QUERY_RETRIES = 3;
export const TOASTS_VISIBLE = 3;
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR = {
  cookieName: "sidebar:state",
  cookieMaxAgeSeconds: 60 * 60 * 24 * 7,
  width: "16rem",
  widthMobile: "18rem",
  widthCollapsed: "3rem",
} as const;
export const LANDING_MOBILE_MENU_WIDTH_PX = 280;

/** A user code is shared by a caregiver so an admin can add them: `USER-` and six characters. */
export const USER_CODE_PATTERN = /^USER-[A-Z0-9]{6}$/;
export const USER_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export const EVENT_REQUIRED_MAX = 500;
