import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * Which columns of the live database name a person, read from its own catalogue (decision 054): the
 * coverage test compares them with the map of personal data (personal-data-map.ts), so a new
 * table cannot be forgotten.
 */

/**
 * Columns that hold a person's data without a foreign key to users (contact data and copies),
 * beside what the catalogue finds by itself. A new such column goes here and in the map.
 */
export const NON_FK_PERSON_COLUMNS: readonly (readonly [string, string])[] = [
  ["users", "name"],
  ["users", "email"],
  ["users", "image"],
  ["profiles", "email"],
  ["profiles", "first_name"],
  ["profiles", "last_name"],
  ["profiles", "birth_date"],
  ["profiles", "gender"],
  ["profiles", "phone"],
  ["profiles", "address"],
  ["profiles", "iban"],
  ["profiles", "vat_number"],
  ["profiles", "diploma"],
  ["profiles", "calendar_token"],
  ["profiles", "pending_invitation_code"],
  ["sessions", "ip_address"],
  ["sessions", "user_agent"],
  ["verifications", "identifier"],
  ["rate_limit_buckets", "key"],
  ["notification_deliveries", "target"],
  ["sms_recipients", "name"],
  ["sms_recipients", "phone"],
  ["sms_messages", "skipped"],
  ["mail_outbox", "to_email"],
  ["jobs", "payload"],
  ["contact_messages", "email"],
  ["contact_messages", "name"],
  ["audit_log", "actor_email"],
  ["audit_log", "ip_address"],
  ["audit_log", "details"],
];

export interface PersonColumn {
  table: string;
  column: string;
  /** Why the catalogue names it: a foreign key to users, a uuid named like a person, or the fixed list. */
  found: "foreignKey" | "personName" | "fixedList";
}

/** A uuid column without a foreign key whose name says it holds a person (audit_log.actor_user_id…). */
const PERSON_NAMED = /(^|_)(user_id|by|author_id|actor_id)$|^by$/;

/**
 * Every column of the live database that names a person: each foreign key to users(id), each
 * uuid column named like one (kept without a key so a record outlives the person), and the fixed
 * list above. One catalogue query.
 */
export async function personColumns(db: Db): Promise<PersonColumn[]> {
  const { rows } = await db.execute<{ table: string; column: string; is_fk: boolean }>(sql`
    select c.table_name as "table", c.column_name as "column",
      exists (
        select 1 from pg_constraint k
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
        where k.contype = 'f' and k.confrelid = 'public.users'::regclass
          and k.conrelid = format('public.%I', c.table_name)::regclass and a.attname = c.column_name
      ) as is_fk
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.data_type = 'uuid'
    order by 1, 2`);
  const found = new Map<string, PersonColumn>();
  for (const row of rows) {
    if (row.is_fk)
      found.set(`${row.table}.${row.column}`, { table: row.table, column: row.column, found: "foreignKey" });
    else if (PERSON_NAMED.test(row.column) && row.table !== "users") {
      found.set(`${row.table}.${row.column}`, { table: row.table, column: row.column, found: "personName" });
    }
  }
  for (const [table, column] of NON_FK_PERSON_COLUMNS) {
    const key = `${table}.${column}`;
    if (!found.has(key)) found.set(key, { table, column, found: "fixedList" });
  }
  return [...found.values()].sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`));
}
