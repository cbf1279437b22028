import { z } from "zod";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "./constants";

/**
 * Field messages are translation keys of the web's `validation` namespace, optionally followed by
 * `:param` (for example `tooLong:200`). Server and forms share them, so a field error reads the
 * same whether the browser or the server caught it.
 */
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case "invalid_type":
        return issue.input === undefined || issue.input === null ? "required" : "invalidType";
      case "too_small":
        if (issue.origin === "string") return issue.minimum === 1 ? "required" : `tooShort:${issue.minimum}`;
        if (issue.origin === "number") return `tooSmall:${issue.minimum}`;
        return `tooFew:${issue.minimum}`;
      case "too_big":
        if (issue.origin === "string") return `tooLong:${issue.maximum}`;
        if (issue.origin === "number") return `tooBig:${issue.maximum}`;
        return `tooMany:${issue.maximum}`;
      case "invalid_format":
        if (issue.format === "email") return "invalidEmail";
        if (issue.format === "uuid") return "invalidId";
        return "invalidFormat";
      case "invalid_value":
        return "invalidChoice";
      case "unrecognized_keys":
        return "unknownField";
      default:
        return "invalid";
    }
  },
});

/** A required piece of text: trimmed, not empty, at most `max` characters. */
export const requiredText = (max = NAME_MAX_LENGTH) => z.string().trim().min(1).max(max);

/** Optional text: trimmed; an empty string becomes null so the database never holds "". */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const emailField = z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email());

export const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(z.email().nullable());

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date as YYYY-MM-DD that really exists (no 31 February). */
export const isoDate = z
  .string()
  .trim()
  // An empty date field means "not given", which reads "required" rather than "invalid date".
  .min(1)
  .refine((value) => {
    if (!ISO_DATE.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, "invalidDate");

export const birthDate = isoDate.refine((value) => {
  const year = Number(value.slice(0, 4));
  return year >= 1900 && value <= new Date().toISOString().slice(0, 10);
}, "invalidBirthDate");

export const uuid = z.uuid();
