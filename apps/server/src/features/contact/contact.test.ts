import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { contactMessages } from "../../db/schema/index";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CONTACT_EMAIL: "sales@hulppost.test" });
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };
const message = {
  name: "Marleen",
  email: " Marleen@Example.TEST ",
  organization: "Rode Kruis",
  message: "Graag een demo.",
};

async function stored() {
  const [row] = await t.deps.db.select({ n: count() }).from(contactMessages);
  return row?.n ?? 0;
}

describe("contact form", () => {
  it("stores the message and mails it to CONTACT_EMAIL", async () => {
    const res = await t.agent().post("/api/contact", message);
    expect(res.status).toBe(204);
    const [row] = await t.deps.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "marleen@example.test"));
    expect(row).toMatchObject({ name: "Marleen", organization: "Rode Kruis", message: "Graag een demo." });
    const [mail] = await t.mailsTo("sales@hulppost.test");
    expect(mail?.template).toBe("contactMessage");
    expect(mail?.text).toContain("Graag een demo.");
  });

  it("refuses a filled honeypot with 'Invalid submission detected' and stores nothing", async () => {
    const before = await stored();
    const res = await t.agent().json<ErrorBody>("POST", "/api/contact", { ...message, honeypot: "http://spam.test" });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "INVALID_SUBMISSION", message: "Invalid submission detected" });
    expect(await stored()).toBe(before);
  });

  it("answers empty, malformed and over-long input field by field", async () => {
    const res = await t
      .agent()
      .json<ErrorBody>("POST", "/api/contact", { name: "", email: "nope", message: "x".repeat(5001) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ name: "required", email: "invalidEmail", message: "tooLong:5000" });
  });

  it("limits the messages per address", async () => {
    const agent = t.agent();
    for (let i = 0; i < 5; i++) expect((await agent.post("/api/contact", message)).status).toBe(204);
    const sixth = await agent.json<ErrorBody>("POST", "/api/contact", message);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.code).toBe("RATE_LIMITED");
    // Someone else, elsewhere, can still write.
    expect((await t.agent().post("/api/contact", message)).status).toBe(204);
  });
});
