import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTenant, userCodeOf } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { accounts, auditLog, userOrganizations, users } from "../../db/schema/index";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; fields?: Record<string, string>; details?: Record<string, unknown> } };

describe("caregiver list", () => {
  it("lists members with qualifications, searchable and filterable", async () => {
    const tenant = await createTenant(t);
    const list = await tenant.admin.agent.json<
      { userId: string; isNurse: boolean; role: string; lastLoginAt: string | null }[]
    >("GET", `/api/orgs/${tenant.orgId}/members`);
    expect(list.status).toBe(200);
    expect(list.body.map((m) => m.userId).sort()).toEqual([tenant.admin.id, tenant.caregiver.id].sort());
    const nurses = await tenant.admin.agent.json<{ userId: string }[]>(
      "GET",
      `/api/orgs/${tenant.orgId}/members?qualification=nurse`,
    );
    expect(nurses.body.map((m) => m.userId)).toEqual([tenant.caregiver.id]);
    const search = await tenant.admin.agent.json<{ userId: string }[]>(
      "GET",
      `/api/orgs/${tenant.orgId}/members?search=zorg`,
    );
    expect(search.body.map((m) => m.userId)).toEqual([tenant.caregiver.id]);
    expect((await tenant.admin.agent.json("GET", `/api/orgs/${tenant.orgId}/members?qualification=pilot`)).status).toBe(
      400,
    );
    expect((await tenant.caregiver.agent.json("GET", `/api/orgs/${tenant.orgId}/members`)).status).toBe(403);
  });
});

describe("add an existing user by code", () => {
  it("adds by code, answers 'Gebruiker niet gevonden' and 'Al lid'", async () => {
    const tenant = await createTenant(t);
    const newcomer = await t.createUser();
    const code = await userCodeOf(t, newcomer.id);
    const path = `/api/orgs/${tenant.orgId}/members`;
    const added = await tenant.admin.agent.json<{ userId: string; role: string; isPrimary: boolean }>("POST", path, {
      userCode: code.toLowerCase(),
      role: "hulpverlener",
      isPrimary: true,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ userId: newcomer.id, role: "hulpverlener", isPrimary: true });

    const again = await tenant.admin.agent.json<ErrorBody>("POST", path, { userCode: code, role: "admin" });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("ALREADY_MEMBER");

    const unknown = await tenant.admin.agent.json<ErrorBody>("POST", path, {
      userCode: "USER-ZZZZZZ",
      role: "hulpverlener",
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: "USER_NOT_FOUND", fields: { userCode: "userNotFound" } });

    const malformed = await tenant.admin.agent.json<ErrorBody>("POST", path, { userCode: "ABC", role: "boss" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields).toMatchObject({ userCode: "invalidUserCode", role: "invalidChoice" });
  });

  it("enforces the free plan's limit of 5 caregivers", async () => {
    const tenant = await createTenant(t, { plan: "free" });
    const path = `/api/orgs/${tenant.orgId}/members`;
    const counts = async () =>
      (
        await tenant.admin.agent.json<{ memberCount: number; caregiverCount: number }>(
          "GET",
          `/api/orgs/${tenant.orgId}`,
        )
      ).body;
    // The caregiver is the first of five; the responsible admin does not count, and the count the
    // billing tab shows is the one the limit uses.
    expect(await counts()).toMatchObject({ memberCount: 2, caregiverCount: 1 });
    for (let i = 0; i < 3; i++) {
      const person = await t.createUser();
      await tenant.admin.agent.json("POST", path, { userCode: await userCodeOf(t, person.id), role: "hulpverlener" });
    }
    expect(await counts()).toMatchObject({ memberCount: 5, caregiverCount: 4 });
    for (let i = 0; i < 1; i++) {
      const person = await t.createUser();
      expect(
        (
          await tenant.admin.agent.json("POST", path, {
            userCode: await userCodeOf(t, person.id),
            role: "hulpverlener",
          })
        ).status,
      ).toBe(201);
    }
    const sixth = await t.createUser();
    const res = await tenant.admin.agent.json<ErrorBody>("POST", path, {
      userCode: await userCodeOf(t, sixth.id),
      role: "admin",
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: "PLAN_LIMIT_CAREGIVERS", details: { limit: 5 } });
    const [row] = await t.deps.db
      .select()
      .from(userOrganizations)
      .where(and(eq(userOrganizations.userId, sixth.id), eq(userOrganizations.organizationId, tenant.orgId)));
    expect(row).toBeUndefined();
    expect(await counts()).toMatchObject({ memberCount: 6, caregiverCount: 5 });
  });
});

describe("caregiver management", () => {
  it("edits a caregiver's details with the profile rules", async () => {
    const tenant = await createTenant(t);
    const path = `/api/orgs/${tenant.orgId}/members/${tenant.caregiver.id}/profile`;
    const base = {
      firstName: "Zorg",
      lastName: "Drager",
      isDoctor: false,
      isNurse: true,
      hasFirstAidCertificate: true,
    };
    const bad = await tenant.admin.agent.json<ErrorBody>("PUT", path, { ...base, iban: "BE00 0000", phone: "abc" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ iban: "invalidIban", phone: "invalidPhone" });
    const ok = await tenant.admin.agent.json<{ iban: string; phone: string; lastName: string }>("PUT", path, {
      ...base,
      iban: "BE68 5390 0754 7034",
      phone: "0470 11 22 33",
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ iban: "BE68539007547034", phone: "+32470112233", lastName: "Drager" });
  });

  it("resets a caregiver's password: at least 6, matching; old sessions end", async () => {
    const tenant = await createTenant(t);
    const path = `/api/orgs/${tenant.orgId}/members/${tenant.caregiver.id}/password`;
    const short = await tenant.admin.agent.json<ErrorBody>("POST", path, { password: "123", confirmPassword: "123" });
    expect(short.body.error.fields).toMatchObject({ password: "passwordTooShort" });
    const mismatch = await tenant.admin.agent.json<ErrorBody>("POST", path, {
      password: "nieuw-wachtwoord",
      confirmPassword: "anders",
    });
    expect(mismatch.body.error.fields).toMatchObject({ confirmPassword: "passwordMismatch" });
    expect(
      (await tenant.admin.agent.post(path, { password: "nieuw-wachtwoord", confirmPassword: "nieuw-wachtwoord" }))
        .status,
    ).toBe(204);
    expect((await tenant.caregiver.agent.json("GET", "/api/auth/get-session")).body).toBeNull();
    expect(
      (await t.agent().post("/api/auth/sign-in/email", { email: tenant.caregiver.email, password: "nieuw-wachtwoord" }))
        .status,
    ).toBe(200);
    const [line] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "password.reset_by_admin"));
    expect(line).toMatchObject({
      actorUserId: tenant.admin.id,
      targetUserId: tenant.caregiver.id,
      organizationId: tenant.orgId,
    });
  });

  it("marks an email verified and changes a role", async () => {
    const tenant = await createTenant(t);
    await t.deps.db.update(users).set({ emailVerified: false }).where(eq(users.id, tenant.caregiver.id));
    expect(
      (await tenant.admin.agent.post(`/api/orgs/${tenant.orgId}/members/${tenant.caregiver.id}/verify-email`)).status,
    ).toBe(204);
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, tenant.caregiver.id));
    expect(user?.emailVerified).toBe(true);
    const promoted = await tenant.admin.agent.json<{ role: string }>(
      "PATCH",
      `/api/orgs/${tenant.orgId}/members/${tenant.caregiver.id}`,
      { role: "admin" },
    );
    expect(promoted.body.role).toBe("admin");
    const self = await tenant.admin.agent.json<ErrorBody>(
      "PATCH",
      `/api/orgs/${tenant.orgId}/members/${tenant.admin.id}`,
      { role: "hulpverlener" },
    );
    expect(self.status).toBe(409);
    expect(self.body.error.code).toBe("CANNOT_CHANGE_SELF");
  });

  it("removes a member, never the admin themselves", async () => {
    const tenant = await createTenant(t);
    expect((await tenant.admin.agent.delete(`/api/orgs/${tenant.orgId}/members/${tenant.admin.id}`)).status).toBe(409);
    expect((await tenant.admin.agent.delete(`/api/orgs/${tenant.orgId}/members/${tenant.caregiver.id}`)).status).toBe(
      204,
    );
    const me = await tenant.caregiver.agent.json<{ organizations: unknown[] }>("GET", "/api/me");
    expect(me.body.organizations).toEqual([]);
  });

  it("deletes a caregiver's login, unless they belong to another organisation", async () => {
    const tenant = await createTenant(t);
    const other = await createTenant(t);
    // The caregiver of `other` also joins `tenant`.
    await t.deps.db
      .insert(userOrganizations)
      .values({ userId: other.caregiver.id, organizationId: tenant.orgId, role: "hulpverlener" });
    const elsewhere = await tenant.admin.agent.json<ErrorBody>(
      "DELETE",
      `/api/orgs/${tenant.orgId}/members/${other.caregiver.id}/login`,
    );
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.error.code).toBe("MEMBER_ELSEWHERE");

    expect(
      (await tenant.admin.agent.delete(`/api/orgs/${tenant.orgId}/members/${tenant.caregiver.id}/login`)).status,
    ).toBe(204);
    expect(await t.deps.db.select().from(accounts).where(eq(accounts.userId, tenant.caregiver.id))).toEqual([]);
    expect(
      (
        await t
          .agent()
          .post("/api/auth/sign-in/email", { email: tenant.caregiver.email, password: tenant.caregiver.password })
      ).status,
    ).toBe(401);
    expect((await tenant.caregiver.agent.json("GET", "/api/auth/get-session")).body).toBeNull();
  });
});
