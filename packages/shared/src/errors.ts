/**
 * Every error the API can answer carries one of these codes. The web maps a code to a translated
 * message, so a person reads the error in their own language; the English `message` beside it is
 * for logs and API clients.
 */
export const ERROR_CODES = [
  "VALIDATION_ERROR",
  "INVALID_JSON",
  "PAYLOAD_TOO_LARGE",
  "METHOD_NOT_ALLOWED",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "EDIT_CONFLICT",
  "RATE_LIMITED",
  "INTERNAL_ERROR",
  "INVALID_SUBMISSION",
  // auth
  "INVALID_CREDENTIALS",
  "EMAIL_NOT_VERIFIED",
  "INVALID_TOKEN",
  "INVALID_PASSWORD",
  "SESSION_EXPIRED",
  "TWO_FACTOR_INVALID_CODE",
  // organisations and membership
  "ALREADY_CREATED",
  "ALREADY_MEMBER",
  "USER_NOT_FOUND",
  "NO_ORGANIZATION",
  "PLAN_LIMIT_CAREGIVERS",
  "PLAN_LIMIT_EVENTS",
  "PLAN_NO_SMS",
  "INVITATION_INVALID",
  "INVITATION_NOT_FOUND",
  "INVITATION_EXPIRED",
  "INVITATION_USED_UP",
  "IMPERSONATION_FORBIDDEN",
  "NAME_TAKEN",
  "MEMBER_ELSEWHERE",
  "RESPONSIBLE_PERSON",
  "CANNOT_CHANGE_SELF",
  "LAST_SUPER_ADMIN",
  "CONFIRMATION_MISMATCH",
  // events
  "EVENT_NOT_FOUND",
  "ALREADY_ASSIGNED",
  "NOT_ASSIGNED",
  "TEAM_NOT_FOUND",
  "EVENT_CLOSED",
  "EVENT_HAS_PATIENTS",
  // patients
  "PATIENT_NOT_FOUND",
  "INVALID_TRANSITION",
  "ID_TAKEN",
  "PHOTO_INVALID",
  "PHOTO_TOO_LARGE",
  // treatments
  "CATEGORY_NOT_FOUND",
  "CATEGORY_NAME_TAKEN",
  "CATEGORY_BUILT_IN",
  "CATEGORY_IN_USE",
  "TEMPLATE_NOT_FOUND",
  // infrastructure
  "ASSET_NOT_FOUND",
  "PERIOD_NOT_FOUND",
  "ASSET_INACTIVE",
  "ASSET_OUT_OF_SERVICE",
  "ASSET_UNAVAILABLE",
  "ASSET_BUSY",
  "ASSET_MAINTENANCE_OVERDUE",
  "ASSET_ALREADY_ASSIGNED",
  "ASSET_NOT_ASSIGNED",
  "PERIOD_OVERLAP",
  "PERIOD_HAS_EVENTS",
  // site maps
  "ASSET_NOT_ON_EVENT",
  // locations
  "LOCATIONS_DISABLED",
  // chat
  "CHAT_DISABLED",
  "CHAT_CHANNEL_NOT_FOUND",
  "CHAT_MESSAGE_NOT_FOUND",
  // SMS center
  "SMS_DISABLED",
  "SMS_MESSAGE_NOT_FOUND",
  "SMS_NOT_CANCELLABLE",
  "SMS_SIGNATURE_INVALID",
  // plans and payment
  "BILLING_NOT_CONFIGURED",
  "BILLING_SIGNATURE_INVALID",
  "BILLING_PROVIDER_UNAVAILABLE",
  "BILLING_CHECKOUT_FAILED",
  "BILLING_PORTAL_FAILED",
  "BILLING_NO_CUSTOMER",
  "ALREADY_PREMIUM",
  "BILLING_SUBSCRIPTION_OPEN",
  // price management
  "PRICE_CHANGE_NOT_FOUND",
  "PRICE_IN_EFFECT",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type FieldErrors = Record<string, string>;

export interface ApiErrorBody {
  error: { code: ErrorCode | string; message: string; fields?: FieldErrors; details?: Record<string, unknown> };
}
