import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { profiles } from "../../src/db/schema/index";
import { createEvent, inDays } from "./events";
import { createTenant, type Tenant } from "./tenants";
import type { TestApp, TestUser } from "./test-app";

/** Values no fixture elsewhere uses: a search for them in any table finds only this person. */
export interface PersonalValues {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  iban: string;
}

/**
 * A caregiver with a row in (nearly) every table that names a person: an ended shift and one to
 * come, interest, a patient they registered, chat, a location, devices, alert choices, an
 * absence, a text message, mails, a contact message, audit lines, a team. Test-only.
 */
export async function caregiverWithEverything(t: TestApp) {
  const tag = Math.random().toString(36).slice(2, 8);
  const tenant: Tenant = await createTenant(t);
  const person: TestUser = await t.createUser({ firstName: `Quirijn${tag}`, lastName: `Vermeulenx${tag}` });
  const values: PersonalValues = {
    email: person.email,
    firstName: `Quirijn${tag}`,
    lastName: `Vermeulenx${tag}`,
    phone: `+3247${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
    iban: `BE7109612${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
  };
  const db = t.deps.db;
  const u = person.id;
  const o = tenant.orgId;
  await db
    .update(profiles)
    .set({ phone: values.phone, iban: values.iban, address: `Kerkstraat 1 ${tag}`, vatNumber: `BE0${tag}` })
    .where(eq(profiles.userId, u));
  await db.execute(
    sql`insert into user_organizations (user_id, organization_id, role, is_primary) values (${u}, ${o}, 'hulpverlener', true)`,
  );
  const past = await createEvent(tenant.admin.agent, o, { name: `Verleden ${tag}` });
  const future = await createEvent(tenant.admin.agent, o, { name: `Toekomst ${tag}`, date: inDays(20) });
  await db.execute(
    sql`update events set starts_at = now() - interval '10 days', ends_at = now() - interval '10 days' + interval '6 hours' where id = ${past.id}`,
  );
  await db.execute(sql`insert into event_assignments (event_id, organization_id, user_id, qualification, assigned_by)
    values (${past.id}, ${o}, ${u}, 'first_aider', ${tenant.admin.id}), (${past.id}, ${o}, ${tenant.caregiver.id}, 'nurse', ${tenant.admin.id}),
      (${future.id}, ${o}, ${u}, 'first_aider', ${tenant.admin.id})`);
  await db.execute(
    sql`insert into event_interests (event_id, user_id, organization_id) values (${future.id}, ${u}, ${o})`,
  );
  const [team] = (
    await db.execute<{ id: string }>(
      sql`insert into teams (organization_id, event_id, name) values (${o}, ${past.id}, 'Ploeg A') returning id`,
    )
  ).rows;
  await db.execute(sql`insert into team_members (team_id, organization_id, user_id) values (${team?.id}, ${o}, ${u})`);
  await db.execute(sql`insert into patients (id, organization_id, event_id, created_by, updated_by, treated_by)
    values (${randomUUID()}, ${o}, ${past.id}, ${u}, ${u}, ${u})`);
  await db.execute(sql`insert into chat_messages (id, organization_id, event_id, author_id, body)
    values (${randomUUID()}, ${o}, null, ${u}, ${`Hallo, ik ben ${values.firstName}`}),
      (${randomUUID()}, ${o}, null, ${tenant.admin.id}, 'Welkom')`);
  await db.execute(
    sql`insert into chat_reads (user_id, organization_id, channel, last_read_at) values (${u}, ${o}, 'org', now())`,
  );
  await db.execute(
    sql`insert into location_shares (organization_id, user_id, latitude, longitude) values (${o}, ${u}, 51.05, 3.72)`,
  );
  await db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, label)
    values (${u}, ${`https://push.example/${tag}`}, 'k', 'a', 'Telefoon')`);
  await db.execute(
    sql`insert into notification_preferences (user_id, channels) values (${u}, '{"mention": {"push": true, "sms": false, "email": false}}')`,
  );
  await db.execute(
    sql`insert into availability_absences (user_id, start_date, start_time, end_date, end_time, starts_at, ends_at, reason)
      values (${u}, ${inDays(30)}, '00:00', ${inDays(32)}, '23:59', now() + interval '30 days', now() + interval '32 days', 'Vakantie')`,
  );
  const [sms] = (
    await db.execute<{
      id: string;
    }>(sql`insert into sms_messages (organization_id, text, encoding, parts, status, source, created_by, skipped)
      values (${o}, 'Dag {voornaam}', 'gsm7', 1, 'done', 'center', ${tenant.admin.id},
        ${JSON.stringify([{ userId: u, name: `${values.firstName} ${values.lastName}`, reason: "noPhone" }])}::jsonb) returning id`)
  ).rows;
  await db.execute(sql`insert into sms_recipients (message_id, organization_id, user_id, name, phone, text, parts)
    values (${sms?.id}, ${o}, ${u}, ${`${values.firstName} ${values.lastName}`}, ${values.phone}, ${`Dag ${values.firstName}`}, 1)`);
  await db.execute(sql`insert into contact_messages (name, email, message)
    values (${`${values.firstName} ${values.lastName}`}, ${values.email}, 'Een vraag')`);
  await db.execute(sql`insert into notifications (organization_id, user_id, kind, params, title, body, link)
    values (${o}, ${tenant.admin.id}, 'mention', ${JSON.stringify({ author: `${values.firstName} ${values.lastName}` })}::jsonb,
      ${`${values.firstName} ${values.lastName} noemde je`}, 'In de chat.', '/dashboard/chat')`);
  await db.execute(sql`insert into audit_log (action, actor_user_id, actor_email, organization_id, target_user_id, details, ip_address)
    values ('member.profile_update', ${u}, ${values.email}, ${o}, ${u}, ${JSON.stringify({ email: values.email })}::jsonb, '10.1.2.3')`);
  return { tenant, person, values, past, future };
}

/** Every text, varchar and jsonb column of every table that holds one of the values. */
export async function findAnywhere(db: TestApp["deps"]["db"], values: string[]) {
  const { rows: columns } = await db.execute<{ table: string; column: string }>(sql`
    select c.table_name as "table", c.column_name as "column" from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`);
  const found: string[] = [];
  for (const { table, column } of columns) {
    for (const value of values) {
      const { rows } = await db.execute(
        sql`select 1 from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${value}%`} limit 1`,
      );
      if (rows.length) found.push(`${table}.${column}: ${value}`);
    }
  }
  return found;
}
