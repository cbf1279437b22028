/**
 * Every error the API can answer carries one of these codes. The web maps a code to a translated
 * message (spec §8); the English `message` beside it is for logs and API clients.
 */
export const ERROR_CODES = [
  "VALIDATION_ERROR",
  "INVALID_JSON",
  "PAYLOAD_TOO_LARGE",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
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
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type FieldErrors = Record<string, string>;

export interface ApiErrorBody {
  error: { code: ErrorCode | string; message: string; fields?: FieldErrors; details?: Record<string, unknown> };
}
