import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTenant, type Tenant, userCodeOf } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../../../test/helpers/test-app";
import { accounts, profiles, rateLimitBuckets, userOrganizations, users } from "../../db/schema/index";
import { ADD_BY_CODE_LIMIT } from "./members.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string } };

/** Everything an admin could do to someone's account, each to be refused for a shared person. */
function accountAttempts(tenant: Tenant, userId: string) {
  const base = `/api/orgs/${tenant.orgId}/members/${userId}`;
  return [
    () =>
      tenant.admin.agent.json<ErrorBody>("PUT", `${base}/profile`, {
        firstName: "Overgenomen",
        lastName: "Account",
        phone: "0470 99 99 99",
        isDoctor: true,
        isNurse: false,
        hasFirstAidCertificate: false,
      }),
    () =>
      tenant.admin.agent.json<ErrorBody>("POST", `${base}/password`, {
        password: "overgenomen",
        confirmPassword: "overgenomen",
      }),
    () => tenant.admin.agent.json<ErrorBody>("POST", `${base}/verify-email`),
    () => tenant.admin.agent.json<ErrorBody>("DELETE", `${base}/login`),
  ];
}

async function accountState(userId: string) {
  const [profile] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, userId));
  const [user] = await t.deps.db.select().from(users).where(eq(users.id, userId));
  const logins = await t.deps.db.select().from(accounts).where(eq(accounts.userId, userId));
  const memberships = await t.deps.db.select().from(userOrganizations).where(eq(userOrganizations.userId, userId));
  return { profile, user, logins, memberships: memberships.length };
}

async function expectAccountUntouched(tenant: Tenant, person: TestUser) {
  const before = await accountState(person.id);
  for (const attempt of accountAttempts(tenant, person.id)) {
    const res = await attempt();
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("MEMBER_ELSEWHERE");
  }
  expect(await accountState(person.id)).toEqual(before);
  // Their session still works and their own password still signs them in.
  expect((await person.agent.json<{ user: { id: string } }>("GET", "/api/auth/get-session")).body?.user.id).toBe(
    person.id,
  );
  expect(
    (await t.agent().post("/api/auth/sign-in/email", { email: person.email, password: person.password })).status,
  ).toBe(200);
}

async function managedHereOf(tenant: Tenant, userId: string) {
  const list = await tenant.admin.agent.json<{ userId: string; accountManagedHere: boolean }[]>(
    "GET",
    `/api/orgs/${tenant.orgId}/members`,
  );
  return list.body.find((m) => m.userId === userId)?.accountManagedHere;
}

describe("an admin manages only accounts their organisation alone answers for", () => {
  it("cannot take over a caregiver who also belongs to another organisation", async () => {
    const a = await createTenant(t);
    const b = await createTenant(t);
    // B's caregiver joins A as well, the way any admin can add a person by their code.
    const joined = await a.admin.agent.json("POST", `/api/orgs/${a.orgId}/members`, {
      userCode: await userCodeOf(t, b.caregiver.id),
      role: "hulpverlener",
    });
    expect(joined.status).toBe(201);
    expect(await managedHereOf(a, b.caregiver.id)).toBe(false);
    expect(await managedHereOf(a, a.caregiver.id)).toBe(true);
    await expectAccountUntouched(a, b.caregiver);
    // And the other way round: B's admin cannot either, since A shares the person now.
    await expectAccountUntouched(b, b.caregiver);
  });

  it("cannot take over a person with a wider role, nor a fellow admin", async () => {
    const tenant = await createTenant(t);
    const organisator = await t.createUser({ roles: ["organisator"] });
    await t.deps.db
      .insert(userOrganizations)
      .values({ userId: organisator.id, organizationId: tenant.orgId, role: "hulpverlener" });
    await expectAccountUntouched(tenant, organisator);

    const coAdmin = await t.createUser();
    await t.deps.db
      .insert(userOrganizations)
      .values({ userId: coAdmin.id, organizationId: tenant.orgId, role: "admin" });
    await expectAccountUntouched(tenant, coAdmin);
    expect(await managedHereOf(tenant, coAdmin.id)).toBe(false);
  });

  it("keeps the responsible person an admin: a fellow admin can neither demote nor remove them", async () => {
    const tenant = await createTenant(t);
    const coAdmin = await t.createUser();
    await t.deps.db
      .insert(userOrganizations)
      .values({ userId: coAdmin.id, organizationId: tenant.orgId, role: "admin" });
    const base = `/api/orgs/${tenant.orgId}/members/${tenant.admin.id}`;
    const demote = await coAdmin.agent.json<ErrorBody>("PATCH", base, { role: "hulpverlener" });
    expect(demote.status).toBe(409);
    expect(demote.body.error.code).toBe("RESPONSIBLE_PERSON");
    const remove = await coAdmin.agent.json<ErrorBody>("DELETE", base);
    expect(remove.status).toBe(409);
    expect(remove.body.error.code).toBe("RESPONSIBLE_PERSON");
    const [membership] = await t.deps.db
      .select()
      .from(userOrganizations)
      .where(and(eq(userOrganizations.userId, tenant.admin.id), eq(userOrganizations.organizationId, tenant.orgId)));
    expect(membership?.role).toBe("admin");
    // The responsible person can still manage the fellow admin.
    expect(
      (
        await tenant.admin.agent.json("PATCH", `/api/orgs/${tenant.orgId}/members/${coAdmin.id}`, {
          role: "hulpverlener",
        })
      ).status,
    ).toBe(200);
  });

  it("limits lookups by user code per admin, so the code space cannot be walked", async () => {
    const tenant = await createTenant(t);
    await t.deps.db
      .insert(rateLimitBuckets)
      .values({ key: `add-by-code:${tenant.admin.id}`, count: ADD_BY_CODE_LIMIT.max, windowStartedAt: new Date() });
    const person = await t.createUser();
    const res = await tenant.admin.agent.json<ErrorBody>("POST", `/api/orgs/${tenant.orgId}/members`, {
      userCode: await userCodeOf(t, person.id),
      role: "hulpverlener",
    });
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe("RATE_LIMITED");
    const rows = await t.deps.db.select().from(userOrganizations).where(eq(userOrganizations.userId, person.id));
    expect(rows).toEqual([]);
  });
});
