import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/helpers/database";
import { personColumns } from "./person-columns";
import { PERSONAL_DATA_MAP } from "./personal-data-map";

// Decision 054: a column that names a person and has no entry in the map fails here, so a new
// table cannot reach the database without the export and the erasure saying what they do with it.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe("the map of personal data", () => {
  it("has an entry, with its export and erasure, for every column of the catalogue that names a person", async () => {
    const columns = await personColumns(database.database.db);
    // Sanity: the catalogue finds foreign keys and the audit log's key-less ids by itself.
    expect(columns).toContainEqual({ table: "event_assignments", column: "user_id", found: "foreignKey" });
    expect(columns).toContainEqual({ table: "audit_log", column: "target_user_id", found: "personName" });
    const unmapped = columns
      .filter((c) => {
        const entry = PERSONAL_DATA_MAP.find((e) => e.table === c.table && e.column === c.column);
        return !entry?.export || !entry.erasure;
      })
      .map((c) => `${c.table}.${c.column} (${c.found})`);
    expect(unmapped, "add these to PERSONAL_DATA_MAP with their export and erasure").toEqual([]);
  });

  it("names only columns that exist, once each", async () => {
    const { rows } = await database.database.db.execute<{ key: string }>(sql`
      select table_name || '.' || column_name as key from information_schema.columns where table_schema = 'public'`);
    const existing = new Set(rows.map((r) => r.key));
    const keys = PERSONAL_DATA_MAP.map((e) => `${e.table}.${e.column}`);
    expect(keys.filter((k) => !existing.has(k))).toEqual([]);
    expect(keys.length).toBe(new Set(keys).size);
    const extra = PERSONAL_DATA_MAP.flatMap((e) => [
      ...(e.omit ?? []).map((c) => `${e.table}.${c}`),
      ...(e.export === "listed"
        ? [`${e.table}.${e.idColumn ?? "id"}`, `${e.table}.${e.dateColumn ?? "created_at"}`]
        : []),
    ]);
    expect(extra.filter((k) => !existing.has(k))).toEqual([]);
  });

  it("gives a reason for everything it does not export", () => {
    expect(
      PERSONAL_DATA_MAP.filter((e) => e.export === "none" && !e.note).map((e) => `${e.table}.${e.column}`),
    ).toEqual([]);
  });
});
