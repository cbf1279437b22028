import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers/test-app";
import { sessions } from "../db/schema/index";
import { authCookieNames } from "./auth";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("session lookup", () => {
  it("uses Better Auth's cookie names", async () => {
    const context = await t.deps.auth.$context;
    const names = authCookieNames(t.deps.config);
    expect(names.sessionToken).toBe(context.authCookies.sessionToken.name);
    expect(names.dontRemember).toBe(context.authCookies.dontRememberToken.name);
  });

  it("answers get-session with exactly what Better Auth answers", async () => {
    const user = await t.createUser();
    const ours = await user.agent.json("GET", "/api/auth/get-session");
    const theirs = await t.deps.auth.api.getSession({
      headers: new Headers({ cookie: user.agent.cookieHeader, host: "localhost" }),
    });
    expect(ours.body).toEqual(JSON.parse(JSON.stringify(theirs)));
  });

  it("refuses a cookie with a forged signature, also after the genuine one was verified and kept", async () => {
    const user = await t.createUser();
    expect((await user.agent.json<{ user: { id: string } }>("GET", "/api/auth/get-session")).body.user.id).toBe(
      user.id,
    );
    const token = user.agent.cookieHeader.match(/hulppost\.session_token=([^;]+)/)?.[1] ?? "";
    const [raw] = decodeURIComponent(token).split(".");
    const forged = encodeURIComponent(`${raw}.${"A".repeat(43)}=`);
    const res = await t.app.request("http://localhost/api/auth/get-session", {
      headers: { cookie: `hulppost.session_token=${forged}` },
    });
    expect(await res.json()).toBeNull();
    const me = await t.app.request("http://localhost/api/me", {
      headers: { cookie: `hulppost.session_token=${forged}` },
    });
    expect(me.status).toBe(401);
    // The kept verification belongs to the whole signed value, not to the token inside it.
    const genuine = await t.app.request("http://localhost/api/auth/get-session", {
      headers: { cookie: `hulppost.session_token=${token}` },
    });
    expect(((await genuine.json()) as { user: { id: string } }).user.id).toBe(user.id);
    await user.agent.post("/api/auth/sign-out");
    const signedOut = await t.app.request("http://localhost/api/auth/get-session", {
      headers: { cookie: `hulppost.session_token=${token}` },
    });
    expect(await signedOut.json()).toBeNull();
  });

  it("lets Better Auth extend a session that is due, and drops an expired one", async () => {
    const user = await t.createUser();
    const [session] = await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const soon = new Date(Date.now() + 3600_000);
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: soon })
      .where(eq(sessions.id, session?.id as string));
    const res = await user.agent.get("/api/auth/get-session");
    expect(res.headers.getSetCookie().some((c) => c.startsWith("hulppost.session_token="))).toBe(true);
    const [extended] = await t.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, session?.id as string));
    expect(extended?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);

    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, session?.id as string));
    expect((await user.agent.json("GET", "/api/auth/get-session")).body).toBeNull();
    expect((await user.agent.get("/api/me")).status).toBe(401);
  });

  it("sends the refreshed cookie when a product route extends a session that is due", async () => {
    const user = await t.createUser();
    const [session] = await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 3600_000) })
      .where(eq(sessions.id, session?.id as string));
    const res = await user.agent.get("/api/me");
    expect(res.status).toBe(200);
    // Without the cookie the browser would drop the session at the old expiry, database or not.
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("hulppost.session_token="));
    expect(cookie).toMatch(/Max-Age=\d+/);
    const [extended] = await t.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, session?.id as string));
    expect(extended?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
  });

  it("does not clear the cookie in the late answer to a request whose session is gone", async () => {
    const user = await t.createUser();
    const stale = user.agent.cookieHeader;
    await t.deps.db.delete(sessions).where(eq(sessions.userId, user.id));
    // The browser may already hold the session that replaced this one (impersonation stop).
    const me = await t.app.request("http://localhost/api/me", { headers: { cookie: stale } });
    expect(me.status).toBe(401);
    expect(me.headers.getSetCookie()).toEqual([]);
    const session = await t.app.request("http://localhost/api/auth/get-session", { headers: { cookie: stale } });
    expect(await session.json()).toBeNull();
    expect(session.headers.getSetCookie()).toEqual([]);
  });
});
