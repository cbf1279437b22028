import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { profiles, users } from "../../db/schema/index";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };
const details = {
  firstName: "Lotte",
  lastName: "Janssens",
  isDoctor: false,
  isNurse: true,
  hasFirstAidCertificate: true,
};

describe("my profile", () => {
  it("answers who I am, with my user code, roles, organisations and the planning time zone", async () => {
    const user = await t.createUser({ roles: ["organisator"] });
    const me = await user.agent.json<{
      user: { id: string };
      profile: { userCode: string };
      roles: string[];
      canCreateOrganization: boolean;
      timeZone: string;
    }>("GET", "/api/me");
    expect(me.body).toMatchObject({
      user: { id: user.id },
      roles: ["organisator"],
      canCreateOrganization: true,
      timeZone: "Europe/Brussels",
    });
    expect(me.body.profile.userCode).toMatch(/^USER-[A-Z0-9]{6}$/);
    expect((await t.agent().json("GET", "/api/me")).status).toBe(401);
  });

  it("saves my details: phone in E.164, IBAN checked, empty fields as null; and the login's name follows", async () => {
    const user = await t.createUser();
    const res = await user.agent.json<{ phone: string; iban: string; address: string | null; vatNumber: string }>(
      "PATCH",
      "/api/me/profile",
      {
        ...details,
        phone: "0470 12 34 56",
        iban: "be68 5390 0754 7034",
        vatNumber: "BE 0123.456.789",
        address: "  ",
        diploma: "Bachelor verpleegkunde",
      },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      phone: "+32470123456",
      iban: "BE68539007547034",
      vatNumber: "BE0123456789",
      address: null,
    });
    const [row] = await t.deps.db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
    expect(row?.name).toBe("Lotte Janssens");
  });

  it("refuses bad details field by field and changes nothing", async () => {
    const user = await t.createUser({ firstName: "Ongewijzigd" });
    const res = await user.agent.json<ErrorBody>("PATCH", "/api/me/profile", {
      ...details,
      firstName: "",
      lastName: "y".repeat(101),
      iban: "BE00 1234",
      phone: "12",
      vatNumber: "123",
      birthDate: "2031-01-01",
      isNurse: "yes",
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      firstName: "required",
      lastName: "tooLong:100",
      iban: "invalidIban",
      phone: "invalidPhone",
      vatNumber: "invalidVat",
      birthDate: "invalidBirthDate",
      isNurse: "invalidType",
    });
    const [row] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(row?.firstName).toBe("Ongewijzigd");
  });

  it("saves my language (used for my mails) and my finished tour", async () => {
    const user = await t.createUser();
    expect((await user.agent.request("PUT", "/api/me/language", { language: "es" })).status).toBe(204);
    expect((await user.agent.json<ErrorBody>("PUT", "/api/me/language", { language: "de" })).status).toBe(400);
    expect((await user.agent.post("/api/me/onboarding/complete", {})).status).toBe(204);
    const [row] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(row?.language).toBe("es");
    expect(row?.onboardingCompletedAt).toBeInstanceOf(Date);
    await t.agent().post("/api/auth/request-password-reset", { email: user.email });
    const [mail] = await t.mailsTo(user.email);
    expect(mail?.subject).toBe("Establece una nueva contraseña para Hulppost");
  });
});

describe("any host name of a laptop install", () => {
  it("signs in on http://127.0.0.1:PORT as well as http://localhost:PORT", async () => {
    const user = await t.createUser({ password: "twee-namen" });
    for (const host of ["127.0.0.1:4321", "localhost:4321"]) {
      const res = await t.app.request(`http://${host}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: `http://${host}`, host },
        body: JSON.stringify({ email: user.email, password: "twee-namen" }),
      });
      expect(res.status, host).toBe(200);
    }
  });

  it("points mailed links at the loopback host used, and never at a Host header from elsewhere", async () => {
    const user = await t.createUser();
    const resetFrom = async (host: string) => {
      await t.app.request(`http://${host}/api/auth/request-password-reset`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: `http://${host}`, host },
        body: JSON.stringify({ email: user.email }),
      });
      const [mail] = await t.mailsTo(user.email);
      return new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "http://invalid").origin;
    };
    expect(await resetFrom("127.0.0.1:4321")).toBe("http://127.0.0.1:4321");
    expect(await resetFrom("evil.example:4321")).toBe(`http://localhost:${t.deps.config.PORT}`);

    // Better Auth's own links (email verification) follow the same rule.
    const email = `verify-${Date.now()}@example.test`;
    await t.app.request("http://evil.example/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://evil.example", host: "evil.example" },
      body: JSON.stringify({
        email,
        password: "geheim123",
        name: "Eva Evil",
        firstName: "Eva",
        lastName: "Evil",
        birthDate: "1990-01-01",
        gender: "vrouw",
      }),
    });
    const [verify] = await t.mailsTo(email);
    expect(verify?.text).toContain(`http://localhost:${t.deps.config.PORT}/api/auth/verify-email`);
    expect(verify?.text).not.toContain("evil.example");
  });
});
