import { z } from "zod";
import { DATE_YEAR_MAX, DATE_YEAR_MIN, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "./constants";

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

/**
 * Control characters: C0 (except tab, line feed and carriage return) and DEL. PostgreSQL refuses
 * U+0000 in text outright, and the others have no place in anything a person types; refusing them
 * here keeps them out of every field and query parameter at once.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value);

// Half of a UTF-16 surrogate pair without its other half: not a character. PostgreSQL's JSON
// parser refuses its escape (an audit entry that quotes the text), and UTF-8 cannot hold it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The base of every piece of text the server accepts: a string without control characters, with
 * any broken surrogate replaced by U+FFFD as a browser does. Input contracts build on this instead
 * of `z.string()`; the API's fuzz test sends every field of every route a NUL byte.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .refine((value) => !CONTROL_CHARACTERS.test(value), "invalidCharacters")
    .overwrite((value) => value.replace(LONE_SURROGATE, "\uFFFD"));

/**
 * The body of a PATCH names at least one field: an empty one (or one whose only fields are unknown,
 * and so dropped) is a mistake, not a request to change nothing. Build it from fields without
 * defaults: zod keeps a default inside `.partial()`, and a field left out must stay as it is.
 * `besides` names keys that say something about the change rather than change something (a
 * PATCH's `editedAt`): they alone do not make a change.
 */
/**
 * The version of the record a form was loaded from (decision 036): a save that would overwrite a
 * field someone else changed since is refused with 409 EDIT_CONFLICT naming the fields. Left out
 * (an API client, a change kept offline), nothing is checked.
 */
export const editVersion = z.number().int().min(1).max(2_147_483_647).optional().meta({
  description: "The record's version the form was loaded from; a field changed since by someone else is a 409",
});

export const atLeastOneField = <T extends z.ZodObject>(schema: T, besides: readonly string[] = []) =>
  schema.refine(
    (value) =>
      Object.entries(value).some(([key, field]) => field !== undefined && key !== "version" && !besides.includes(key)),
    "nothingToChange",
  );

/**
 * A form that asks for a password twice: the confirmation must match. zod runs an object's own
 * checks only once every field is valid, so 'Wachtwoorden komen niet overeen' appeared after the
 * other errors were fixed, on a second submit; this check runs beside them, as soon as both
 * fields hold text.
 */
export function withMatchingPasswords<T extends z.ZodObject>(schema: T, password: string, confirmation: string) {
  return schema.refine(
    (value) => (value as Record<string, unknown>)[password] === (value as Record<string, unknown>)[confirmation],
    {
      path: [confirmation],
      message: "passwordMismatch",
      when: ({ value }) => {
        const fields = value as Record<string, unknown> | null;
        return typeof fields?.[password] === "string" && typeof fields?.[confirmation] === "string";
      },
    },
  );
}

/** A required piece of text: trimmed, not empty, at most `max` characters. */
export const requiredText = (max = NAME_MAX_LENGTH) => text().trim().min(1).max(max);

/** Optional text: trimmed; an empty string becomes null so the database never holds "". */
export const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** A search box or other optional filter in a query string. */
export const searchText = (max = 100) => text().trim().max(max).optional();

export const emailField = text().trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email());

export const optionalEmail = text()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(z.email().nullable());

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/**
 * A calendar date as YYYY-MM-DD that really exists (no 31 February) in a plausible year. Years
 * outside DATE_YEAR_MIN–DATE_YEAR_MAX are typos ("0202") that would otherwise be stored as given
 * and break every date calculation after them.
 */
export const isoDate = text()
  .trim()
  // An empty date field means "not given", which reads "required" rather than "invalid date".
  .min(1)
  .superRefine((value, ctx) => {
    const date = new Date(`${value}T00:00:00Z`);
    if (!ISO_DATE.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
      ctx.addIssue({ code: "custom", message: "invalidDate" });
      return;
    }
    const year = date.getUTCFullYear();
    if (year < DATE_YEAR_MIN || year > DATE_YEAR_MAX) ctx.addIssue({ code: "custom", message: "dateOutOfRange" });
  })
  // Named in the API document, so clients (and the fuzz test) know the field is a date.
  .meta({ format: "date" });

/**
 * A moment as an ISO 8601 date-time with its offset ("2026-07-04T14:30:00+02:00" or "…Z"), in a
 * plausible year; normalised to UTC ("2026-07-04T12:30:00.000Z").
 */
export const instant = text()
  .trim()
  .pipe(z.iso.datetime({ offset: true, error: "invalidDateTime" }))
  .refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
  }, "dateOutOfRange")
  .transform((value) => new Date(value).toISOString())
  .meta({ format: "date-time" });

export const birthDate = isoDate.refine((value) => {
  const year = Number(value.slice(0, 4));
  return year >= 1900 && value <= new Date().toISOString().slice(0, 10);
}, "invalidBirthDate");

export const uuid = z.uuid();
