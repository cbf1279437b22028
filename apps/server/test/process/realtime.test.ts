import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventInput } from "../helpers/events";
import { type Spawned, spawnTs } from "../helpers/process";
import { readSse, type SseReader } from "../helpers/sse";

/**
 * Two real server processes on one PostgreSQL: a change made through one process's API reaches a
 * stream opened on the other, through LISTEN/NOTIFY, and a browser that moves from one process to
 * the other resumes without losing a notice.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const dbName = `hulppost_rt_${randomBytes(5).toString("hex")}`;
const running: Spawned[] = [];
const streams: SseReader[] = [];
let dbUrl = "";
let servers: { a: string; b: string };
let orgId = "";
let admin = "";
let caregiver = "";

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = [], url = dbUrl) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

async function start() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "hulppost-rt-"));
  // One secret for all processes, as behind a load balancer: a session cookie works on each.
  const server = spawnTs("src/main.ts", {
    DATABASE_URL: dbUrl,
    DATA_DIR: dataDir,
    PORT: "0",
    DEMO_DATA: "off",
    AUTH_SECRET: "two-processes-share-one-secret-0123456789",
  });
  running.push(server);
  const [, port] = await server.waitFor(/listens on http:\/\/localhost:(\d+)/, 90_000);
  return { server, base: `http://127.0.0.1:${port}` };
}

/** Signs up through the API, verified behind its back as the bench does; returns the cookie. */
async function person(base: string, email: string) {
  const headers = { "content-type": "application/json", origin: base };
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      email,
      password: "proces-pass",
      name: "Twee Processen",
      firstName: "Twee",
      lastName: "Processen",
      birthDate: "1990-01-01",
      gender: "anders",
    }),
  });
  expect(signUp.status).toBe(200);
  await sql("update users set email_verified = true where email = $1", [email]);
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password: "proces-pass" }),
  });
  expect(signIn.status).toBe(200);
  const [{ id } = { id: "" }] = await sql<{ id: string }>("select id from users where email = $1", [email]);
  return {
    id,
    cookie: signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
  };
}

async function openStream(base: string, lastEventId?: string) {
  const res = await fetch(`${base}/api/orgs/${orgId}/stream`, {
    headers: { cookie: caregiver, ...(lastEventId ? { "last-event-id": lastEventId } : {}) },
  });
  expect(res.status).toBe(200);
  const reader = readSse(res);
  streams.push(reader);
  await reader.waitFor((e) => e.event === "ready", 5000);
  return reader;
}

async function createEvent(base: string, name: string) {
  const res = await fetch(`${base}/api/orgs/${orgId}/events`, {
    method: "POST",
    headers: { cookie: admin, origin: base, "content-type": "application/json" },
    body: JSON.stringify(eventInput({ name })),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const about = (id: string) => (e: { event: string; data: string }) =>
  e.event === "notice" && JSON.parse(e.data).subjectId === id;

// Needs TEST_DATABASE_URL: vitest.config.ts leaves this file out without it.
describe("two server processes on one PostgreSQL", () => {
  beforeAll(async () => {
    await sql(`create database ${dbName}`, [], baseUrl);
    const url = new URL(baseUrl as string);
    url.pathname = `/${dbName}`;
    dbUrl = url.toString();
    // Started together: one migrates, the other waits for it.
    const [a, b] = await Promise.all([start(), start()]);
    servers = { a: a.base, b: b.base };
    const adminPerson = await person(servers.a, "admin@twee.test");
    const caregiverPerson = await person(servers.b, "zorg@twee.test");
    [{ id: orgId } = { id: "" }] = await sql<{ id: string }>(
      `insert into organizations (name, display_name, plan, responsible_user_id)
       values ('twee_processen', 'Twee Processen', 'premium', $1) returning id`,
      [adminPerson.id],
    );
    await sql("insert into organization_settings (organization_id) values ($1)", [orgId]);
    await sql(
      `insert into user_organizations (user_id, organization_id, role, is_primary)
       values ($1, $3, 'admin', true), ($2, $3, 'hulpverlener', true)`,
      [adminPerson.id, caregiverPerson.id, orgId],
    );
    admin = adminPerson.cookie;
    caregiver = caregiverPerson.cookie;
  }, 180_000);

  afterAll(async () => {
    await Promise.all(streams.map((s) => s.cancel()));
    for (const server of running) server.child.kill("SIGKILL");
    await Promise.all(running.map((s) => s.exited));
    await sql(`drop database if exists ${dbName} with (force)`, [], baseUrl);
  });

  it("delivers a change made through process A to a stream on process B, and the other way round", async () => {
    const onB = await openStream(servers.b);
    const onA = await openStream(servers.a);
    const started = Date.now();
    const viaA = await createEvent(servers.a, "Via A");
    await onB.waitFor(about(viaA), 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    const viaB = await createEvent(servers.b, "Via B");
    await onA.waitFor(about(viaB), 2000);
    await onA.waitFor(about(viaA), 2000);
    // Both processes give the same notices the same ids.
    const idOf = (reader: SseReader, id: string) => reader.events.find(about(id))?.id;
    expect(idOf(onA, viaA)).toBe(idOf(onB, viaA));
  });

  it("resumes on process A what was missed after a stream on process B dropped", async () => {
    const onB = await openStream(servers.b);
    const before = await createEvent(servers.a, "Voor");
    const last = (await onB.waitFor(about(before), 2000)).id as string;
    await onB.cancel();
    const missed = [await createEvent(servers.b, "Gemist 1"), await createEvent(servers.a, "Gemist 2")];
    const onA = await openStream(servers.a, last);
    await onA.waitFor(about(missed[1] as string), 2000);
    expect(onA.notices().map((n) => n.subjectId)).toEqual(missed);
  });

  it("ends its streams and exits cleanly on SIGTERM", async () => {
    const third = await start();
    const reader = await openStream(third.base);
    const started = Date.now();
    third.server.child.kill("SIGTERM");
    await reader.ended(5000);
    expect((await third.server.exited).code).toBe(0);
    expect(Date.now() - started).toBeLessThan(4000);
  }, 120_000);
});
