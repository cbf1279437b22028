import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers/test-app";
import { userRoles, users } from "../db/schema/index";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPER_ADMIN_EMAILS: "chief@example.test, Boss@Example.test, third@example.test" });
});
afterAll(() => t.close());

const signUp = (email: string) => ({
  email,
  password: "geheim123",
  name: "Chef Platform",
  firstName: "Chef",
  lastName: "Platform",
  birthDate: "1980-01-01",
  gender: "anders",
});

const linkIn = (text: string) => new URL(text.match(/https?:\/\/\S+/)?.[0] ?? "http://invalid");

async function isSuperAdmin(email: string) {
  const [user] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return false;
  const rows = await t.deps.db
    .select()
    .from(userRoles)
    .where(and(eq(userRoles.userId, user.id), eq(userRoles.role, "super_admin")));
  return rows.length > 0;
}

describe("SUPER_ADMIN_EMAILS", () => {
  it("grants nothing on sign-up; the verification link from the inbox makes the address super admin", async () => {
    const agent = t.agent();
    expect((await agent.post("/api/auth/sign-up/email", signUp("chief@example.test"))).status).toBe(200);
    expect(await isSuperAdmin("chief@example.test")).toBe(false);
    const [mail] = await t.mailsTo("chief@example.test");
    const link = linkIn(mail?.text ?? "");
    expect((await agent.get(`${link.pathname}${link.search}`)).status).toBe(302);
    expect(await isSuperAdmin("chief@example.test")).toBe(true);
  });

  it("grants it when the password is set from a mailed recovery link", async () => {
    await t.agent().post("/api/auth/sign-up/email", signUp("boss@example.test"));
    expect(await isSuperAdmin("boss@example.test")).toBe(false);
    await t.agent().post("/api/auth/request-password-reset", { email: "boss@example.test", redirectTo: "/auth" });
    const reset = (await t.mailsTo("boss@example.test")).find((m) => m.template === "resetPassword");
    const token = linkIn(reset?.text ?? "").searchParams.get("token_hash");
    const set = await t.agent().json("POST", "/api/auth/set-password", { token, newPassword: "nieuw-wachtwoord" });
    expect(set.status).toBe(200);
    expect(await isSuperAdmin("boss@example.test")).toBe(true);
  });

  it("does not grant it for an email someone else marked verified", async () => {
    await t.agent().post("/api/auth/sign-up/email", signUp("third@example.test"));
    await t.deps.db.update(users).set({ emailVerified: true }).where(eq(users.email, "third@example.test"));
    const signIn = await t
      .agent()
      .post("/api/auth/sign-in/email", { email: "third@example.test", password: "geheim123" });
    expect(signIn.status).toBe(200);
    expect(await isSuperAdmin("third@example.test")).toBe(false);
  });
});
