import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";

/** Puts the server's field-level messages on the form's fields; returns whether there were any. */
export function applyFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  for (const [field, message] of Object.entries(error.fields)) {
    setError(field as Path<T>, { type: "server", message });
  }
  return Object.keys(error.fields).length > 0;
}
