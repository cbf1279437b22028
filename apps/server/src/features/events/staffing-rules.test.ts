import { DEFAULT_STAFFING_RULES } from "@hulppost/shared/staffing/rules";
import type { StaffingRulesView } from "@hulppost/shared/staffing/settings";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { auditLog } from "../../db/schema/index";

let t: TestApp;
let tenant: Tenant;
let other: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t);
  other = await createTenant(t, { label: "Buren" });
});
afterAll(() => t.close());

const path = (orgId = tenant.orgId) => `/api/orgs/${orgId}/staffing-rules`;
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };
const read = async (orgId = tenant.orgId) =>
  (await tenant.admin.agent.json<StaffingRulesView>("GET", path(orgId))).body;

describe("the organisation's staffing rules", () => {
  it("are the product's until an admin saves them", async () => {
    const res = await tenant.caregiver.agent.json<StaffingRulesView>("GET", path());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ rules: DEFAULT_STAFFING_RULES, isDefault: true, version: 1 });
  });

  it("saves, audit-logged, and reads back", async () => {
    const rules = { ...DEFAULT_STAFFING_RULES, minRestHours: 12, maxHoursPerWeek: null, firstAidersPerSenior: 3 };
    const res = await tenant.admin.agent.json<StaffingRulesView>("PUT", path(), { ...rules, version: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rules, isDefault: false });
    expect(await read()).toEqual(res.body);
    const logged = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, tenant.orgId), eq(auditLog.action, "organization.staffing_rules")));
    expect(logged).toHaveLength(1);
    expect(logged[0]?.details).toMatchObject({ minRestHours: 12 });
  });

  it("refuses bad input with field errors and changes nothing", async () => {
    const before = await read();
    const bad = {
      ...before.rules,
      minRestHours: -1,
      maxHoursPerWeek: 0,
      minorNightStart: "24:00",
      buddyMinEvents: 1.5,
    };
    const res = await tenant.admin.agent.json<ErrorBody>("PUT", path(), bad);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields ?? {}).sort()).toEqual([
      "buddyMinEvents",
      "maxHoursPerWeek",
      "minRestHours",
      "minorNightStart",
    ]);
    expect(res.body.error.fields?.minorNightStart).toBe("invalidTime");
    const partial = await tenant.admin.agent.json<ErrorBody>("PUT", path(), { minRestHours: 10 });
    expect(partial.status).toBe(400);
    const unknown = await tenant.admin.agent.json<ErrorBody>("PUT", path(), { ...before.rules, maxAge: 3 });
    expect(unknown.status).toBe(400);
    expect(await read()).toEqual(before);
  });

  it("asks first when a colleague changed the rules since the form was loaded", async () => {
    const loaded = await read();
    const first = await tenant.admin.agent.json("PUT", path(), {
      ...loaded.rules,
      minRestHours: 11,
      version: loaded.version,
    });
    expect(first.status).toBe(200);
    const stale = await tenant.admin.agent.json<ErrorBody>("PUT", path(), {
      ...loaded.rules,
      buddyMinEvents: 5,
      version: loaded.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("EDIT_CONFLICT");
    // Saving what is stored changes nothing, and raises no version.
    const now = await read();
    const again = await tenant.admin.agent.json<StaffingRulesView>("PUT", path(), { ...now.rules, version: 1 });
    expect(again.status).toBe(200);
    expect(again.body.version).toBe(now.version);
  });

  it("goes back to the product's rules", async () => {
    const res = await tenant.admin.agent.json<StaffingRulesView>("DELETE", path());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rules: DEFAULT_STAFFING_RULES, isDefault: true });
    expect(await read()).toMatchObject({ isDefault: true });
  });

  it("refuses a caregiver's change", async () => {
    const put = await tenant.caregiver.agent.json("PUT", path(), DEFAULT_STAFFING_RULES);
    expect(put.status).toBe(403);
    expect((await tenant.caregiver.agent.json("DELETE", path())).status).toBe(403);
  });

  it("answers 404 for another organisation's rules, and leaves them alone", async () => {
    const theirs = path(other.orgId);
    expect((await tenant.admin.agent.json("GET", theirs)).status).toBe(404);
    const put = await tenant.admin.agent.json("PUT", theirs, { ...DEFAULT_STAFFING_RULES, minRestHours: 1 });
    expect(put.status).toBe(404);
    expect((await tenant.admin.agent.json("DELETE", theirs)).status).toBe(404);
    const stored = await other.admin.agent.json<StaffingRulesView>("GET", theirs);
    expect(stored.body.isDefault).toBe(true);
  });
});
