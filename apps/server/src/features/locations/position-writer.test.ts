import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import type { Database } from "../../db/client";
import { locationShares } from "../../db/schema/index";
import { createPositionWriter, type PositionRow } from "./position-writer";

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Schrijfpost" });
  other = await createTenant(t, { label: "Andere schrijfpost" });
});
afterAll(() => t.close());

/** The test database, counting the statements the writer sends. */
function counted() {
  const calls: number[] = [];
  const database: Database = {
    ...t.database,
    query: (text, params, name) => {
      calls.push((params?.[0] as unknown[] | undefined)?.length ?? 0);
      return t.database.query(text, params, name);
    },
  };
  return { database, calls };
}

const row = (o: Tenant, userId: string, latitude = 51): PositionRow => ({
  organizationId: o.orgId,
  userId,
  latitude,
  longitude: 3.7,
  accuracyM: 8,
  recordedAt: null,
});

describe("the position writer", () => {
  it("writes one position alone, and those that arrive during a commit together in the next", async () => {
    const { database, calls } = counted();
    const writer = createPositionWriter(database);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => writer.write(row(tenant, tenant.caregiver.id, 50 + i / 100))),
    );
    expect(results.every((r) => r.stored)).toBe(true);
    expect(calls).toEqual([1, 19]);
    const stored = await t.deps.db.select().from(locationShares).where(eq(locationShares.userId, tenant.caregiver.id));
    expect(stored).toHaveLength(20);
  });

  it("refuses a non-member's row inside a batch and stores the others", async () => {
    const writer = createPositionWriter(t.database);
    const [first, outsider, member] = await Promise.all([
      writer.write(row(tenant, tenant.admin.id)),
      writer.write(row(tenant, other.caregiver.id)),
      writer.write(row(tenant, tenant.caregiver.id)),
    ]);
    expect(first?.stored).toBe(true);
    expect(outsider).toEqual({ stored: false });
    expect(member?.stored).toBe(true);
  });

  it("fails only the row the database refuses, not the batch it came in", async () => {
    const writer = createPositionWriter(t.database);
    const outcomes = await Promise.allSettled([
      writer.write(row(tenant, tenant.admin.id)),
      writer.write(row(tenant, tenant.caregiver.id)),
      writer.write(row(tenant, tenant.caregiver.id, 95)), // past the table's range check
      writer.write(row(tenant, tenant.admin.id)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
  });
});
