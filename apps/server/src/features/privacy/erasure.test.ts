import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caregiverWithEverything, findAnywhere } from "../../../test/helpers/erasure";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { personColumns } from "./person-columns";
import { PERSONAL_DATA_MAP } from "./personal-data-map";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; fields?: Record<string, string>; details?: Record<string, unknown> } };

const one = async (query: ReturnType<typeof sql>) =>
  Number((await t.deps.db.execute<{ n: number }>(query)).rows[0]?.n ?? 0);

describe("closing one's own account (decision 054, Erasure)", () => {
  it("erases every personal field and keeps the organisation's history under the pseudonym", async () => {
    const { tenant, person, values, past, future } = await caregiverWithEverything(t);
    const u = person.id;
    const history = async () => ({
      pastAssignments: await one(sql`select count(*)::int as n from event_assignments where event_id = ${past.id}`),
      patients: await one(sql`select count(*)::int as n from patients where organization_id = ${tenant.orgId}`),
      chat: await one(sql`select count(*)::int as n from chat_messages where organization_id = ${tenant.orgId}`),
      team: await one(sql`select count(*)::int as n from team_members where user_id = ${u}`),
    });
    const before = await history();
    expect(await findAnywhere(t.deps.db, Object.values(values))).not.toEqual([]);

    const preview = await person.agent.json<{
      goes: Record<string, number>;
      stays: Record<string, number>;
      blockers: unknown[];
    }>("GET", "/api/me/close-account/preview");
    expect(preview.status).toBe(200);
    expect(preview.body.blockers).toEqual([]);
    expect(preview.body.goes).toMatchObject({ futureAssignments: 1, locations: 1, memberships: 1, chatTexts: 1 });
    expect(preview.body.stays).toMatchObject({ pastAssignments: 1, patientsRegistered: 1, chatMessages: 1, hours: 6 });

    const closed = await person.agent.json<{ scope: string; formerNumber: number; goes: Record<string, number> }>(
      "POST",
      "/api/me/close-account",
      { password: person.password },
    );
    expect(closed.status).toBe(200);
    expect(closed.body.scope).toBe("account");
    expect(closed.body.goes).toMatchObject({ futureAssignments: 1, locations: 1, sessions: 1 });

    // The organisation's counts are what they were; the shift of the event to come went.
    expect(await history()).toEqual(before);
    expect(await one(sql`select count(*)::int as n from event_assignments where event_id = ${future.id}`)).toBe(0);
    expect(
      await one(sql`select count(*)::int as n from event_assignments where event_id = ${past.id} and user_id = ${u}`),
    ).toBe(1);
    const [profile] = (
      await t.deps.db.execute<{ first_name: string; last_name: string; erased_at: Date | null; former_number: number }>(
        sql`select first_name, last_name, erased_at, former_number from profiles where user_id = ${u}`,
      )
    ).rows;
    expect(profile).toMatchObject({
      first_name: "Voormalige hulpverlener",
      last_name: String(closed.body.formerNumber),
    });
    expect(profile?.erased_at).not.toBeNull();
    // The patient record keeps pointing at the pseudonymous person; the chat message its place.
    expect(await one(sql`select count(*)::int as n from patients where created_by = ${u}`)).toBe(1);
    expect(
      await one(
        sql`select count(*)::int as n from chat_messages where author_id = ${u} and body = '' and deleted_at is not null`,
      ),
    ).toBe(1);
    expect(await one(sql`select count(*)::int as n from audit_log where actor_user_id = ${u}`)).toBeGreaterThan(0);
    expect(
      await one(
        sql`select count(*)::int as n from audit_log where action = 'privacy.close_account' and target_user_id = ${u}`,
      ),
    ).toBe(1);

    // No personal field is left anywhere in the database.
    expect(await findAnywhere(t.deps.db, Object.values(values))).toEqual([]);

    // Signed out, and no way back in.
    expect((await person.agent.json("GET", "/api/me")).status).toBe(401);
    const signIn = await t.agent().post("/api/auth/sign-in/email", { email: values.email, password: person.password });
    expect(signIn.status).not.toBe(200);

    // The admin is told, by the pseudonym only.
    const told = await t.deps.db.execute<{ body: string }>(
      sql`select body from notifications where user_id = ${tenant.admin.id} and kind = 'accountClosed'`,
    );
    expect(told.rows.map((r) => r.body)).toEqual([
      expect.stringContaining(`Voormalige hulpverlener ${closed.body.formerNumber}`),
    ]);
  });

  it("handles every column the catalogue names, by the map's treatment", async () => {
    const { person } = await caregiverWithEverything(t);
    const columns = await personColumns(t.deps.db);
    const fk = columns.filter((c) => c.found === "foreignKey");
    const counts = async () => {
      const out: Record<string, number> = {};
      for (const c of fk)
        out[`${c.table}.${c.column}`] = await one(
          sql`select count(*)::int as n from ${sql.identifier(c.table)} where ${sql.identifier(c.column)} = ${person.id}`,
        );
      return out;
    };
    const before = await counts();
    expect((await person.agent.json("POST", "/api/me/close-account", { password: person.password })).status).toBe(200);
    const after = await counts();
    const wrong: string[] = [];
    for (const c of fk) {
      const key = `${c.table}.${c.column}`;
      const entry = PERSONAL_DATA_MAP.find((e) => e.table === c.table && e.column === c.column);
      if (!entry) wrong.push(`${key}: not in the map`);
      // A row of the person's own that the map deletes is gone; the history's rows stay.
      else if (entry.erasure === "deleteRow" && after[key] !== 0) wrong.push(`${key}: ${after[key]} rows left`);
      else if (
        entry.erasure === "pseudonym" &&
        key !== "event_assignments.user_id" &&
        key !== "team_members.user_id" &&
        after[key] !== before[key]
      )
        wrong.push(`${key}: ${before[key]} → ${after[key]}`);
    }
    expect(wrong).toEqual([]);
  });

  it("refuses the only admin of an organisation, and the responsible person, naming each organisation", async () => {
    const { tenant } = await caregiverWithEverything(t);
    const refused = await tenant.admin.agent.json<ErrorBody>("POST", "/api/me/close-account", {
      password: tenant.admin.password,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("LAST_ADMIN");
    expect(refused.body.error.details?.organizations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ organizationId: tenant.orgId, reason: "lastAdmin" }),
        expect.objectContaining({ organizationId: tenant.orgId, reason: "responsiblePerson" }),
      ]),
    );
    const preview = await tenant.admin.agent.json<{ blockers: unknown[] }>("GET", "/api/me/close-account/preview");
    expect(preview.body.blockers).toHaveLength(2);
    expect((await tenant.admin.agent.json("GET", "/api/me")).status).toBe(200);
  });

  it("refuses a wrong password and a missing or wrong TOTP code, changing nothing", async () => {
    const { person, values } = await caregiverWithEverything(t);
    const wrong = await person.agent.json<ErrorBody>("POST", "/api/me/close-account", { password: "not-it-at-all" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ password: "invalidPassword" });

    const { totpFromUri } = await import("../../../test/helpers/totp");
    const enable = await person.agent.json<{ totpURI: string }>("POST", "/api/auth/two-factor/enable", {
      password: person.password,
    });
    expect(
      (await person.agent.json("POST", "/api/auth/two-factor/verify-totp", { code: totpFromUri(enable.body.totpURI) }))
        .status,
    ).toBe(200);
    const missing = await person.agent.json<ErrorBody>("POST", "/api/me/close-account", { password: person.password });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ totpCode: "required" });
    const code = totpFromUri(enable.body.totpURI, Date.now() + 5 * 60_000);
    const bad = await person.agent.json<ErrorBody>("POST", "/api/me/close-account", {
      password: person.password,
      totpCode: code === "000000" ? "111111" : "000000",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("TWO_FACTOR_INVALID_CODE");
    expect(await findAnywhere(t.deps.db, [values.email, values.iban])).not.toEqual([]);
    expect((await person.agent.json("GET", "/api/me")).status).toBe(200);

    const ok = await person.agent.json("POST", "/api/me/close-account", {
      password: person.password,
      totpCode: totpFromUri(enable.body.totpURI),
    });
    expect(ok.status).toBe(200);
  });
});
