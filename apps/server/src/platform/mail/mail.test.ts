import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { LANGUAGES } from "@hulppost/shared/constants";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { MAIL_MESSAGES } from "./messages";
import { renderMail } from "./render";

interface Received {
  to: string[];
  raw: string;
}

/** Decodes a quoted-printable text part well enough to read links and sentences. */
function decodeQuotedPrintable(text: string): string {
  return Buffer.from(
    text
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

let smtp: SMTPServer;
let received: Received[] = [];
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  smtp.listen(0, "127.0.0.1");
  await once(smtp.server, "listening");
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Hulppost <no-reply@hulppost.test>" });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe("mail over SMTP", () => {
  it("delivers the verification mail in the recipient's language through a real SMTP server", async () => {
    received = [];
    const res = await t.agent().post("/api/auth/sign-up/email", {
      email: "carmen@example.test",
      password: "contraseña1",
      name: "Carmen López",
      firstName: "Carmen",
      lastName: "López",
      birthDate: "1988-08-08",
      gender: "vrouw",
      language: "es",
    });
    expect(res.status).toBe(200);
    const [queued] = await t.mailsTo("carmen@example.test");
    expect(queued?.status).toBe("pending");

    expect(await t.deps.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const mail = received.find((m) => m.to.includes("carmen@example.test"));
    expect(mail, "the SMTP server received the mail").toBeDefined();
    const decoded = decodeQuotedPrintable(mail?.raw ?? "");
    expect(decoded).toContain("Confirma tu direcci");
    expect(decoded).toContain("Hola, Carmen");
    const link = decoded.match(/http:\/\/localhost\/api\/auth\/verify-email\?[^\s"<]+/)?.[0]?.replaceAll("&amp;", "&");
    expect(link).toBeTruthy();

    const [sent] = await t.mailsTo("carmen@example.test");
    expect(sent?.status).toBe("sent");

    // The link from the delivered mail verifies the address.
    const verify = await t.agent().get(new URL(link as string).pathname + new URL(link as string).search);
    expect(verify.status).toBe(302);
    const signIn = await t
      .agent()
      .post("/api/auth/sign-in/email", { email: "carmen@example.test", password: "contraseña1" });
    expect(signIn.status).toBe(200);
  });
});

describe("mail texts", () => {
  it("has every template in every language", () => {
    const nl = MAIL_MESSAGES.nl;
    for (const language of LANGUAGES) {
      const words = MAIL_MESSAGES[language];
      expect(Object.keys(words.templates).sort()).toEqual(Object.keys(nl.templates).sort());
      for (const [name, texts] of Object.entries(nl.templates)) {
        expect(Object.keys(words.templates[name as keyof typeof nl.templates]).sort(), `${language}.${name}`).toEqual(
          Object.keys(texts).sort(),
        );
      }
    }
  });

  it("has the posts and text messages in every language, short enough for one SMS", () => {
    for (const language of LANGUAGES) {
      const words = MAIL_MESSAGES[language];
      expect(Object.keys(words.posts).sort()).toEqual(["doctor", "first_aider", "nurse"]);
      for (const text of Object.values(words.sms)) {
        const filled = text.replace(/\{\{\w+\}\}/g, "x".repeat(12));
        expect(filled.length, `${language}: ${text}`).toBeLessThanOrEqual(160);
      }
    }
  });

  it("escapes what people typed in the HTML part", () => {
    const mail = renderMail({
      template: "contactMessage",
      language: "nl",
      params: { name: "<img src=x onerror=alert(1)>", email: "a@b.test", organization: "-" },
      quote: "<script>alert(1)</script>",
    });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("&lt;script&gt;");
  });

  it("falls back to Dutch for an unknown language", () => {
    expect(renderMail({ template: "verifyEmail", language: "de" }).subject).toBe(
      MAIL_MESSAGES.nl.templates.verifyEmail.subject,
    );
  });
});
