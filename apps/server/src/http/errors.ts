import type { ErrorCode, FieldErrors } from "@hulppost/shared/errors";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";

/** A failure a service expects and the client can act on; the error handler turns it into JSON. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (message = "Not found", code: ErrorCode = "NOT_FOUND") => new AppError(404, code, message);
export const forbidden = (message = "You do not have permission to do this") => new AppError(403, "FORBIDDEN", message);
export const unauthenticated = () => new AppError(401, "UNAUTHENTICATED", "Sign in to continue");
export const conflict = (code: ErrorCode, message: string, fields?: FieldErrors) =>
  new AppError(409, code, message, fields);

export function fieldErrorsOf(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validationError(error: ZodError): AppError {
  const fields = fieldErrorsOf(error);
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join("; ");
  return new AppError(400, "VALIDATION_ERROR", `Invalid input (${summary})`, fields);
}

export function fieldError(
  field: string,
  message: string,
  code: ErrorCode = "VALIDATION_ERROR",
  status: ContentfulStatusCode = 400,
) {
  return new AppError(status, code, `${field}: ${message}`, { [field]: message });
}
