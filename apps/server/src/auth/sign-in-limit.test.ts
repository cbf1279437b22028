import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Agent } from "../../test/helpers/agent";
import { createTestDatabase, type TestDatabase } from "../../test/helpers/database";
import { createTestApp, TEST_SECRET, type TestApp } from "../../test/helpers/test-app";
import { createApp } from "../app";
import { createDeps } from "../app-deps";

let shared: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  shared = await createTestDatabase();
  t = await createTestApp({ SIGN_IN_MAX_ATTEMPTS: "3" }, shared);
});
afterAll(async () => {
  await t.close();
  await shared.drop();
});

describe("sign-in rate limit", () => {
  it("refuses the attempt after the limit with 429, also on a second server process sharing the database", async () => {
    const user = await t.createUser({ password: "right-password" });
    // createUser signed in once successfully, which cleared the per-email counter.
    const agent = t.agent();
    for (let i = 0; i < 3; i++) {
      const res = await agent.post("/api/auth/sign-in/email", { email: user.email, password: "wrong-password" });
      expect(res.status).toBe(401);
    }
    const blocked = await agent.json<{ error: { code: string } }>("POST", "/api/auth/sign-in/email", {
      email: user.email,
      password: "right-password",
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe("RATE_LIMITED");

    // A second process (its own app and Better Auth instance, same database) sees the same counter.
    const other = createDeps(t.deps.config, shared.database, t.deps.logger, TEST_SECRET);
    const secondServer = new Agent(createApp(other, { webRoot: "/nonexistent" }));
    const alsoBlocked = await secondServer.json("POST", "/api/auth/sign-in/email", {
      email: ` ${user.email.toUpperCase()} `,
      password: "right-password",
    });
    expect(alsoBlocked.status).toBe(429);
  });

  it("counts attempts per email, so another person can still sign in", async () => {
    const someone = await t.createUser({ password: "pass-word" });
    const res = await t.agent().post("/api/auth/sign-in/email", { email: someone.email, password: "pass-word" });
    expect(res.status).toBe(200);
  });
});
