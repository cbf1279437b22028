/**
 * The map of personal data (decision 054): every column that names a person, what it is, how the
 * personal export uses it and how the erasure treats it. The export and the erasure both read
 * it; `personColumns` (person-columns.ts) reads the database's own catalogue, and the coverage test fails when a
 * column found there has no entry here, so a new table cannot be forgotten.
 */

/** What the column is to the person it names. */
export type PersonRole =
  /** The row is the person's (their session, absence, assignment). */
  | "owner"
  /** The person did something recorded in the organisation's row (created, recorded, assigned). */
  | "actor"
  /** A copy of the person's contact data or id kept beside something else (an address, a phone). */
  | "copy";

/** How the personal export uses the column's rows. */
export type ExportUse =
  /** The rows are in the export in full (secrets such as tokens and keys left out). */
  | "full"
  /** The rows are listed by table, id and date only: the organisation's record, not the person's. */
  | "listed"
  /** Only that it exists (a password, a TOTP secret): its value would help nobody and harm the person. */
  | "exists"
  /** Not exported, with the reason in `note` (transient, or the organisation's record). */
  | "none";

/** How the erasure treats the column. */
export type ErasureUse =
  /** The person's own rows are deleted. */
  | "deleteRow"
  /** The row stays in the organisation's history; its id now points at the pseudonym. */
  | "pseudonym"
  /** The row stays; this column is emptied (or set to the pseudonym's text). */
  | "scrub"
  /** Copies that match the person (their email, phone, id) are deleted. */
  | "deleteCopies";

export interface PersonalColumn {
  table: string;
  column: string;
  role: PersonRole;
  /** What it holds, for people (the decision record, the record of processing). */
  what: string;
  export: ExportUse;
  erasure: ErasureUse;
  /** Columns of the row never exported (secrets). */
  omit?: string[];
  /** For `listed`: the row's id and date columns (default `id` and `created_at`). */
  idColumn?: string;
  dateColumn?: string;
  note?: string;
}

type Entry = Omit<PersonalColumn, "table" | "column">;
const at = (table: string, column: string, entry: Entry): PersonalColumn => ({ table, column, ...entry });

/** An actor column in the organisation's records: listed by id and date, kept under the pseudonym. */
const acted = (table: string, column: string, what: string, dates: Partial<Entry> = {}) =>
  at(table, column, { role: "actor", what, export: "listed", erasure: "pseudonym", ...dates });

/** An actor column on a patient's record: the organisation's (controller's) record, not exported. */
const clinical = (table: string, column: string, what: string) =>
  at(table, column, {
    role: "actor",
    what,
    export: "none",
    erasure: "pseudonym",
    note: "patient records are the organisation's; the export lists only the patients the person registered",
  });

export const PERSONAL_DATA_MAP: readonly PersonalColumn[] = [
  // The account and the profile.
  at("users", "name", { role: "owner", what: "name of the login", export: "full", erasure: "scrub" }),
  at("users", "email", { role: "owner", what: "email address of the login", export: "full", erasure: "scrub" }),
  at("users", "image", { role: "owner", what: "picture address", export: "full", erasure: "scrub" }),
  at("profiles", "user_id", {
    role: "owner",
    what: "the person's profile (qualifications, language, user code)",
    export: "full",
    erasure: "scrub",
    omit: ["calendar_token", "pending_invitation_code"],
    note: "the row stays for the pseudonym (former_number); every personal column below is emptied",
  }),
  ...(
    [
      ["email", "email address"],
      ["first_name", "first name"],
      ["last_name", "last name"],
      ["birth_date", "birth date"],
      ["gender", "gender"],
      ["phone", "phone number"],
      ["address", "postal address"],
      ["iban", "bank account (IBAN)"],
      ["vat_number", "VAT number"],
      ["diploma", "diploma"],
    ] as const
  ).map(([column, what]) => at("profiles", column, { role: "owner", what, export: "full", erasure: "scrub" })),
  at("profiles", "calendar_token", {
    role: "owner",
    what: "secret of the personal calendar feed",
    export: "exists",
    erasure: "scrub",
  }),
  at("profiles", "pending_invitation_code", {
    role: "owner",
    what: "invitation waiting for the email's verification",
    export: "exists",
    erasure: "scrub",
  }),
  at("user_roles", "user_id", { role: "owner", what: "global roles", export: "full", erasure: "deleteRow" }),
  at("user_roles", "granted_by", {
    role: "actor",
    what: "who granted a global role",
    export: "none",
    erasure: "pseudonym",
    note: "an id only, shown with the role it granted",
  }),
  at("accounts", "user_id", {
    role: "owner",
    what: "login method and password hash",
    export: "exists",
    erasure: "deleteRow",
    omit: ["password", "access_token", "refresh_token", "id_token"],
  }),
  at("two_factors", "user_id", {
    role: "owner",
    what: "TOTP secret and backup codes",
    export: "exists",
    erasure: "deleteRow",
  }),
  at("sessions", "user_id", {
    role: "owner",
    what: "signed-in sessions (browser, address, times)",
    export: "full",
    erasure: "deleteRow",
    omit: ["token"],
  }),
  at("sessions", "ip_address", {
    role: "copy",
    what: "network address of a session",
    export: "full",
    erasure: "deleteRow",
  }),
  at("sessions", "user_agent", { role: "copy", what: "browser of a session", export: "full", erasure: "deleteRow" }),
  at("sessions", "impersonated_by", {
    role: "actor",
    what: "super admin who started the session as somebody else",
    export: "none",
    erasure: "deleteRow",
    note: "sessions expire; the impersonation itself is in the audit log",
  }),
  at("verifications", "identifier", {
    role: "copy",
    what: "email address or id a sign-up or reset token was made for",
    export: "none",
    erasure: "deleteCopies",
    note: "short-lived tokens",
  }),
  at("rate_limit_buckets", "key", {
    role: "copy",
    what: "sign-in attempt counters per email address",
    export: "none",
    erasure: "deleteCopies",
    note: "expire within the hour",
  }),

  // Organisations, roles, teams.
  at("user_organizations", "user_id", {
    role: "owner",
    what: "memberships and roles per organisation",
    export: "full",
    erasure: "deleteRow",
  }),
  at("team_members", "user_id", {
    role: "owner",
    what: "teams of an event the person is in",
    export: "full",
    erasure: "pseudonym",
    note: "the event's teams stay as they were",
  }),
  acted("organizations", "responsible_user_id", "the organisation's responsible person"),
  acted("organizations", "deletion_requested_by", "who asked to delete the organisation", {
    dateColumn: "deletion_requested_at",
  }),
  acted("invitations", "created_by", "who made an invitation"),
  acted("data_exports", "requested_by", "who asked for the organisation's export"),
  acted("price_changes", "created_by", "super admin who changed a price"),

  // Events and staffing.
  at("event_assignments", "user_id", {
    role: "owner",
    what: "assignments: event, post, hours",
    export: "full",
    erasure: "pseudonym",
    note: "hours per event stay in the organisation's history",
  }),
  acted("event_assignments", "assigned_by", "who assigned somebody"),
  at("event_interests", "user_id", {
    role: "owner",
    what: "interest shown in an event",
    export: "full",
    erasure: "deleteRow",
  }),
  acted("events", "created_by", "who made an event"),
  at("availability_absences", "user_id", {
    role: "owner",
    what: "absences with reasons",
    export: "full",
    erasure: "deleteRow",
  }),
  at("availability_preferences", "user_id", {
    role: "owner",
    what: "weekdays to avoid, monthly cap",
    export: "full",
    erasure: "deleteRow",
    idColumn: "user_id",
    dateColumn: "updated_at",
  }),

  // Live: chat and locations.
  at("chat_messages", "author_id", {
    role: "owner",
    what: "chat messages written (text, channel, time)",
    export: "full",
    erasure: "scrub",
    note: "the message keeps its place with the text removed",
  }),
  acted("chat_messages", "deleted_by", "who removed a chat message", { dateColumn: "deleted_at" }),
  at("chat_reads", "user_id", {
    role: "owner",
    what: "where the person last read a channel",
    export: "full",
    erasure: "deleteRow",
  }),
  at("location_shares", "user_id", {
    role: "owner",
    what: "positions shared during an event",
    export: "full",
    erasure: "deleteRow",
  }),
  at("realtime_notices", "user_id", {
    role: "copy",
    what: "change notices for the live stream",
    export: "none",
    erasure: "deleteCopies",
    note: "swept within minutes",
  }),

  // Notifications and messages.
  at("notifications", "user_id", {
    role: "owner",
    what: "alerts sent to the person",
    export: "full",
    erasure: "deleteRow",
  }),
  at("notification_deliveries", "target", {
    role: "copy",
    what: "the device, number or address an alert went to",
    export: "full",
    erasure: "deleteRow",
    note: "exported with the person's notifications; deleted with them",
  }),
  at("notification_preferences", "user_id", {
    role: "owner",
    what: "alert channels and quiet hours",
    export: "full",
    erasure: "deleteRow",
  }),
  at("push_subscriptions", "user_id", {
    role: "owner",
    what: "devices that receive push alerts",
    export: "full",
    erasure: "deleteRow",
    omit: ["endpoint", "p256dh", "auth"],
  }),
  at("sms_recipients", "user_id", {
    role: "owner",
    what: "text messages sent to the person",
    export: "full",
    erasure: "scrub",
    note: "the row stays for the organisation's usage count; name and phone are emptied",
  }),
  at("sms_recipients", "name", {
    role: "copy",
    what: "name as it was when the text was sent",
    export: "full",
    erasure: "scrub",
  }),
  at("sms_recipients", "phone", {
    role: "copy",
    what: "phone number a text went to",
    export: "full",
    erasure: "scrub",
  }),
  at("sms_messages", "skipped", {
    role: "copy",
    what: "people selected who got no text (id and name)",
    export: "none",
    erasure: "scrub",
    note: "the name in the person's entry becomes the pseudonym (the count of people skipped stays)",
  }),
  acted("sms_messages", "created_by", "who sent a text message"),
  at("mail_outbox", "to_email", {
    role: "copy",
    what: "mails sent to the person (subject, template, time)",
    export: "full",
    erasure: "deleteCopies",
    omit: ["text", "html"],
  }),
  at("jobs", "payload", {
    role: "copy",
    what: "queued work that may carry a person's id and phone (older assignment texts)",
    export: "none",
    erasure: "deleteCopies",
    note: "pending work only",
  }),
  at("contact_messages", "email", {
    role: "copy",
    what: "contact form messages sent with the person's email",
    export: "full",
    erasure: "deleteCopies",
  }),
  at("contact_messages", "name", {
    role: "copy",
    what: "name given on the contact form",
    export: "full",
    erasure: "deleteCopies",
  }),

  // The audit log (append-only; decision 054 names how the erasure scrubs it).
  at("audit_log", "actor_user_id", {
    role: "actor",
    what: "audit lines the person caused",
    export: "full",
    erasure: "pseudonym",
    idColumn: "id",
  }),
  at("audit_log", "actor_email", {
    role: "copy",
    what: "email of the person who acted",
    export: "full",
    erasure: "scrub",
  }),
  at("audit_log", "ip_address", {
    role: "copy",
    what: "network address of the action",
    export: "full",
    erasure: "scrub",
  }),
  at("audit_log", "target_user_id", {
    role: "owner",
    what: "audit lines about the person (who looked at or changed their data)",
    export: "full",
    erasure: "pseudonym",
  }),
  at("audit_log", "impersonator_user_id", {
    role: "actor",
    what: "super admin acting as somebody else",
    export: "full",
    erasure: "pseudonym",
  }),
  at("audit_log", "details", {
    role: "copy",
    what: "details of an action, which may name a person (an email, a name)",
    export: "full",
    erasure: "scrub",
    note: "values equal to the person's email or name are replaced",
  }),

  // Patients: the organisation's records (controller).
  at("patients", "created_by", {
    role: "actor",
    what: "patients the person registered",
    export: "listed",
    erasure: "pseudonym",
    note: 'by id and date only: the record is the organisation\'s; it keeps "registered by a former caregiver"',
  }),
  clinical("patients", "updated_by", "who last changed a patient record"),
  clinical("patients", "treated_by", "who treated a patient"),
  clinical("vital_signs", "recorded_by", "who measured vital signs"),
  clinical("patient_history", "actor_user_id", "who changed a patient record (its history)"),
  clinical("patient_photos", "uploaded_by", "who took a patient photo"),
  clinical("casualties", "created_by", "who registered a casualty of an incident"),
  clinical("casualty_triages", "by", "who triaged a casualty"),

  // Incidents, assets, templates: the organisation's records, listed by id and date.
  acted("incidents", "declared_by", "who declared an incident", { dateColumn: "declared_at" }),
  acted("incidents", "closed_by", "who closed an incident", { dateColumn: "closed_at" }),
  acted("incident_timeline", "actor_id", "who did a step of an incident", { dateColumn: "at" }),
  acted("triage_tag_batches", "created_by", "who printed triage tags"),
  acted("infrastructure_assets", "created_by", "who added an asset"),
  acted("infrastructure_assets", "updated_by", "who last changed an asset", { dateColumn: "updated_at" }),
  acted("asset_photos", "uploaded_by", "who took an asset photo", { idColumn: "asset_id", dateColumn: "uploaded_at" }),
  acted("asset_unavailability", "created_by", "who marked an asset unavailable"),
  acted("event_assets", "assigned_by", "who put an asset on an event", { dateColumn: "assigned_at" }),
  acted("event_assets", "placed_by", "who placed an asset on the map", { dateColumn: "placed_at" }),
  acted("treatment_templates", "created_by", "who wrote a treatment template"),
  acted("treatment_templates", "updated_by", "who last changed a treatment template", { dateColumn: "updated_at" }),
];
