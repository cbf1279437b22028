import { and, count, eq, gt, lt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers/test-app";
import { loadConfig } from "../config";
import { events, organizations, profiles, userOrganizations, userRoles, users } from "../db/schema/index";
import { seedDemoIfEmpty, shouldSeedDemo } from "./demo";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoIfEmpty(t.deps)).toBe(true);
});
afterAll(() => t.close());

describe("demo data", () => {
  it.each([
    ["superadmin@demo.test", "super_admin"],
    ["admin@demo.test", "admin"],
    ["hulpverlener@demo.test", "hulpverlener"],
    ["organisator@demo.test", "organisator"],
  ])("lets %s sign in with demo1234 and holds the %s role", async (email, role) => {
    const res = await t.agent().post("/api/auth/sign-in/email", { email, password: "demo1234" });
    expect(res.status).toBe(200);
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, email));
    const roles = await t.deps.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, user?.id as string));
    expect(roles.map((r) => r.role)).toContain(role);
  });

  it("has the organisation Demo Hulpdienst with a dozen caregivers of each qualification", async () => {
    const [org] = await t.deps.db.select().from(organizations).where(eq(organizations.displayName, "Demo Hulpdienst"));
    expect(org).toBeDefined();
    const caregivers = await t.deps.db
      .select({ isDoctor: profiles.isDoctor, isNurse: profiles.isNurse, firstAid: profiles.hasFirstAidCertificate })
      .from(userOrganizations)
      .innerJoin(profiles, eq(profiles.userId, userOrganizations.userId))
      .where(and(eq(userOrganizations.organizationId, org?.id as string), eq(userOrganizations.role, "hulpverlener")));
    expect(caregivers.filter((c) => c.isDoctor).length).toBe(12);
    expect(caregivers.filter((c) => c.isNurse).length).toBe(12);
    expect(caregivers.filter((c) => c.firstAid && !c.isDoctor && !c.isNurse).length).toBe(12);
    // The organisator has no organisation yet.
    const [organisator] = await t.deps.db.select().from(users).where(eq(users.email, "organisator@demo.test"));
    const memberships = await t.deps.db
      .select({ n: count() })
      .from(userOrganizations)
      .where(eq(userOrganizations.userId, organisator?.id as string));
    expect(memberships[0]?.n).toBe(0);
  });

  it("has past and upcoming events", async () => {
    const now = new Date();
    const [upcoming] = await t.deps.db.select({ n: count() }).from(events).where(gt(events.startsAt, now));
    const [past] = await t.deps.db.select({ n: count() }).from(events).where(lt(events.endsAt, now));
    expect(upcoming?.n).toBeGreaterThanOrEqual(4);
    expect(past?.n).toBeGreaterThanOrEqual(4);
  });

  it("is not added twice, nor on PostgreSQL or in production", async () => {
    expect(await seedDemoIfEmpty(t.deps)).toBe(false);
    expect(shouldSeedDemo(loadConfig({}))).toBe(true);
    expect(shouldSeedDemo(loadConfig({ DATABASE_URL: "postgres://x@y/z" }))).toBe(false);
    expect(
      shouldSeedDemo(
        loadConfig({
          NODE_ENV: "production",
          APP_URL: "https://x.test",
          AUTH_SECRET: "x".repeat(40),
          SMTP_URL: "smtp://mail.x.test:587",
        }),
      ),
    ).toBe(false);
  });
});
