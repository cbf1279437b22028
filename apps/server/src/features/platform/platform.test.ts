import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendChat } from "../../../test/helpers/chat";
import { createTenant, userCodeOf } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../../../test/helpers/test-app";
import { auditLog, chatMessages, locationShares, organizations, userOrganizations, users } from "../../db/schema/index";

let t: TestApp;
let root: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  root = await t.createUser({ roles: ["super_admin"], firstName: "Root" });
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };
type OrgView = {
  id: string;
  plan: string;
  active: boolean;
  caregiverLimit: number | null;
  responsibleUserId: string | null;
  memberCount: number;
};

describe("super admin: organisations", () => {
  it("creates with a responsible person, changes plan and active flag, and deletes after a typed confirmation", async () => {
    const boss = await t.createUser();
    const created = await root.agent.json<OrgView & { name: string }>("POST", "/api/platform/organizations", {
      displayName: "Hulpdienst Noord",
      name: "hulpdienst noord",
      plan: "free",
      responsibleUserCode: await userCodeOf(t, boss.id),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "hulpdienst_noord",
      plan: "free",
      caregiverLimit: 5,
      responsibleUserId: boss.id,
      memberCount: 1,
    });
    const id = created.body.id;
    const premium = await root.agent.json<OrgView>("PATCH", `/api/platform/organizations/${id}`, {
      plan: "premium",
      active: false,
    });
    expect(premium.body).toMatchObject({ plan: "premium", active: false, caregiverLimit: null });
    // An inactive organisation disappears for its members but not for the super admin.
    expect((await boss.agent.json("GET", `/api/orgs/${id}`)).status).toBe(404);
    expect((await root.agent.json("GET", `/api/orgs/${id}/members`)).status).toBe(200);

    const list = await root.agent.json<OrgView[]>("GET", "/api/platform/organizations?search=noord");
    expect(list.body.map((o) => o.id)).toContain(id);
    // `_` and `%` are letters to search for, not wildcards.
    const wildcard = await root.agent.json<OrgView[]>("GET", "/api/platform/organizations?search=%25");
    expect(wildcard.body).toEqual([]);

    const wrong = await root.agent.json<ErrorBody>("DELETE", `/api/platform/organizations/${id}`, {
      confirmation: "Hulpdienst Noord",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe("CONFIRMATION_MISMATCH");
    expect(
      (await root.agent.request("DELETE", `/api/platform/organizations/${id}`, { confirmation: "hulpdienst_noord" }))
        .status,
    ).toBe(204);
    expect(await t.deps.db.select().from(organizations).where(eq(organizations.id, id))).toEqual([]);
  });

  it("is closed to admins (403) and to the anonymous (401)", async () => {
    const tenant = await createTenant(t);
    expect((await tenant.admin.agent.json("GET", "/api/platform/organizations")).status).toBe(403);
    expect((await tenant.admin.agent.json("GET", "/api/platform/users")).status).toBe(403);
    expect((await tenant.admin.agent.json("GET", "/api/platform/audit")).status).toBe(403);
    expect((await t.agent().json("GET", "/api/platform/users")).status).toBe(401);
  });
});

describe("super admin: users and roles", () => {
  it("searches people and grants and revokes roles, with audit lines", async () => {
    const person = await t.createUser({ firstName: "Gerda", lastName: "Goossens" });
    const found = await root.agent.json<{ id: string; roles: string[] }[]>(
      "GET",
      "/api/platform/users?search=goossens",
    );
    expect(found.body.map((u) => u.id)).toEqual([person.id]);
    const granted = await root.agent.json<{ roles: string[] }>("PUT", `/api/platform/users/${person.id}/roles`, {
      roles: ["organisator", "admin"],
    });
    expect(granted.body.roles).toEqual(["admin", "organisator"]);
    const revoked = await root.agent.json<{ roles: string[] }>("PUT", `/api/platform/users/${person.id}/roles`, {
      roles: ["organisator"],
    });
    expect(revoked.body.roles).toEqual(["organisator"]);
    const lines = await t.deps.db.select().from(auditLog).where(eq(auditLog.targetUserId, person.id));
    expect(lines.map((l) => `${l.action}:${(l.details as { role: string }).role}`).sort()).toEqual(
      ["role.grant:admin", "role.grant:organisator", "role.revoke:admin"].sort(),
    );
    const self = await root.agent.json<ErrorBody>("PUT", `/api/platform/users/${root.id}/roles`, { roles: [] });
    expect(self.body.error.code).toBe("CANNOT_CHANGE_SELF");
    expect((await root.agent.json("PUT", `/api/platform/users/${person.id}/roles`, { roles: ["king"] })).status).toBe(
      400,
    );
  });

  it("deletes a person with all related data after they typed the email", async () => {
    const tenant = await createTenant(t);
    // What they wrote and where they were go with them; the conversation keeps the message's place.
    const sent = await sendChat(tenant.caregiver.agent, tenant.orgId, "org", "Ik sta bij de ingang, bel 0470 12 34 56");
    expect(sent.status).toBe(201);
    const shared = await tenant.caregiver.agent.json("POST", `/api/orgs/${tenant.orgId}/locations`, {
      latitude: 51.05,
      longitude: 3.72,
      accuracyM: 10,
    });
    expect(shared.status).toBeLessThan(300);
    const wrong = await root.agent.json<ErrorBody>("DELETE", `/api/platform/users/${tenant.caregiver.id}`, {
      confirmation: "someone@else",
    });
    expect(wrong.body.error).toMatchObject({
      code: "CONFIRMATION_MISMATCH",
      fields: { confirmation: "confirmationMismatch" },
    });
    expect(
      (
        await root.agent.request("DELETE", `/api/platform/users/${tenant.caregiver.id}`, {
          confirmation: tenant.caregiver.email.toUpperCase(),
        })
      ).status,
    ).toBe(204);
    expect(await t.deps.db.select().from(users).where(eq(users.id, tenant.caregiver.id))).toEqual([]);
    expect(
      await t.deps.db.select().from(userOrganizations).where(eq(userOrganizations.userId, tenant.caregiver.id)),
    ).toEqual([]);
    const [message] = await t.deps.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, sent.body.id as string));
    expect(message).toMatchObject({ body: "", authorId: null });
    expect(message?.deletedAt).not.toBeNull();
    expect(await t.deps.db.select().from(locationShares).where(eq(locationShares.userId, tenant.caregiver.id))).toEqual(
      [],
    );
    const [line] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "user.delete"));
    expect(line?.targetUserId).toBe(tenant.caregiver.id);
    // Deleted means deleted: the address does not live on in the audit log.
    expect(JSON.stringify(line)).not.toContain(tenant.caregiver.email);
  });
});

describe("audit log", () => {
  it("is append-only, even for the database owner", async () => {
    const tenant = await createTenant(t);
    await tenant.admin.agent.json("PUT", `/api/orgs/${tenant.orgId}/settings`, {
      chatEnabled: true,
      smsCenterEnabled: false,
      locationsEnabled: true,
      smsOnAssignment: true,
    });
    const failure = async (statement: ReturnType<typeof sql>) => {
      try {
        await t.deps.db.execute(statement);
        return "no error";
      } catch (error) {
        const e = error as Error & { cause?: Error };
        return `${e.message} ${e.cause?.message ?? ""}`;
      }
    };
    expect(await failure(sql`update audit_log set action = 'tampered'`)).toMatch(/append-only/);
    expect(await failure(sql`delete from audit_log`)).toMatch(/append-only/);
  });

  it("lets an erasure's transaction blank an address and nothing else (decision 054)", async () => {
    const tenant = await createTenant(t);
    await tenant.admin.agent.json("PUT", `/api/orgs/${tenant.orgId}/settings`, {
      chatEnabled: false,
      smsCenterEnabled: false,
      locationsEnabled: true,
      smsOnAssignment: true,
    });
    const scrub = (statement: ReturnType<typeof sql>) =>
      t.deps.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('hulppost.audit_scrub', 'on', true)`);
        await tx.execute(statement);
      });
    const refused = async (statement: ReturnType<typeof sql>) =>
      scrub(statement).then(
        () => "no error",
        (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ""}`,
      );
    const mine = sql`organization_id = ${tenant.orgId}`;
    // Another column, or a delete, is refused even under the setting; outside it, the blanking too.
    expect(await refused(sql`update audit_log set action = 'tampered' where ${mine}`)).toMatch(/append-only/);
    expect(await refused(sql`update audit_log set actor_email = 'other@example.test' where ${mine}`)).toMatch(
      /append-only/,
    );
    expect(await refused(sql`delete from audit_log where ${mine}`)).toMatch(/append-only/);
    await expect(t.deps.db.execute(sql`update audit_log set actor_email = null where ${mine}`)).rejects.toThrow();
    await scrub(sql`update audit_log set actor_email = null, ip_address = null where ${mine}`);
    const rows = await t.database.query<{ actor_email: string | null }>(
      `select actor_email from audit_log where organization_id = '${tenant.orgId}'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.actor_email === null)).toBe(true);
  });

  it("shows admins their organisation's lines and super admins everything", async () => {
    const tenant = await createTenant(t);
    const other = await createTenant(t);
    await tenant.admin.agent.json("POST", `/api/orgs/${tenant.orgId}/invitations`, {
      role: "hulpverlener",
      maxUses: 1,
      expiresInDays: 1,
    });
    await other.admin.agent.json("POST", `/api/orgs/${other.orgId}/invitations`, {
      role: "hulpverlener",
      maxUses: 1,
      expiresInDays: 1,
    });
    const mine = await tenant.admin.agent.json<{ organizationId: string; action: string }[]>(
      "GET",
      `/api/orgs/${tenant.orgId}/audit`,
    );
    expect(mine.body.length).toBeGreaterThan(0);
    expect(mine.body.every((l) => l.organizationId === tenant.orgId)).toBe(true);
    expect(mine.body.map((l) => l.action)).toContain("invitation.create");
    const all = await root.agent.json<{ organizationId: string | null }[]>("GET", "/api/platform/audit?limit=200");
    const orgs = new Set(all.body.map((l) => l.organizationId));
    expect(orgs.has(tenant.orgId) && orgs.has(other.orgId)).toBe(true);
    const signIns = await root.agent.json<{ action: string }[]>(
      `GET`,
      `/api/platform/audit?action=auth.sign_in&userId=${tenant.admin.id}`,
    );
    expect(signIns.body.length).toBeGreaterThan(0);
    expect((await tenant.caregiver.agent.json("GET", `/api/orgs/${tenant.orgId}/audit`)).status).toBe(403);
  });
});
