import { PERMISSIONS } from "@hulppost/shared/permissions";
import { PROCESSING_CATEGORIES } from "@hulppost/shared/processing-record";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "../../db/schema/index";
import { CATEGORY_DEFINITIONS } from "./categories";
import { audienceOf, tableFields } from "./processing-record.service";

const schemaTables: PgTable[] = [];
for (const value of Object.values(schema) as unknown[]) if (is(value, PgTable)) schemaTables.push(value);
const described = PROCESSING_CATEGORIES.flatMap((key) =>
  CATEGORY_DEFINITIONS[key].tables.map((table) => getTableName(table)),
);

describe("the record's categories", () => {
  it("describe every table of the schema exactly once (a new table fails here until it is described)", () => {
    const names = schemaTables.map((table) => getTableName(table)).sort();
    expect(names.length).toBeGreaterThan(50);
    const missing = names.filter((name) => !described.includes(name));
    expect(missing, "tables in no category of categories.ts").toEqual([]);
    expect(
      described.filter((name, i) => described.indexOf(name) !== i),
      "tables in two categories",
    ).toEqual([]);
    expect([...described].sort()).toEqual(names);
  });

  it("name only permissions the matrix has, and every category is seen by someone", () => {
    for (const key of PROCESSING_CATEGORIES) {
      const { permissions } = CATEGORY_DEFINITIONS[key];
      expect(permissions.length, key).toBeGreaterThan(0);
      for (const permission of permissions) expect(Object.keys(PERMISSIONS), key).toContain(permission);
      expect(audienceOf(permissions).length, key).toBeGreaterThan(0);
    }
  });

  it("reads the audience from the matrix: patients by every member, the audit log by admins only", () => {
    expect(audienceOf(CATEGORY_DEFINITIONS.patients.permissions)).toEqual(["hulpverlener", "admin", "super_admin"]);
    expect(audienceOf(CATEGORY_DEFINITIONS.audit.permissions)).toEqual(["admin", "super_admin"]);
    expect(audienceOf(CATEGORY_DEFINITIONS.availability.permissions)).toContain("self");
  });

  it("lists a table's fields from the schema, without the plumbing", () => {
    const { table, fields } = tableFields(schema.profiles);
    expect(table).toBe("profiles");
    expect(fields).toEqual(expect.arrayContaining(["iban", "birth_date"]));
    expect(fields).not.toContain("created_at");
  });
});
