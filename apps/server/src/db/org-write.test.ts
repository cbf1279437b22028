import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/helpers/database";
import { insertOrganization } from "../features/organizations/organizations.service";
import type { Db } from "./client";
import { dataVersionBump, writeOrgData } from "./org-write";
import { organizations } from "./schema/index";

let test: TestDatabase;
let first: string;
let second: string;
beforeAll(async () => {
  test = await createTestDatabase();
  const make = (name: string) =>
    test.database.db.transaction((tx) =>
      insertOrganization(tx, { displayName: name, name, contactEmail: null, contactPhone: null }, null),
    );
  first = await make("org_write_a");
  second = await make("org_write_b");
});
afterAll(() => test.drop());

async function versionOf(id: string, db: Db = test.database.db) {
  const [row] = await db.select({ v: organizations.dataVersion }).from(organizations).where(eq(organizations.id, id));
  return row?.v;
}

describe("the organisation write helper (decision 040)", () => {
  it("raises the data version once per write, after the work, and not when the work fails", async () => {
    const before = await versionOf(first);
    // Inside the work it is still the old one: the raise comes last.
    const seen = await writeOrgData(test.database.db, first, (tx) => versionOf(first, tx));
    expect(seen).toBe(before);
    expect(await versionOf(first)).toBe(Number(before) + 1);
    await expect(
      writeOrgData(test.database.db, first, async () => {
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(await versionOf(first)).toBe(Number(before) + 1);
  });

  it("raises the organisations a write names, and none when nothing changed", async () => {
    const [a, b] = [await versionOf(first), await versionOf(second)];
    await writeOrgData(test.database.db, null, async (_tx, changes) => changes.also(second));
    expect([await versionOf(first), await versionOf(second)]).toEqual([a, Number(b) + 1]);
    await writeOrgData(test.database.db, first, async (_tx, changes) => changes.none());
    expect(await versionOf(first)).toBe(a);
  });

  it("raises it in one statement, only when the statement's condition holds", async () => {
    const before = await versionOf(first);
    await test.database.db.execute(sql`with bumped as (${dataVersionBump(sql`${first}::uuid`, sql`false`)}) select 1`);
    expect(await versionOf(first)).toBe(before);
    await test.database.db.execute(sql`with bumped as (${dataVersionBump(sql`${first}::uuid`)}) select 1`);
    expect(await versionOf(first)).toBe(Number(before) + 1);
  });
});

/**
 * The tables cached answers are computed from. A service file that writes one must go through
 * the helper, or its changes would show only when the 30-second time bucket turns.
 */
const CACHED_TABLES = {
  events: "events",
  eventAssignments: "event_assignments",
  eventInterests: "event_interests",
  userOrganizations: "user_organizations",
  infrastructureAssets: "infrastructure_assets",
  assetUnavailability: "asset_unavailability",
  eventAssets: "event_assets",
  patients: "patients",
  vitalSigns: "vital_signs",
};
/** Writes that change nothing a cached answer shows, with the reason. */
const NOT_CACHED: Record<string, string> = {
  // The photo's time is on the record, never in the patient list.
  "src/features/patients/patient-photo.service.ts": "photo time only",
};

/** Steps that only run inside a caller's writeOrgData, which raises every organisation concerned. */
const STEPS_OF_A_WRITE: Record<string, string> = {
  "src/features/privacy/erasure-steps.ts": "erasePerson (erasure.service.ts) runs them in its writeOrgData",
};

describe("writes to cached data", () => {
  it("go through the write helper in every service", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "src"], {
      cwd: root,
      encoding: "utf8",
    })
      .split("\n")
      .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file) && !file.startsWith("src/seed/"));
    const builder = Object.keys(CACHED_TABLES).join("|");
    const raw = Object.values(CACHED_TABLES).join("|");
    const write = new RegExp(
      `\\.(insert|update|delete)\\((${builder})\\)|\\b(insert into|update|delete from) (${raw})\\b`,
      "i",
    );
    const bypassing = files.filter((file) => {
      let text: string;
      try {
        text = readFileSync(path.join(root, file), "utf8");
      } catch {
        return false; // deleted in the working tree
      }
      return (
        write.test(text) &&
        !/writeOrgData\(|dataVersionBump\(/.test(text) &&
        !(file in NOT_CACHED) &&
        !(file in STEPS_OF_A_WRITE)
      );
    });
    expect(bypassing).toEqual([]);
  });
});
