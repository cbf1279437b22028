import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTenant, type Tenant, userCodeOf } from "../helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../helpers/test-app";

// One source of roles: however a person joins an organisation, /api/me, the organisation's members
// and the super admin's all-users page (and its role filter) say the same thing about them.

let t: TestApp;
let root: TestUser;
let tenant: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  root = await t.createUser({ roles: ["super_admin"], firstName: "Root" });
  tenant = await createTenant(t);
});
afterAll(() => t.close());

interface Member {
  userId: string;
  role: string;
}

async function rolesEverywhere(person: TestUser) {
  const me = await person.agent.json<{ roles: string[] }>("GET", "/api/me");
  const members = await tenant.admin.agent.json<Member[]>("GET", `/api/orgs/${tenant.orgId}/members`);
  const all = await root.agent.json<{ id: string; roles: string[] }[]>(
    "GET",
    `/api/platform/users?search=${encodeURIComponent(person.email)}`,
  );
  const filtered = await root.agent.json<{ id: string }[]>(
    "GET",
    `/api/platform/users?search=${encodeURIComponent(person.email)}&role=hulpverlener`,
  );
  return {
    me: me.body.roles,
    member: members.body.find((m) => m.userId === person.id)?.role,
    allUsers: all.body.find((u) => u.id === person.id)?.roles,
    inFilter: filtered.body.some((u) => u.id === person.id),
  };
}

const CAREGIVER = { me: ["hulpverlener"], member: "hulpverlener", allUsers: ["hulpverlener"], inFilter: true };

describe("roles after joining", () => {
  it("through a caregiver invitation: a caregiver everywhere", async () => {
    const invitation = await tenant.admin.agent.json<{ code: string }>(
      "POST",
      `/api/orgs/${tenant.orgId}/invitations`,
      { role: "hulpverlener", maxUses: 1, expiresInDays: 7 },
    );
    const joiner = await t.createUser({ firstName: "Ine" });
    expect((await rolesEverywhere(joiner)).me).toEqual([]);
    const accepted = await joiner.agent.json("POST", `/api/invitations/${invitation.body.code}/accept`);
    expect(accepted.status).toBe(200);
    expect(await rolesEverywhere(joiner)).toEqual(CAREGIVER);
  });

  it("added by user code: a caregiver everywhere", async () => {
    const person = await t.createUser({ firstName: "Udo" });
    const added = await tenant.admin.agent.json("POST", `/api/orgs/${tenant.orgId}/members`, {
      userCode: await userCodeOf(t, person.id),
      role: "hulpverlener",
    });
    expect(added.status).toBe(201);
    expect(await rolesEverywhere(person)).toEqual(CAREGIVER);
  });

  it("as an organisation's admin: admin there, never a global admin", async () => {
    const invitation = await tenant.admin.agent.json<{ code: string }>(
      "POST",
      `/api/orgs/${tenant.orgId}/invitations`,
      { role: "admin", maxUses: 1, expiresInDays: 7 },
    );
    const joiner = await t.createUser({ firstName: "Ada" });
    await joiner.agent.json("POST", `/api/invitations/${invitation.body.code}/accept`);
    const roles = await rolesEverywhere(joiner);
    expect(roles.member).toBe("admin");
    expect(roles.me).toEqual(["hulpverlener"]);
    expect(roles.allUsers).toEqual(["hulpverlener"]);
  });
});
