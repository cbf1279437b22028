import { ERASED_FIRST_NAME, erasedEmail } from "@hulppost/shared/erasure";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** The person as they were, read before anything is erased: what the scrubs search for. */
export interface ErasedPerson {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
}

const count = async (tx: Db, query: ReturnType<typeof sql>) => (await tx.execute(query)).rows.length;

/**
 * Erases a whole person (decision 054, Erasure), table by table, in the caller's transaction.
 * What names the person goes or is scrubbed; what is the organisation's history (past
 * assignments and hours, patient records they registered, the place of their chat messages, the
 * audit lines' actor id) stays and points at the same user id, now pseudonymous. Answers how many
 * rows each step touched (the route's "what went").
 */
export async function eraseAccountRows(tx: Db, person: ErasedPerson, formerNumber: number) {
  const u = person.userId;
  const pseudonym = `${ERASED_FIRST_NAME} ${formerNumber}`;
  const placeholder = erasedEmail(formerNumber);
  const fullName = `${person.firstName} ${person.lastName}`.trim();
  const goes: Record<string, number> = {};
  const step = async (name: string, query: ReturnType<typeof sql>) => {
    goes[name] = (goes[name] ?? 0) + (await count(tx, query));
  };

  // Their sign-in: password, sessions (they are signed out everywhere), second factor, roles.
  await step("logins", sql`delete from accounts where user_id = ${u} returning 1`);
  await step("sessions", sql`delete from sessions where user_id = ${u} or impersonated_by = ${u} returning 1`);
  await step("twoFactor", sql`delete from two_factors where user_id = ${u} returning 1`);
  await step("roles", sql`delete from user_roles where user_id = ${u} returning 1`);
  // Better Auth's pending links (verification, reset) and the sign-in counters carry the address.
  await step(
    "links",
    sql`delete from verifications where lower(identifier) = lower(${person.email}) or value ilike ${`%${person.email}%`} returning 1`,
  );
  await tx.execute(sql`delete from rate_limit_buckets where key ilike ${`%${person.email}%`}`);

  // What was about them alone.
  await step("devices", sql`delete from push_subscriptions where user_id = ${u} returning 1`);
  await step("alertPreferences", sql`delete from notification_preferences where user_id = ${u} returning 1`);
  await step("notifications", sql`delete from notifications where user_id = ${u} returning 1`);
  await step("absences", sql`delete from availability_absences where user_id = ${u} returning 1`);
  await step("availabilityPreferences", sql`delete from availability_preferences where user_id = ${u} returning 1`);
  await step("locations", sql`delete from location_shares where user_id = ${u} returning 1`);
  await step("chatReads", sql`delete from chat_reads where user_id = ${u} returning 1`);
  await step("interests", sql`delete from event_interests where user_id = ${u} returning 1`);
  // Teams of ended events stay as they were (history); those of events to come lose them.
  await step(
    "teams",
    sql`delete from team_members m using teams t, events e
      where m.team_id = t.id and t.event_id = e.id and m.user_id = ${u} and e.ends_at > now() returning 1`,
  );
  // A closed account works no more shifts: every assignment to an event that has not ended goes
  // (as when an admin removes a member); those of ended events are the organisation's history.
  await step(
    "futureAssignments",
    sql`delete from event_assignments a using events e
      where a.event_id = e.id and a.user_id = ${u} and e.ends_at > now() returning 1`,
  );
  await step("memberships", sql`delete from user_organizations where user_id = ${u} returning 1`);
  await step("invitations", sql`update invitations set active = false where created_by = ${u} and active returning 1`);

  // Copies of their address, name and number elsewhere.
  await step("mails", sql`delete from mail_outbox where lower(to_email) = lower(${person.email}) returning 1`);
  await tx.execute(sql`delete from jobs where status = 'pending' and (payload::text ilike ${`%${person.email}%`}
    or (${person.phone ?? ""} <> '' and payload::text like ${`%${person.phone ?? ""}%`}))`);
  await tx.execute(sql`delete from realtime_notices where user_id = ${u}`);
  await step(
    "contactMessages",
    sql`delete from contact_messages where lower(email) = lower(${person.email}) returning 1`,
  );
  // A text's history keeps that it went, to whom by id; the name, number and filled-in text (it
  // held their first name) do not: the message's own text is the template.
  await step(
    "textMessages",
    sql`update sms_recipients r set name = ${pseudonym}, phone = '', text = m.text
      from sms_messages m where m.id = r.message_id and r.user_id = ${u} returning 1`,
  );
  await tx.execute(sql`update sms_messages set skipped = (
      select coalesce(jsonb_agg(case when e->>'userId' = ${u} then jsonb_set(e, '{name}', to_jsonb(${pseudonym}::text)) else e end), '[]'::jsonb)
      from jsonb_array_elements(skipped) e)
    where skipped @> ${JSON.stringify([{ userId: u }])}::jsonb`);
  // A mention alert someone else received named them as its author.
  await tx.execute(sql`update notifications
    set title = replace(title, ${fullName}, ${pseudonym}), body = replace(body, ${fullName}, ${pseudonym}),
      params = jsonb_set(params, '{author}', to_jsonb(${pseudonym}::text))
    where kind = 'mention' and params->>'author' = ${fullName}`);

  // Their chat messages keep their place, not their text (as an admin's deletion, decision 027).
  await step(
    "chatMessages",
    sql`update chat_messages set body = '', deleted_at = coalesce(deleted_at, now()) where author_id = ${u} and body <> '' returning 1`,
  );
  await scrubAuditLines(tx, person, pseudonym);

  // The profile and login become the pseudonym.
  await tx.execute(sql`update profiles set
      first_name = ${ERASED_FIRST_NAME}, last_name = ${String(formerNumber)}, email = ${placeholder},
      phone = null, address = null, iban = null, vat_number = null, birth_date = null, gender = null,
      diploma = null, calendar_token = null, pending_invitation_code = null, last_login_at = null,
      erased_at = now(), former_number = ${formerNumber}, updated_at = now()
    where user_id = ${u}`);
  await tx.execute(sql`update users set name = ${pseudonym}, email = ${placeholder}, image = null,
      email_verified = false, two_factor_enabled = false, updated_at = now()
    where id = ${u}`);
  return goes;
}

/**
 * What one organisation holds about a person who stays a member elsewhere (decision 054): the
 * membership and what hangs on it, their locations, chat text and read marks, alerts and text
 * copies in this organisation. Their account and profile are not this organisation's to erase.
 */
export async function eraseOrganizationRows(tx: Db, person: ErasedPerson, organizationId: string) {
  const u = person.userId;
  const o = organizationId;
  const goes: Record<string, number> = {};
  const step = async (name: string, query: ReturnType<typeof sql>) => {
    goes[name] = (goes[name] ?? 0) + (await count(tx, query));
  };
  await step(
    "futureAssignments",
    sql`delete from event_assignments a using events e
      where a.event_id = e.id and a.user_id = ${u} and e.organization_id = ${o} and e.ends_at > now() returning 1`,
  );
  await step("interests", sql`delete from event_interests where user_id = ${u} and organization_id = ${o} returning 1`);
  await step("teams", sql`delete from team_members where user_id = ${u} and organization_id = ${o} returning 1`);
  await step("locations", sql`delete from location_shares where user_id = ${u} and organization_id = ${o} returning 1`);
  await step(
    "chatReads",
    sql`delete from chat_reads r where r.user_id = ${u} and r.organization_id = ${o} returning 1`,
  );
  await step(
    "notifications",
    sql`delete from notifications where user_id = ${u} and organization_id = ${o} returning 1`,
  );
  await step(
    "chatMessages",
    sql`update chat_messages set body = '', deleted_at = coalesce(deleted_at, now())
      where author_id = ${u} and organization_id = ${o} and body <> '' returning 1`,
  );
  await step(
    "textMessages",
    sql`update sms_recipients r set name = '', phone = '', text = m.text
      from sms_messages m where m.id = r.message_id and r.user_id = ${u} and r.organization_id = ${o} returning 1`,
  );
  await step(
    "invitations",
    sql`update invitations set active = false where created_by = ${u} and organization_id = ${o} and active returning 1`,
  );
  await step(
    "memberships",
    sql`delete from user_organizations where user_id = ${u} and organization_id = ${o} returning 1`,
  );
  return goes;
}

/**
 * Audit lines keep who acted and about whom (the ids, now pseudonymous), not the person's address,
 * network address or a detail that named them. The log is append-only (migration 0001's trigger);
 * migration 0028's trigger lets exactly this scrub through, in a transaction that sets
 * `hulppost.audit_scrub` for itself alone (decision 054): no other column, no delete.
 */
async function scrubAuditLines(tx: Db, person: ErasedPerson, pseudonym: string) {
  const u = person.userId;
  const fullName = `${person.firstName} ${person.lastName}`.trim();
  await tx.execute(sql`select set_config('hulppost.audit_scrub', 'on', true)`);
  await tx.execute(sql`update audit_log set actor_email = null, ip_address = null
    where actor_user_id = ${u} or lower(actor_email) = lower(${person.email})`);
  // A detail that named them (an address, a name) reads as the pseudonym.
  await tx.execute(sql`update audit_log set details = (
      select jsonb_object_agg(key, case when lower(value #>> '{}') in (lower(${person.email}), lower(${fullName}),
        lower(${person.firstName}), lower(${person.lastName})) then to_jsonb(${pseudonym}::text) else value end)
      from jsonb_each(details))
    where jsonb_typeof(details) = 'object' and (details::text ilike ${`%${person.email}%`}
      or details::text ilike ${`%${fullName}%`} or details::text ilike ${`%"${person.lastName}"%`})`);
  await tx.execute(sql`select set_config('hulppost.audit_scrub', 'off', true)`);
}
