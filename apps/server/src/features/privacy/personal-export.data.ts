import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { PERSONAL_DATA_MAP } from "./personal-data-map";

/**
 * What the personal export gathers (decision 054), in two queries whatever the amount of data:
 * the person's sections built as JSON by the database (decision 013), and one union over every
 * `listed` entry of the map (the organisation's records that name the person, by id and date).
 * `organizationId` narrows everything to one organisation (an admin's export); the profile stays.
 */
export interface ExportScope {
  userId: string;
  /** Null: every organisation and the person's own rows (sessions, devices, absences, mails). */
  organizationId: string | null;
}

/** The sections of data.json; each names the map's entries (table.column) it exports. */
export const SECTION_COVERS = {
  profile: [
    "users.name",
    "users.email",
    "users.image",
    "profiles.user_id",
    "profiles.email",
    "profiles.first_name",
    "profiles.last_name",
    "profiles.birth_date",
    "profiles.gender",
    "profiles.phone",
    "profiles.address",
    "profiles.iban",
    "profiles.vat_number",
    "profiles.diploma",
    "profiles.calendar_token",
    "profiles.pending_invitation_code",
    "accounts.user_id",
    "two_factors.user_id",
  ],
  roles: ["user_roles.user_id"],
  memberships: ["user_organizations.user_id"],
  teams: ["team_members.user_id"],
  assignments: ["event_assignments.user_id"],
  interests: ["event_interests.user_id"],
  absences: ["availability_absences.user_id"],
  preferences: ["availability_preferences.user_id"],
  invitationsUsed: [],
  chatMessages: ["chat_messages.author_id"],
  chatReads: ["chat_reads.user_id"],
  locationShares: ["location_shares.user_id"],
  notifications: ["notifications.user_id", "notification_deliveries.target"],
  notificationPreferences: ["notification_preferences.user_id"],
  sessions: ["sessions.user_id", "sessions.ip_address", "sessions.user_agent"],
  devices: ["push_subscriptions.user_id"],
  textMessages: ["sms_recipients.user_id", "sms_recipients.name", "sms_recipients.phone"],
  mails: ["mail_outbox.to_email"],
  contactMessages: ["contact_messages.email", "contact_messages.name"],
  auditAboutMe: ["audit_log.target_user_id", "audit_log.details"],
  auditByMe: [
    "audit_log.actor_user_id",
    "audit_log.actor_email",
    "audit_log.ip_address",
    "audit_log.impersonator_user_id",
  ],
  patientsRegistered: ["patients.created_by"],
  recordsNamingMe: PERSONAL_DATA_MAP.filter((e) => e.export === "listed" && e.table !== "patients").map(
    (e) => `${e.table}.${e.column}`,
  ),
} as const satisfies Record<string, readonly string[]>;

export type SectionKey = keyof typeof SECTION_COVERS;
export type Row = Record<string, unknown>;
export type ExportSections = Record<Exclude<SectionKey, "profile">, Row[]> & { profile: Row | null };

const quoted = (name: string) => sql.raw(`"${name.replace(/"/g, "")}"`);

/** Rows of a table in scope: the person's organisation(s), or only this one. */
function inScope(alias: string, scope: ExportScope): SQL {
  return scope.organizationId ? sql`${sql.raw(alias)}.organization_id = ${scope.organizationId}::uuid` : sql`true`;
}

/** Person-only rows (not held by an organisation) are left out of an admin's export. */
const personal = (scope: ExportScope, part: SQL): SQL => (scope.organizationId ? sql`'[]'::json` : part);

const list = (select: SQL, from: SQL, order: SQL) =>
  sql`(select coalesce(json_agg(${select} order by ${order}), '[]'::json) from ${from})`;

function sectionsQuery(scope: ExportScope): SQL {
  const me = sql`${scope.userId}::uuid`;
  const orgName = (alias: string) =>
    sql`(select o.display_name from organizations o where o.id = ${sql.raw(alias)}.organization_id)`;
  const actorName = sql`coalesce(nullif(trim(ap.first_name || ' ' || ap.last_name), ''), a.actor_email)`;
  return sql`select json_build_object(
    'profile', (select json_build_object(
        'id', u.id, 'name', u.name, 'email', u.email, 'emailVerified', u.email_verified, 'image', u.image,
        'signedUpAt', u.created_at, 'twoFactorEnabled', u.two_factor_enabled,
        'firstName', p.first_name, 'lastName', p.last_name, 'profileEmail', p.email, 'language', p.language,
        'userCode', p.user_code, 'birthDate', p.birth_date, 'gender', p.gender, 'phone', p.phone,
        'address', p.address, 'iban', p.iban, 'vatNumber', p.vat_number, 'diploma', p.diploma,
        'isDoctor', p.is_doctor, 'isNurse', p.is_nurse, 'hasFirstAidCertificate', p.has_first_aid_certificate,
        'lastLoginAt', p.last_login_at, 'onboardingCompletedAt', p.onboarding_completed_at,
        'calendarFeed', p.calendar_token is not null, 'invitationPending', p.pending_invitation_code is not null,
        'loginMethods', (select coalesce(json_agg(ac.provider_id order by ac.provider_id), '[]'::json) from accounts ac where ac.user_id = u.id),
        'totpSet', exists (select 1 from two_factors tf where tf.user_id = u.id))
      from users u left join profiles p on p.user_id = u.id where u.id = ${me}),
    'roles', ${personal(scope, list(sql`json_build_object('role', r.role, 'since', r.created_at)`, sql`user_roles r where r.user_id = ${me}`, sql`r.created_at`))},
    'memberships', ${list(
      sql`json_build_object('organizationId', m.organization_id, 'organization', ${orgName("m")}, 'role', m.role, 'primary', m.is_primary, 'since', m.created_at)`,
      sql`user_organizations m where m.user_id = ${me} and ${inScope("m", scope)}`,
      sql`m.created_at`,
    )},
    'teams', ${list(
      sql`json_build_object('team', t.name, 'event', e.name, 'organization', ${orgName("tm")}, 'since', tm.created_at)`,
      sql`team_members tm join teams t on t.id = tm.team_id join events e on e.id = t.event_id where tm.user_id = ${me} and ${inScope("tm", scope)}`,
      sql`tm.created_at`,
    )},
    'assignments', ${list(
      sql`json_build_object('eventId', e.id, 'event', e.name, 'organization', ${orgName("ea")}, 'post', ea.qualification,
        'postLeader', ea.post_leader, 'startsAt', e.starts_at, 'endsAt', e.ends_at,
        'hours', round(extract(epoch from (e.ends_at - e.starts_at)) / 3600.0, 2), 'noShow', ea.no_show,
        'cancelled', e.cancelled, 'assignedAt', ea.created_at)`,
      sql`event_assignments ea join events e on e.id = ea.event_id where ea.user_id = ${me} and ${inScope("ea", scope)}`,
      sql`e.starts_at`,
    )},
    'interests', ${list(
      sql`json_build_object('eventId', e.id, 'event', e.name, 'organization', ${orgName("ei")}, 'startsAt', e.starts_at, 'at', ei.created_at)`,
      sql`event_interests ei join events e on e.id = ei.event_id where ei.user_id = ${me} and ${inScope("ei", scope)}`,
      sql`ei.created_at`,
    )},
    'absences', ${personal(scope, list(sql`json_build_object('startsAt', ab.starts_at, 'endsAt', ab.ends_at, 'reason', ab.reason, 'at', ab.created_at)`, sql`availability_absences ab where ab.user_id = ${me}`, sql`ab.starts_at`))},
    'preferences', ${personal(scope, list(sql`json_build_object('avoidWeekdays', ap.avoid_weekdays, 'maxEventsPerMonth', ap.max_events_per_month, 'at', ap.updated_at)`, sql`availability_preferences ap where ap.user_id = ${me}`, sql`ap.updated_at`))},
    'invitationsUsed', ${list(
      sql`json_build_object('organization', ${orgName("a")}, 'invitationId', a.target_id, 'role', a.details->>'role', 'at', a.created_at)`,
      sql`audit_log a where a.action = 'invitation.accept' and a.actor_user_id = ${me} and ${inScope("a", scope)}`,
      sql`a.created_at`,
    )},
    'chatMessages', ${list(
      sql`json_build_object('organization', ${orgName("c")}, 'channel', coalesce(e.name, ''), 'eventId', c.event_id,
        'text', case when c.deleted_at is null then c.body end, 'at', c.created_at, 'removedAt', c.deleted_at)`,
      sql`chat_messages c left join events e on e.id = c.event_id where c.author_id = ${me} and ${inScope("c", scope)}`,
      sql`c.created_at`,
    )},
    'chatReads', ${list(
      sql`json_build_object('organization', ${orgName("cr")}, 'channel', cr.channel, 'lastReadAt', cr.last_read_at)`,
      sql`chat_reads cr where cr.user_id = ${me} and ${inScope("cr", scope)}`,
      sql`cr.last_read_at`,
    )},
    'locationShares', ${list(
      sql`json_build_object('organization', ${orgName("l")}, 'latitude', l.latitude, 'longitude', l.longitude, 'accuracyM', l.accuracy_m, 'at', l.recorded_at)`,
      sql`location_shares l where l.user_id = ${me} and ${inScope("l", scope)}`,
      sql`l.recorded_at`,
    )},
    'notifications', ${list(
      sql`json_build_object('organization', ${orgName("n")}, 'kind', n.kind, 'title', n.title, 'body', n.body, 'link', n.link,
        'at', n.created_at, 'readAt', n.read_at, 'openedAt', n.opened_at,
        'deliveries', (select coalesce(json_agg(json_build_object('channel', d.channel, 'target', d.target, 'status', d.status,
          'error', d.error, 'at', d.created_at, 'sentAt', d.sent_at) order by d.created_at), '[]'::json)
          from notification_deliveries d where d.notification_id = n.id))`,
      sql`notifications n where n.user_id = ${me} and ${inScope("n", scope)}`,
      sql`n.created_at`,
    )},
    'notificationPreferences', ${personal(scope, list(sql`json_build_object('channels', np.channels, 'quietStart', np.quiet_start, 'quietEnd', np.quiet_end, 'at', np.updated_at)`, sql`notification_preferences np where np.user_id = ${me}`, sql`np.updated_at`))},
    'sessions', ${personal(scope, list(sql`json_build_object('startedAt', s.created_at, 'expiresAt', s.expires_at, 'ipAddress', s.ip_address, 'userAgent', s.user_agent, 'impersonated', s.impersonated_by is not null)`, sql`sessions s where s.user_id = ${me}`, sql`s.created_at`))},
    'devices', ${personal(scope, list(sql`json_build_object('label', ps.label, 'since', ps.created_at, 'lastSuccessAt', ps.last_success_at, 'lastFailureAt', ps.last_failure_at, 'lastError', ps.last_error)`, sql`push_subscriptions ps where ps.user_id = ${me}`, sql`ps.created_at`))},
    'textMessages', ${list(
      sql`json_build_object('organization', ${orgName("sr")}, 'name', sr.name, 'phone', sr.phone, 'text', sr.text, 'status', sr.status, 'sentAt', sr.sent_at, 'deliveredAt', sr.delivered_at)`,
      sql`sms_recipients sr where sr.user_id = ${me} and ${inScope("sr", scope)}`,
      sql`sr.sent_at nulls last`,
    )},
    'mails', ${personal(scope, list(sql`json_build_object('subject', mo.subject, 'template', mo.template, 'language', mo.language, 'status', mo.status, 'at', mo.created_at, 'sentAt', mo.sent_at)`, sql`mail_outbox mo where lower(mo.to_email) = (select lower(email) from users where id = ${me})`, sql`mo.created_at`))},
    'contactMessages', ${personal(scope, list(sql`json_build_object('name', cm.name, 'email', cm.email, 'organization', cm.organization, 'message', cm.message, 'at', cm.created_at)`, sql`contact_messages cm where lower(cm.email) = (select lower(email) from users where id = ${me})`, sql`cm.created_at`))},
    'auditAboutMe', ${list(
      sql`json_build_object('at', a.created_at, 'action', a.action, 'actor', ${actorName}, 'organization', ${orgName("a")}, 'details', a.details)`,
      sql`audit_log a left join profiles ap on ap.user_id = a.actor_user_id where a.target_user_id = ${me} and ${inScope("a", scope)}`,
      sql`a.created_at, a.id`,
    )},
    'auditByMe', ${list(
      sql`json_build_object('at', a.created_at, 'action', a.action, 'organization', ${orgName("a")}, 'about', a.target_type,
        'ipAddress', a.ip_address, 'email', a.actor_email, 'asSomebodyElse', a.impersonator_user_id = ${me})`,
      sql`audit_log a where (a.actor_user_id = ${me} or a.impersonator_user_id = ${me}) and ${inScope("a", scope)}`,
      sql`a.created_at, a.id`,
    )}
  ) as sections`;
}

/** `listed` tables without an organisation: the platform's own (left out of an admin's export). */
export const LISTED_WITHOUT_ORGANIZATION = new Set(["price_changes", "organizations"]);

/** One union over the map's `listed` entries: table, id and date of each record naming the person. */
function listedQuery(scope: ExportScope): SQL {
  const entries = PERSONAL_DATA_MAP.filter(
    (e) => e.export === "listed" && !(scope.organizationId && e.table === "price_changes"), // the platform's, no organisation
  );
  const parts = entries.map((e) => {
    const scoped = scope.organizationId
      ? e.table === "organizations"
        ? sql` and t.id = ${scope.organizationId}::uuid`
        : sql` and t.organization_id = ${scope.organizationId}::uuid`
      : sql``;
    return sql`select ${e.table}::text as "table", ${e.column}::text as "column", t.${quoted(e.idColumn ?? "id")}::text as id,
      t.${quoted(e.dateColumn ?? "created_at")} as at from ${quoted(e.table)} t where t.${quoted(e.column)} = ${scope.userId}::uuid${scoped}`;
  });
  return sql`select "table", "column", id, at from (${sql.join(parts, sql` union all `)}) listed order by at nulls last, "table", id`;
}

export async function gatherExport(db: Db, scope: ExportScope): Promise<ExportSections> {
  const [{ rows: sectionRows }, { rows: listed }] = await Promise.all([
    db.execute<{ sections: Omit<ExportSections, "patientsRegistered" | "recordsNamingMe"> }>(sectionsQuery(scope)),
    db.execute<{ table: string; column: string; id: string; at: Date | string | null }>(listedQuery(scope)),
  ]);
  const sections = sectionRows[0]?.sections;
  if (!sections) throw new Error("the export query answered nothing");
  const at = (value: Date | string | null) => (value instanceof Date ? value.toISOString() : value);
  return {
    ...sections,
    patientsRegistered: listed.filter((r) => r.table === "patients").map((r) => ({ id: r.id, registeredAt: at(r.at) })),
    recordsNamingMe: listed
      .filter((r) => r.table !== "patients")
      .map((r) => ({ table: r.table, column: r.column, id: r.id, at: at(r.at) })),
  };
}
