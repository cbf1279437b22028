import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTenant } from "../../test/helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../../test/helpers/test-app";
import { auditLog, sessions, users } from "../db/schema/index";

let t: TestApp;
let root: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  root = await t.createUser({ roles: ["super_admin"], firstName: "Sofie", lastName: "Super" });
});
afterAll(() => t.close());

type Me = { user: { id: string }; impersonation: { impersonatorId: string; impersonatorName: string } | null };

describe("impersonation (super admins only)", () => {
  it("acts as the target until stopped, then restores the super admin; both ends are audited", async () => {
    const tenant = await createTenant(t);
    const start = await root.agent.json("POST", "/api/auth/impersonation/start", { userId: tenant.caregiver.id });
    expect(start.status).toBe(200);
    const as = await root.agent.json<Me>("GET", "/api/me");
    expect(as.body.user.id).toBe(tenant.caregiver.id);
    expect(as.body.impersonation).toEqual({ impersonatorId: root.id, impersonatorName: "Sofie Super" });
    // The target's own tenant rules apply while impersonating: no admin pages.
    expect((await root.agent.json("GET", `/api/orgs/${tenant.orgId}/members`)).status).toBe(403);

    const stop = await root.agent.json<{ stopped: boolean }>("POST", "/api/auth/impersonation/stop", {});
    expect(stop.body.stopped).toBe(true);
    const back = await root.agent.json<Me>("GET", "/api/me");
    expect(back.body.user.id).toBe(root.id);
    expect(back.body.impersonation).toBeNull();
    const impersonationSessions = await t.deps.db.select().from(sessions).where(eq(sessions.impersonatedBy, root.id));
    expect(impersonationSessions).toEqual([]);
    const lines = await t.deps.db.select().from(auditLog).where(eq(auditLog.targetUserId, tenant.caregiver.id));
    expect(lines.map((l) => l.action)).toEqual(expect.arrayContaining(["impersonation.start", "impersonation.stop"]));

    // Stopping again (the page being hidden after Stop) is harmless.
    expect((await root.agent.json<{ stopped: boolean }>("POST", "/api/auth/impersonation/stop", {})).body.stopped).toBe(
      false,
    );
  });

  it("refuses an admin and writes the refusal to the audit log", async () => {
    const tenant = await createTenant(t);
    const res = await tenant.admin.agent.json<{ error: { code: string } }>("POST", "/api/auth/impersonation/start", {
      userId: tenant.caregiver.id,
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("IMPERSONATION_FORBIDDEN");
    expect((await tenant.admin.agent.json<Me>("GET", "/api/me")).body.user.id).toBe(tenant.admin.id);
    const [line] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "impersonation.refused"), eq(auditLog.actorUserId, tenant.admin.id)));
    expect(line?.details).toEqual({ reason: "not_super_admin" });
  });

  it("keeps the person's account out of reach: no name, password, second factor or session changes", async () => {
    const tenant = await createTenant(t);
    const person = tenant.caregiver;
    const ownSessions = async () =>
      (await t.deps.db.select().from(sessions).where(eq(sessions.userId, person.id))).filter((s) => !s.impersonatedBy)
        .length;
    const before = {
      sessions: await ownSessions(),
      user: (await t.deps.db.select().from(users).where(eq(users.id, person.id)))[0],
    };
    const sofie = await t.createUser({ roles: ["super_admin"] });
    expect((await sofie.agent.json("POST", "/api/auth/impersonation/start", { userId: person.id })).status).toBe(200);

    const attempts: [string, string, unknown?][] = [
      ["POST", "/api/auth/change-password", { currentPassword: "whatever", newPassword: "overgenomen" }],
      ["POST", "/api/auth/two-factor/enable", { password: person.password }],
      ["GET", "/api/auth/list-sessions"],
      ["POST", "/api/auth/revoke-other-sessions", {}],
    ];
    // Better Auth endpoints the product does not offer do not exist, impersonating or not.
    const absent: [string, string, unknown?][] = [
      ["POST", "/api/auth/update-user", { name: "Overgenomen" }],
      ["POST", "/api/auth/change-email", { newEmail: "thief@example.test" }],
      ["POST", "/api/auth/revoke-sessions", {}],
      ["POST", "/api/auth/delete-user", {}],
    ];
    const refusedAll = async () => {
      for (const [method, path, body] of attempts) {
        const res = await sofie.agent.json<{ error: { code: string } }>(method, path, body);
        expect(res.status, path).toBe(403);
        expect(res.body.error.code, path).toBe("IMPERSONATION_FORBIDDEN");
      }
      for (const [method, path, body] of absent) {
        const res = await sofie.agent.json<{ error: { code: string } }>(method, path, body);
        expect(res.status, path).toBe(404);
        expect(res.body.error.code, path).toBe("NOT_FOUND");
      }
    };
    await refusedAll();
    // Past the hour the product's API no longer accepts the session, and Better Auth's still refuses.
    await t.deps.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(sessions.impersonatedBy, sofie.id));
    await refusedAll();

    expect(await ownSessions()).toBe(before.sessions);
    const [after] = await t.deps.db.select().from(users).where(eq(users.id, person.id));
    expect(after).toEqual(before.user);
    expect((await person.agent.json<Me>("GET", "/api/me")).body.user.id).toBe(person.id);
    // Stop still works and brings the super admin back.
    expect(
      (await sofie.agent.json<{ stopped: boolean }>("POST", "/api/auth/impersonation/stop", {})).body.stopped,
    ).toBe(true);
    expect((await sofie.agent.json<Me>("GET", "/api/me")).body.user.id).toBe(sofie.id);
  });

  it("keeps the account out of reach by bearer token too", async () => {
    const tenant = await createTenant(t);
    const sofie = await t.createUser({ roles: ["super_admin"] });
    const start = await sofie.agent.post("/api/auth/impersonation/start", { userId: tenant.caregiver.id });
    expect(start.status).toBe(200);
    // The bearer plugin hands the new session's token to API clients in this header.
    const token = start.headers.get("set-auth-token");
    expect(token).toBeTruthy();
    const bearer = { authorization: `Bearer ${token}`, origin: "http://localhost" };
    const res = await t.app.request("http://localhost/api/auth/change-password", {
      method: "POST",
      headers: { ...bearer, "content-type": "application/json" },
      body: JSON.stringify({ currentPassword: tenant.caregiver.password, newPassword: "overgenomen" }),
    });
    expect(res.status).toBe(403);
    const list = await t.app.request("http://localhost/api/auth/list-sessions", { headers: bearer });
    expect(list.status).toBe(403);
    // The password is still the person's own.
    const signIn = await t.agent().post("/api/auth/sign-in/email", {
      email: tenant.caregiver.email,
      password: tenant.caregiver.password,
    });
    expect(signIn.status).toBe(200);
  });

  it("does not impersonate another super admin, and ends an impersonation after an hour", async () => {
    const otherRoot = await t.createUser({ roles: ["super_admin"] });
    expect((await root.agent.json("POST", "/api/auth/impersonation/start", { userId: otherRoot.id })).status).toBe(403);
    const tenant = await createTenant(t);
    expect(
      (await root.agent.json("POST", "/api/auth/impersonation/start", { userId: tenant.caregiver.id })).status,
    ).toBe(200);
    await t.deps.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(sessions.impersonatedBy, root.id));
    expect((await root.agent.json("GET", "/api/me")).status).toBe(401);
    expect(
      (await t.agent().json("POST", "/api/auth/impersonation/start", { userId: tenant.caregiver.id })).status,
    ).toBe(401);
  });
});
