import type { MeView } from "@hulppost/shared/me";
import { signInAnswer } from "@hulppost/shared/sign-in-answer";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, profileOf, type TestApp } from "../../test/helpers/test-app";
import { totpFromUri } from "../../test/helpers/totp";
import { accounts, profiles, sessions, users } from "../db/schema/index";
import { createInviteLink, createPasswordlessUser } from "./invite";
import { repairUsersWithoutProfile } from "./profile-hooks";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (overrides: Record<string, unknown> = {}) => ({
  email: `new-${Math.random().toString(36).slice(2)}@example.test`,
  password: "geheim123",
  name: "Anna Vermeulen",
  firstName: "Anna",
  lastName: "Vermeulen",
  birthDate: "1994-03-12",
  gender: "vrouw",
  ...overrides,
});

const linkIn = (text: string) => {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in: ${text}`);
  return new URL(match[0]);
};

async function userCount() {
  const [row] = await t.deps.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

describe("sign-up", () => {
  it("creates the user, their profile and a user code, and mails a verification link in their language", async () => {
    const body = signUp({ email: "  Anna.V@Example.TEST ", language: "fr" });
    const res = await t.agent().json("POST", "/api/auth/sign-up/email", body);
    expect(res.status).toBe(200);
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, "anna.v@example.test"));
    expect(user?.emailVerified).toBe(false);
    const profile = await profileOf(t.deps, user?.id as string);
    expect(profile).toMatchObject({
      firstName: "Anna",
      lastName: "Vermeulen",
      birthDate: "1994-03-12",
      gender: "vrouw",
      language: "fr",
      email: "anna.v@example.test",
    });
    expect(profile?.userCode).toMatch(/^USER-[A-Z0-9]{6}$/);
    const [mail] = await t.mailsTo("anna.v@example.test");
    expect(mail?.template).toBe("verifyEmail");
    expect(mail?.subject).toBe("Confirmez votre adresse e-mail pour Hulppost");
    expect(linkIn(mail?.text ?? "").pathname).toBe("/api/auth/verify-email");
  });

  it.each([
    ["a password under 6 characters", { password: "12345" }, "password", "passwordTooShort"],
    ["a password over 128 characters", { password: "x".repeat(129) }, "password", "tooLong:128"],
    ["a malformed email", { email: "not-an-email" }, "email", "invalidEmail"],
    ["a missing first name", { firstName: undefined }, "firstName", "required"],
    ["an empty last name", { lastName: "   " }, "lastName", "required"],
    ["a name over 200 characters", { name: "n".repeat(201) }, "name", "tooLong:200"],
    ["a wrong type", { firstName: 42 }, "firstName", "invalidType"],
    ["an unknown gender", { gender: "x" }, "gender", "invalidChoice"],
    ["an impossible birth date", { birthDate: "2001-02-30" }, "birthDate", "invalidDate"],
    ["a birth date in the future", { birthDate: "2100-01-01" }, "birthDate", "invalidBirthDate"],
    ["a birth date in year 0000", { birthDate: "0000-01-01" }, "birthDate", "dateOutOfRange"],
    ["a NUL in the first name", { firstName: "An\u0000na" }, "firstName", "invalidCharacters"],
    ["a NUL in the last name", { lastName: "\u0000" }, "lastName", "invalidCharacters"],
  ])("refuses %s with a field-level 400 and writes nothing", async (_, overrides, field, message) => {
    const before = await userCount();
    const res = await t
      .agent()
      .json<{ error: { code: string; fields: Record<string, string> } }>(
        "POST",
        "/api/auth/sign-up/email",
        signUp(overrides),
      );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
    expect(res.body.error.fields[field]).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it("answers malformed JSON with 400 INVALID_JSON", async () => {
    const res = await t.agent().post("/api/auth/sign-up/email", "{not json");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("INVALID_JSON");
  });

  it("never stores unknown fields (no self-made admins or verified emails)", async () => {
    const email = "sneaky@example.test";
    const res = await t.agent().json("POST", "/api/auth/sign-up/email", {
      ...signUp({ email }),
      emailVerified: true,
      role: "super_admin",
      twoFactorEnabled: true,
    });
    expect(res.status).toBe(200);
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(false);
    expect(user?.twoFactorEnabled).toBe(false);
    const roles = await t.deps.db.query.userRoles.findMany({ where: (r, { eq }) => eq(r.userId, user?.id as string) });
    expect(roles).toEqual([]);
  });

  it("does not reveal a duplicate email: same answer, no second account, and the owner is told", async () => {
    const owner = await t.createUser({ email: "owner@example.test", password: "original-pw" });
    const before = await userCount();
    const res = await t
      .agent()
      .json("POST", "/api/auth/sign-up/email", signUp({ email: " OWNER@example.test", password: "other-pw" }));
    expect(res.status).toBe(200);
    expect(await userCount()).toBe(before);
    const [notice] = await t.mailsTo("owner@example.test");
    expect(notice?.template).toBe("accountExists");
    const signIn = await t
      .agent()
      .json("POST", "/api/auth/sign-in/email", { email: owner.email, password: "original-pw" });
    expect(signIn.status).toBe(200);
  });
});

describe("verification and sign-in", () => {
  it("writes the user and the profile together or not at all", async () => {
    // A profile the database refuses after validation has passed (here a constraint made for the
    // test) must not leave a user row behind: that address could never sign up again.
    await t.database.query(
      "alter table profiles add constraint test_refuses_weigeraar check (first_name <> 'Weigeraar')",
    );
    try {
      const email = `atomic-${Date.now()}@example.test`;
      const before = await userCount();
      const res = await t.agent().post("/api/auth/sign-up/email", signUp({ email, firstName: "Weigeraar" }));
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(await userCount()).toBe(before);
      // The same address signs up normally afterwards and gets a profile.
      const again = await t.agent().post("/api/auth/sign-up/email", signUp({ email }));
      expect(again.status).toBe(200);
      const [user] = await t.deps.db.select().from(users).where(eq(users.email, email));
      expect(await profileOf(t.deps, user?.id as string)).toMatchObject({ firstName: "Anna" });
    } finally {
      await t.database.query("alter table profiles drop constraint test_refuses_weigeraar");
    }
  });

  it("gives users left without a profile by an earlier failed sign-up one at start", async () => {
    const email = `orphan-${Date.now()}@example.test`;
    const [orphan] = await t.deps.db
      .insert(users)
      .values({ email, name: "Olga Orphan\u0007", emailVerified: true })
      .returning({ id: users.id });
    expect(await repairUsersWithoutProfile(t.deps.db)).toBe(1);
    expect(await profileOf(t.deps, orphan?.id as string)).toMatchObject({
      email,
      firstName: "Olga",
      lastName: "Orphan",
      language: "nl",
    });
    expect(await repairUsersWithoutProfile(t.deps.db)).toBe(0);
  });

  it("refuses sign-in before the email is verified, then accepts it after the mailed link", async () => {
    const email = "verify-me@example.test";
    const agent = t.agent();
    await agent.post("/api/auth/sign-up/email", signUp({ email }));
    const early = await agent.json<{ error: { code: string } }>("POST", "/api/auth/sign-in/email", {
      email,
      password: "geheim123",
    });
    expect(early.status).toBe(403);
    expect(early.body.error.code).toBe("EMAIL_NOT_VERIFIED");

    const [mail] = await t.mailsTo(email);
    const link = linkIn(mail?.text ?? "");
    const verify = await agent.get(`${link.pathname}${link.search}`);
    expect(verify.status).toBe(302);
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);

    const res = await agent.json("POST", "/api/auth/sign-in/email", {
      email: `  ${email.toUpperCase()} `,
      password: "geheim123",
    });
    expect(res.status).toBe(200);
    const profile = await profileOf(t.deps, user?.id as string);
    expect(profile?.lastLoginAt).toBeInstanceOf(Date);
    const session = await agent.json<{ user: { email: string } }>("GET", "/api/auth/get-session");
    expect(session.body.user.email).toBe(email);
  });

  it("refuses a wrong password with 401 INVALID_CREDENTIALS and an unknown email the same way", async () => {
    const user = await t.createUser();
    const wrong = await t.agent().json<{ error: { code: string } }>("POST", "/api/auth/sign-in/email", {
      email: user.email,
      password: "not-the-password",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe("INVALID_CREDENTIALS");
    const unknown = await t.agent().json<{ error: { code: string } }>("POST", "/api/auth/sign-in/email", {
      email: "nobody@example.test",
      password: "whatever1",
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.code).toBe("INVALID_CREDENTIALS");
  });

  it("signs out, after which the session no longer works", async () => {
    const user = await t.createUser();
    expect((await user.agent.json("GET", "/api/auth/get-session")).body).not.toBeNull();
    const out = await user.agent.post("/api/auth/sign-out");
    expect(out.status).toBe(200);
    // The browser drops what it kept of the person: HTTP cache, field store, service worker.
    expect(out.headers.get("clear-site-data")).toBe('"cache", "storage"');
    expect((await user.agent.json("GET", "/api/auth/get-session")).body).toBeNull();
  });

  it("asks the browser to clear nothing on a sign-in", async () => {
    const user = await t.createUser();
    const session = await t.agent().post("/api/auth/sign-in/email", { email: user.email, password: user.password });
    expect(session.status).toBe(200);
    expect(session.headers.get("clear-site-data")).toBeNull();
  });

  it("keeps sessions in the database and revokes the other ones at once", async () => {
    const user = await t.createUser();
    const phone = t.agent();
    await phone.post("/api/auth/sign-in/email", { email: user.email, password: user.password });
    const list = await user.agent.json<unknown[]>("GET", "/api/auth/list-sessions");
    expect(list.body.length).toBe(2);
    const [stored] = await t.deps.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, user.id));
    expect(stored?.n).toBe(2);
    expect((await user.agent.post("/api/auth/revoke-other-sessions")).status).toBe(200);
    expect((await phone.json("GET", "/api/auth/get-session")).body).toBeNull();
    expect((await user.agent.json("GET", "/api/auth/get-session")).body).not.toBeNull();
  });

  it("answers a sign-in with the person as GET /api/me does, so the app asks no second time (decision 063)", async () => {
    const user = await t.createUser();
    const phone = t.agent();
    const res = await phone.post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
      rememberMe: true,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    // The session cookie still reaches the browser with it.
    expect(res.headers.get("set-cookie")).toContain("session_token=");
    const answer = signInAnswer.parse(await res.json());
    const me = await phone.json<MeView>("GET", "/api/me");
    expect(answer.me).toEqual(me.body);
    expect(answer.me?.user.id).toBe(user.id);
  });

  it("accepts the session token as a bearer token", async () => {
    const user = await t.createUser();
    const res = await t.agent().post("/api/auth/sign-in/email", { email: user.email, password: user.password });
    const token = res.headers.get("set-auth-token");
    expect(token).toBeTruthy();
    const session = await t.app.request("http://localhost/api/auth/get-session", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await session.json()) as { user: { id: string } }).user.id).toBe(user.id);
  });
});

describe("passwords", () => {
  it("mails a recovery link back to /auth and sets the new password from it", async () => {
    const user = await t.createUser({ password: "old-password" });
    const res = await t
      .agent()
      .post("/api/auth/request-password-reset", { email: ` ${user.email.toUpperCase()}`, redirectTo: "/auth" });
    expect(res.status).toBe(200);
    const [mail] = await t.mailsTo(user.email);
    expect(mail?.template).toBe("resetPassword");
    const link = linkIn(mail?.text ?? "");
    expect(link.pathname).toBe("/auth");
    expect(link.searchParams.get("type")).toBe("recovery");
    const token = link.searchParams.get("token_hash") as string;

    const browser = t.agent();
    const short = await browser.json<{ error: { fields: Record<string, string> } }>("POST", "/api/auth/set-password", {
      token,
      newPassword: "123",
      type: "recovery",
    });
    expect(short.status).toBe(400);
    expect(short.body.error.fields.newPassword).toBe("passwordTooShort");

    const set = await browser.json<{ signedIn: boolean }>("POST", "/api/auth/set-password", {
      token,
      newPassword: "new-password",
      type: "recovery",
    });
    expect(set.status).toBe(200);
    expect(set.body.signedIn).toBe(true);
    expect((await browser.json("GET", "/api/auth/get-session")).body).not.toBeNull();
    // The old session is revoked and the old password no longer works; the link works once.
    expect((await user.agent.json("GET", "/api/auth/get-session")).body).toBeNull();
    expect(
      (await t.agent().post("/api/auth/sign-in/email", { email: user.email, password: "old-password" })).status,
    ).toBe(401);
    expect(
      (await t.agent().post("/api/auth/sign-in/email", { email: user.email, password: "new-password" })).status,
    ).toBe(200);
    const again = await t
      .agent()
      .json<{ error: { code: string } }>("POST", "/api/auth/set-password", { token, newPassword: "third-pass" });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe("INVALID_TOKEN");
  });

  it("lets an invited person without a password choose one, which also verifies their email", async () => {
    const created = { id: await createPasswordlessUser(t.deps.db, "invited@example.test", "Ivo Invited") };
    const link = new URL(await createInviteLink(t.deps, created.id, "http://localhost:3000"));
    expect(link.searchParams.get("type")).toBe("invite");
    const [mail] = await t.mailsTo("invited@example.test");
    expect(mail?.template).toBe("invite");
    const agent = t.agent();
    const res = await agent.json("POST", "/api/auth/set-password", {
      token: link.searchParams.get("token_hash"),
      newPassword: "chosen-pw",
      type: "invite",
    });
    expect(res.status).toBe(200);
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, created.id));
    expect(user?.emailVerified).toBe(true);
    const [credential] = await t.deps.db.select().from(accounts).where(eq(accounts.userId, created.id));
    expect(credential?.providerId).toBe("credential");
    expect(
      (await t.agent().post("/api/auth/sign-in/email", { email: "invited@example.test", password: "chosen-pw" }))
        .status,
    ).toBe(200);
  });

  it("refuses a made-up token", async () => {
    const res = await t.agent().json<{ error: { code: string } }>("POST", "/api/auth/set-password", {
      token: "made-up",
      newPassword: "secret12",
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("INVALID_TOKEN");
  });
});

describe("two-factor authentication", () => {
  it("enrols TOTP and then asks for the code at sign-in", async () => {
    const user = await t.createUser();
    const enable = await user.agent.json<{ totpURI: string; backupCodes: string[] }>(
      "POST",
      "/api/auth/two-factor/enable",
      {
        password: user.password,
      },
    );
    expect(enable.status).toBe(200);
    expect(enable.body.totpURI).toMatch(/^otpauth:\/\/totp\/Hulppost/);
    expect(enable.body.backupCodes.length).toBeGreaterThan(5);
    const confirm = await user.agent.json("POST", "/api/auth/two-factor/verify-totp", {
      code: totpFromUri(enable.body.totpURI),
    });
    expect(confirm.status).toBe(200);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.twoFactorEnabled).toBe(true);

    const phone = t.agent();
    const first = await phone.json<{ twoFactorRedirect?: boolean }>("POST", "/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(first.body.twoFactorRedirect).toBe(true);
    // Nobody is signed in yet: the answer says nothing of the person.
    expect(first.body).not.toHaveProperty("me");
    expect((await phone.json("GET", "/api/auth/get-session")).body).toBeNull();
    const badCode = await phone.json<{ error: { code: string } }>("POST", "/api/auth/two-factor/verify-totp", {
      code: "000000",
    });
    expect(badCode.status).toBe(401);
    const ok = await phone.json("POST", "/api/auth/two-factor/verify-totp", { code: totpFromUri(enable.body.totpURI) });
    expect(ok.status).toBe(200);
    expect((await phone.json("GET", "/api/auth/get-session")).body).not.toBeNull();
  });
});

describe("profiles", () => {
  it("gives every user a distinct user code", async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const codes = await t.deps.db.select({ code: profiles.userCode }).from(profiles);
    expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
    expect((await profileOf(t.deps, a.id))?.userCode).not.toBe((await profileOf(t.deps, b.id))?.userCode);
  });
});
