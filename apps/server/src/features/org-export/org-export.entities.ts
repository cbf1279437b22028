import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * What the organisation's export holds, one CSV each (decision 056): every table that carries its
 * organisation_id, as the organisation sees it, and its members with their profiles. Left out:
 * the export files themselves, read markers, realtime notices and billing webhooks (plumbing, not
 * the organisation's data), and the photos' bytes (they go in as files).
 */
const ORG_TABLES = [
  "organization_settings",
  "organization_subscriptions",
  "teams",
  "team_members",
  "events",
  "event_assignments",
  "event_interests",
  "vacancy_openings",
  "invitations",
  "patients",
  "vital_signs",
  "patient_history",
  "patient_photos",
  "treatment_categories",
  "treatment_templates",
  "infrastructure_assets",
  "asset_unavailability",
  "asset_photos",
  "event_assets",
  "hospitals",
  "incidents",
  "incident_hospitals",
  "incident_timeline",
  "casualties",
  "casualty_triages",
  "triage_tag_batches",
  "chat_messages",
  "sms_messages",
  "sms_recipients",
  "location_shares",
  "audit_log",
] as const;

/** Columns no reader needs: the photos' bytes (files of their own) and edit bookkeeping. */
const LEFT_OUT_COLUMNS = new Set(["content", "version", "field_versions", "field_edited_at"]);

/** The member's profile as the organisation sees it (no calendar token, no pending invitation). */
const MEMBER_COLUMNS = [
  "user_id",
  "role",
  "is_primary",
  "joined_at",
  "user_code",
  "first_name",
  "last_name",
  "email",
  "phone",
  "language",
  "birth_date",
  "gender",
  "address",
  "iban",
  "vat_number",
  "diploma",
  "is_doctor",
  "is_nurse",
  "has_first_aid_certificate",
  "last_login_at",
  "erased_at",
  "former_number",
];

export interface ExportEntity {
  /** The CSV's name and data.json's key. */
  name: string;
  columns: string[];
  query: SQL;
}

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/**
 * The entities with their columns, read from the schema in one query, so a column added to a
 * table is in the next export without anyone remembering it.
 */
export async function exportEntities(db: Db, organizationId: string): Promise<ExportEntity[]> {
  const result = await db.execute<{ table_name: string; column_name: string; data_type: string }>(sql`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = current_schema() and table_name in (${sql.join(
      ORG_TABLES.map((t) => sql`${t}`),
      sql`, `,
    )})
    order by table_name, ordinal_position`);
  const columnsOf = new Map<string, string[]>();
  for (const row of result.rows) {
    if (row.data_type === "bytea" || LEFT_OUT_COLUMNS.has(row.column_name)) continue;
    columnsOf.set(row.table_name, [...(columnsOf.get(row.table_name) ?? []), row.column_name]);
  }
  const entities: ExportEntity[] = [
    {
      name: "organization",
      columns: ["id", "name", "display_name", "contact_email", "contact_phone", "plan", "active", "created_at"],
      query: sql`select id, name, display_name, contact_email, contact_phone, plan, active, created_at
        from organizations where id = ${organizationId}`,
    },
    {
      name: "members",
      columns: MEMBER_COLUMNS,
      query: sql`select m.user_id, m.role, m.is_primary, m.created_at as joined_at, p.user_code, p.first_name,
          p.last_name, p.email, p.phone, p.language, p.birth_date, p.gender, p.address, p.iban, p.vat_number,
          p.diploma, p.is_doctor, p.is_nurse, p.has_first_aid_certificate, p.last_login_at, p.erased_at,
          p.former_number
        from user_organizations m join profiles p on p.user_id = m.user_id
        where m.organization_id = ${organizationId} order by p.last_name, p.first_name`,
    },
  ];
  for (const table of ORG_TABLES) {
    const columns = columnsOf.get(table);
    if (!columns) continue;
    // The first column is the table's key or its oldest reference: a stable order between exports.
    entities.push({
      name: table,
      columns,
      query: sql`select ${sql.join(columns.map(ident), sql`, `)} from ${ident(table)}
        where organization_id = ${organizationId} order by ${ident(columns[0] as string)}`,
    });
  }
  return entities;
}

/** A database value as a CSV cell or a JSON value: times in ISO 8601, structures as JSON. */
export function plainValue(value: unknown): string | number | boolean | null | object {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") return Number(value);
  return value as string | number | boolean | object;
}

export function cellText(value: unknown): string | number {
  const plain = plainValue(value);
  if (plain === null) return "";
  if (typeof plain === "object") return JSON.stringify(plain);
  if (typeof plain === "boolean") return plain ? "true" : "false";
  return plain;
}
