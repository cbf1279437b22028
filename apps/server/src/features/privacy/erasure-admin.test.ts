import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caregiverWithEverything, findAnywhere } from "../../../test/helpers/erasure";
import { createTenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };
const erasePath = (orgId: string, userId: string) => `/api/orgs/${orgId}/members/${userId}/erase`;
const one = async (query: ReturnType<typeof sql>) =>
  Number((await t.deps.db.execute<{ n: number }>(query)).rows[0]?.n ?? 0);

describe("an admin erasing a person (decision 054, Erasure)", () => {
  it("refuses another organisation's admin (404), a caregiver (403), a wrong confirmation, themself and the responsible person", async () => {
    const { tenant, person, values } = await caregiverWithEverything(t);
    const neighbour = await createTenant(t);
    const body = { confirmation: values.email };
    const foreign = await neighbour.admin.agent.json<ErrorBody>("POST", erasePath(neighbour.orgId, person.id), body);
    expect(foreign.status).toBe(404);
    expect((await neighbour.admin.agent.json("POST", erasePath(tenant.orgId, person.id), body)).status).toBe(404);
    expect((await tenant.caregiver.agent.json("POST", erasePath(tenant.orgId, person.id), body)).status).toBe(403);
    const mismatch = await tenant.admin.agent.json<ErrorBody>("POST", erasePath(tenant.orgId, person.id), {
      confirmation: "iemand@anders.test",
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.fields).toEqual({ confirmation: "confirmationMismatch" });
    const self = await tenant.admin.agent.json<ErrorBody>("POST", erasePath(tenant.orgId, tenant.admin.id), {
      confirmation: tenant.admin.email,
    });
    expect(self.body.error.code).toBe("CANNOT_CHANGE_SELF");
    // A second admin may not erase the responsible person either.
    await t.deps.db.execute(
      sql`update user_organizations set role = 'admin' where user_id = ${tenant.caregiver.id} and organization_id = ${tenant.orgId}`,
    );
    const responsible = await tenant.caregiver.agent.json<ErrorBody>("POST", erasePath(tenant.orgId, tenant.admin.id), {
      confirmation: tenant.admin.email,
    });
    expect(responsible.body.error.code).toBe("RESPONSIBLE_PERSON");
    expect(await findAnywhere(t.deps.db, [values.iban, values.lastName])).not.toEqual([]);
  });

  it("erases the whole person when this organisation alone holds them, and tells the other admins", async () => {
    const { tenant, person, values, past } = await caregiverWithEverything(t);
    const second = await t.createUser();
    await t.deps.db.execute(
      sql`insert into user_organizations (user_id, organization_id, role) values (${second.id}, ${tenant.orgId}, 'admin')`,
    );
    const erased = await tenant.admin.agent.json<{
      scope: string;
      formerNumber: number;
      stays: Record<string, number>;
    }>("POST", erasePath(tenant.orgId, person.id), { confirmation: values.email.toUpperCase() });
    expect(erased.status).toBe(200);
    expect(erased.body.scope).toBe("account");
    expect(erased.body.stays).toMatchObject({ pastAssignments: 1, patientsRegistered: 1 });
    expect(await findAnywhere(t.deps.db, Object.values(values))).toEqual([]);
    expect(await one(sql`select count(*)::int as n from event_assignments where event_id = ${past.id}`)).toBe(2);
    expect(
      await one(
        sql`select count(*)::int as n from audit_log where action = 'privacy.erase' and target_user_id = ${person.id}`,
      ),
    ).toBe(1);
    expect((await person.agent.json("GET", "/api/me")).status).toBe(401);
    // The other admin is told; the one who erased is not.
    expect(
      await one(
        sql`select count(*)::int as n from notifications where kind = 'accountClosed' and user_id = ${second.id}`,
      ),
    ).toBe(1);
    expect(
      await one(
        sql`select count(*)::int as n from notifications where kind = 'accountClosed' and user_id = ${tenant.admin.id}`,
      ),
    ).toBe(0);
    // Erased once: a second request finds nobody.
    expect(
      (await tenant.admin.agent.json("POST", erasePath(tenant.orgId, person.id), { confirmation: "x" })).status,
    ).toBe(404);
  });

  it("erases only this organisation's part of someone who belongs to another organisation too", async () => {
    const { tenant, person, values } = await caregiverWithEverything(t);
    const other = await createTenant(t);
    await t.deps.db.execute(
      sql`insert into user_organizations (user_id, organization_id, role) values (${person.id}, ${other.orgId}, 'hulpverlener')`,
    );
    await t.deps.db.execute(sql`insert into chat_messages (id, organization_id, author_id, body)
      values (${randomUUID()}, ${other.orgId}, ${person.id}, 'Elders geschreven')`);
    const erased = await tenant.admin.agent.json<{ scope: string; formerNumber: number | null }>(
      "POST",
      erasePath(tenant.orgId, person.id),
      { confirmation: values.email },
    );
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ scope: "organization", formerNumber: null });
    const memberships = await t.deps.db.execute<{ organization_id: string }>(
      sql`select organization_id from user_organizations where user_id = ${person.id}`,
    );
    expect(memberships.rows.map((r) => r.organization_id)).toEqual([other.orgId]);
    expect(
      await one(
        sql`select count(*)::int as n from chat_messages where author_id = ${person.id} and organization_id = ${tenant.orgId} and body <> ''`,
      ),
    ).toBe(0);
    expect(
      await one(
        sql`select count(*)::int as n from chat_messages where author_id = ${person.id} and organization_id = ${other.orgId} and body <> ''`,
      ),
    ).toBe(1);
    expect(await one(sql`select count(*)::int as n from location_shares where user_id = ${person.id}`)).toBe(0);
    // The account is theirs and the other organisation's: it stays, and they still sign in.
    expect((await person.agent.json("GET", "/api/me")).status).toBe(200);
    expect(
      await one(sql`select count(*)::int as n from profiles where user_id = ${person.id} and erased_at is null`),
    ).toBe(1);
    expect(
      (await tenant.admin.agent.json("POST", erasePath(tenant.orgId, person.id), { confirmation: values.email }))
        .status,
    ).toBe(404);
  });
});
