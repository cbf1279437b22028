import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTenant, type Tenant } from "../../test/helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../../test/helpers/test-app";
import { queryCounter } from "../db/client";
import { organizations } from "../db/schema/index";

let t: TestApp;
/** Two organisations and a super admin of neither. */
let tenant: Tenant, other: Tenant, root: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [tenant, other, root] = await Promise.all([
    createTenant(t),
    createTenant(t),
    t.createUser({ roles: ["super_admin"] }),
  ]);
});
afterAll(() => t.close());

/** A session token for an API client (Better Auth's bearer plugin), not a browser's cookie. */
async function bearerOf(user: TestUser) {
  const res = await t.agent().post("/api/auth/sign-in/email", { email: user.email, password: user.password });
  return { authorization: `Bearer ${res.headers.get("set-auth-token")}` };
}

async function counted(run: () => Response | Promise<Response>) {
  const store = { count: 0, texts: [] as string[] };
  const res = await queryCounter.run(store, async () => run());
  return { status: res.status, texts: store.texts };
}

const membershipReads = (texts: string[]) => texts.filter((text) => text.includes("user_organizations"));

describe("the tenancy of a request", () => {
  it("is read with a cookie session in the one query of the session lookup", async () => {
    const path = `/api/orgs/${tenant.orgId}/events`;
    await tenant.admin.agent.get(path);
    // The list comes from the cache now: the session, roles and membership are all it asks. A read
    // may still compute it once more when the organisation's data changed meanwhile (the tenants'
    // set-up finishing in the job queue) or a new 30-second bucket began: read again, a few times.
    let read = await counted(() => tenant.admin.agent.get(path));
    for (let tries = 0; tries < 5 && read.texts.length !== 1; tries++)
      read = await counted(() => tenant.admin.agent.get(path));
    const { status, texts } = read;
    expect(status).toBe(200);
    expect(texts, texts.join("\n---\n")).toHaveLength(1);
    expect(texts[0]).toContain("sessions");
    expect(texts[0]).toContain("user_roles");
    expect(membershipReads(texts)).toHaveLength(1);
  });

  it("is read with a bearer session in one query beside Better Auth's, with the same answers", async () => {
    const headers = await bearerOf(tenant.caregiver);
    const mine = await counted(() => t.app.request(`http://localhost/api/orgs/${tenant.orgId}/events`, { headers }));
    expect(mine.status).toBe(200);
    const [read] = membershipReads(mine.texts);
    expect(membershipReads(mine.texts)).toHaveLength(1);
    expect(read).toContain("user_roles");
    // Another organisation's id, a caregiver's forbidden route, and no valid id at all.
    const request = (path: string) => t.app.request(`http://localhost/api${path}`, { headers });
    expect((await request(`/orgs/${other.orgId}/events`)).status).toBe(404);
    expect((await request(`/orgs/${tenant.orgId}/dashboard`)).status).toBe(403);
    expect((await request("/orgs/not-a-uuid/events")).status).toBe(404);
    expect((await t.app.request(`http://localhost/api/orgs/${tenant.orgId}/events`)).status).toBe(401);
  });

  it("keeps an inactive organisation from its members, not from a super admin, by cookie and by bearer", async () => {
    const inactive = await createTenant(t);
    await t.deps.db.update(organizations).set({ active: false }).where(eq(organizations.id, inactive.orgId));
    const path = `/api/orgs/${inactive.orgId}/events`;
    expect((await inactive.admin.agent.get(path)).status).toBe(404);
    expect((await t.app.request(`http://localhost${path}`, { headers: await bearerOf(inactive.admin) })).status).toBe(
      404,
    );
    expect((await root.agent.get(path)).status).toBe(200);
    expect((await t.app.request(`http://localhost${path}`, { headers: await bearerOf(root) })).status).toBe(200);
    // A super admin still learns nothing of an organisation that does not exist.
    expect((await root.agent.get(`/api/orgs/${crypto.randomUUID()}/events`)).status).toBe(404);
  });
});
