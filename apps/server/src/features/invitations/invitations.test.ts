import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { invitations, userOrganizations, users } from "../../db/schema/index";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Invitation = {
  id: string;
  code: string;
  uses: number;
  maxUses: number | null;
  state: string;
  createdByName: string | null;
};
type Preview = { state: string; organization: { displayName: string } | null; role: string | null };
const invitationRow = async (id: string) =>
  (await t.deps.db.select().from(invitations).where(eq(invitations.id, id)))[0];
type ErrorBody = { error: { code: string; fields?: Record<string, string>; details?: Record<string, unknown> } };

describe("invitation links", () => {
  it("are made, listed and switched off by an admin", async () => {
    const tenant = await createTenant(t);
    const path = `/api/orgs/${tenant.orgId}/invitations`;
    const made = await tenant.admin.agent.json<Invitation>("POST", path, {
      role: "hulpverlener",
      maxUses: 3,
      expiresInDays: 7,
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      uses: 0,
      maxUses: 3,
      state: "valid",
      createdByName: expect.stringContaining("Admin"),
    });
    const unlimited = await tenant.admin.agent.json<Invitation>("POST", path, {
      role: "admin",
      maxUses: null,
      expiresInDays: 30,
    });
    expect(unlimited.body.maxUses).toBeNull();
    const list = await tenant.admin.agent.json<Invitation[]>("GET", path);
    expect(list.body.map((i) => i.id).sort()).toEqual([made.body.id, unlimited.body.id].sort());
    const off = await tenant.admin.agent.json<Invitation>("POST", `${path}/${made.body.id}/deactivate`);
    expect(off.body.state).toBe("inactive");
    expect((await t.agent().json<Preview>("GET", `/api/invitations/${made.body.code}`)).body.state).toBe("not_found");

    for (const body of [
      { role: "hulpverlener", maxUses: 0, expiresInDays: 7 },
      { role: "hulpverlener", maxUses: 1, expiresInDays: 0 },
      { role: "owner", maxUses: 1, expiresInDays: 7 },
      { role: "hulpverlener", maxUses: 1.5, expiresInDays: 7 },
    ]) {
      expect((await tenant.admin.agent.json("POST", path, body)).status).toBe(400);
    }
    expect(
      (await tenant.caregiver.agent.json("POST", path, { role: "admin", maxUses: 1, expiresInDays: 1 })).status,
    ).toBe(403);
  });

  it("shows each outcome: invalid, not found, expired, used up, already a member, valid, accepted", async () => {
    const tenant = await createTenant(t);
    const path = `/api/orgs/${tenant.orgId}/invitations`;
    const preview = async (code: string, agent = t.agent()) =>
      (await agent.json<Preview>("GET", `/api/invitations/${code}`)).body;

    expect((await preview("bad!")).state).toBe("invalid");
    expect((await preview("a".repeat(16))).state).toBe("not_found");

    const expired = (
      await tenant.admin.agent.json<Invitation>("POST", path, { role: "hulpverlener", maxUses: 5, expiresInDays: 1 })
    ).body;
    await t.deps.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, expired.id));
    expect((await preview(expired.code)).state).toBe("expired");

    const single = (
      await tenant.admin.agent.json<Invitation>("POST", path, { role: "hulpverlener", maxUses: 1, expiresInDays: 1 })
    ).body;
    expect(await preview(single.code)).toMatchObject({
      state: "valid",
      organization: { displayName: expect.any(String) },
      role: "hulpverlener",
    });
    expect((await preview(single.code, tenant.caregiver.agent)).state).toBe("already_member");

    const joiner = await t.createUser();
    const accepted = await joiner.agent.json<Preview>("POST", `/api/invitations/${single.code}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.state).toBe("accepted");
    const again = await joiner.agent.json<Preview>("POST", `/api/invitations/${single.code}/accept`);
    expect(again.body.state).toBe("already_member");
    expect((await preview(single.code)).state).toBe("used_up");

    const late = await t.createUser();
    const usedUp = await late.agent.json<ErrorBody>("POST", `/api/invitations/${single.code}/accept`);
    expect(usedUp.status).toBe(409);
    expect(usedUp.body.error.code).toBe("INVITATION_USED_UP");
    const expiredAccept = await late.agent.json<ErrorBody>("POST", `/api/invitations/${expired.code}/accept`);
    expect(expiredAccept.body.error.code).toBe("INVITATION_EXPIRED");
    expect((await late.agent.json<ErrorBody>("POST", "/api/invitations/bad!/accept")).body.error.code).toBe(
      "INVITATION_INVALID",
    );
    expect((await t.agent().json("POST", `/api/invitations/${single.code}/accept`)).status).toBe(401);
  });

  it("counts uses atomically: 20 concurrent accepts of a 1-use link admit exactly one", async () => {
    const tenant = await createTenant(t);
    const link = (
      await tenant.admin.agent.json<Invitation>("POST", `/api/orgs/${tenant.orgId}/invitations`, {
        role: "hulpverlener",
        maxUses: 1,
        expiresInDays: 1,
      })
    ).body;
    const people = await Promise.all(Array.from({ length: 20 }, () => t.createUser()));
    const results = await Promise.all(
      people.map((p) => p.agent.json<Preview>("POST", `/api/invitations/${link.code}/accept`)),
    );
    expect(results.filter((r) => r.status === 200 && r.body.state === "accepted")).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const [row] = await t.deps.db.select().from(invitations).where(eq(invitations.id, link.id));
    expect(row?.uses).toBe(1);
    const joined = await t.deps.db
      .select()
      .from(userOrganizations)
      .where(and(eq(userOrganizations.organizationId, tenant.orgId), eq(userOrganizations.role, "hulpverlener")));
    expect(joined).toHaveLength(2);
  }, 60_000);

  it("a visitor who signs up through the link joins the organisation once their email is verified", async () => {
    const tenant = await createTenant(t);
    const link = (
      await tenant.admin.agent.json<Invitation>("POST", `/api/orgs/${tenant.orgId}/invitations`, {
        role: "hulpverlener",
        maxUses: null,
        expiresInDays: 7,
      })
    ).body;
    const email = `invited-${Date.now()}@example.test`;
    const visitor = t.agent();
    const signUp = await visitor.json("POST", "/api/auth/sign-up/email", {
      email,
      password: "welkom123",
      name: "Ine Vited",
      firstName: "Ine",
      lastName: "Vited",
      birthDate: "1999-09-09",
      gender: "vrouw",
      invitationCode: link.code,
    });
    expect(signUp.status).toBe(200);
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, email));
    const membershipOf = async () =>
      t.deps.db
        .select()
        .from(userOrganizations)
        .where(eq(userOrganizations.userId, user?.id as string));
    // Not before the address is shown to be theirs: anyone can type any address.
    expect(await membershipOf()).toEqual([]);
    expect((await invitationRow(link.id))?.uses).toBe(0);

    const [mail] = await t.mailsTo(email);
    const verifyLink = new URL((mail?.text ?? "").match(/https?:\/\/\S+/)?.[0] ?? "");
    expect((await visitor.get(`${verifyLink.pathname}${verifyLink.search}`)).status).toBe(302);
    expect(await membershipOf()).toEqual([
      expect.objectContaining({ organizationId: tenant.orgId, role: "hulpverlener", isPrimary: true }),
    ]);
    expect((await invitationRow(link.id))?.uses).toBe(1);

    // A link that is no longer valid does not stop the sign-up or the verification.
    await t.deps.db.update(invitations).set({ active: false }).where(eq(invitations.id, link.id));
    const lateEmail = `late-${Date.now()}@example.test`;
    const late = t.agent();
    const other = await late.json("POST", "/api/auth/sign-up/email", {
      email: lateEmail,
      password: "welkom123",
      name: "La Te",
      firstName: "La",
      lastName: "Te",
      birthDate: "1999-09-09",
      gender: "man",
      invitationCode: link.code,
    });
    expect(other.status).toBe(200);
    const [lateMail] = await t.mailsTo(lateEmail);
    const lateLink = new URL((lateMail?.text ?? "").match(/https?:\/\/\S+/)?.[0] ?? "");
    expect((await late.get(`${lateLink.pathname}${lateLink.search}`)).status).toBe(302);
    const [lateUser] = await t.deps.db.select().from(users).where(eq(users.email, lateEmail));
    expect(lateUser?.emailVerified).toBe(true);
    expect(
      await t.deps.db
        .select()
        .from(userOrganizations)
        .where(eq(userOrganizations.userId, lateUser?.id as string)),
    ).toEqual([]);
  });

  it("stops at the free plan's caregiver limit", async () => {
    const tenant = await createTenant(t, { plan: "free" });
    const link = (
      await tenant.admin.agent.json<Invitation>("POST", `/api/orgs/${tenant.orgId}/invitations`, {
        role: "hulpverlener",
        maxUses: null,
        expiresInDays: 7,
      })
    ).body;
    for (let i = 0; i < 4; i++) {
      const person = await t.createUser();
      expect((await person.agent.json<Preview>("POST", `/api/invitations/${link.code}/accept`)).body.state).toBe(
        "accepted",
      );
    }
    const sixth = await t.createUser();
    const res = await sixth.agent.json<ErrorBody>("POST", `/api/invitations/${link.code}/accept`);
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: "PLAN_LIMIT_CAREGIVERS", details: { limit: 5 } });
    const [row] = await t.deps.db.select().from(invitations).where(eq(invitations.id, link.id));
    expect(row?.uses).toBe(4);
  });
});
