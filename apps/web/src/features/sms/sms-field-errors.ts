import type { UseFormSetError } from "react-hook-form";
import { ApiError } from "../../lib/api-client";
import type { SmsFormValues } from "./sms-form-values";

/**
 * The server names fields by the contract's body (`text`, `recipients.userIds`, `scheduledAt`,
 * `eventId`); the form has its own. Puts each message on the field the person can change and
 * answers whether there were any.
 */
export function applySmsFieldErrors(error: unknown, setError: UseFormSetError<SmsFormValues>): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let placed = false;
  for (const [field, message] of Object.entries(error.fields)) {
    const target = formField(field);
    if (!target) continue;
    setError(target, { type: "server", message });
    placed = true;
  }
  return placed;
}

function formField(field: string): keyof SmsFormValues | null {
  if (field === "text") return "text";
  if (field === "recipients" || field.startsWith("recipients.")) return "userIds";
  if (field === "scheduledAt") return "time";
  if (field === "eventId") return "placeholderEventId";
  return null;
}
