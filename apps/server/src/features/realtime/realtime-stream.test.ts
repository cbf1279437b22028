import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent } from "../../../test/helpers/events";
import { readSse, type SseReader } from "../../../test/helpers/sse";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../../../test/helpers/test-app";
import { sweepNotices } from "../../platform/realtime/notice-rows";

let t: TestApp;
let a: Tenant;
let b: Tenant;
const open: SseReader[] = [];

beforeAll(async () => {
  t = await createTestApp();
  a = await createTenant(t, { label: "Stream A" });
  b = await createTenant(t, { label: "Stream B" });
});
afterAll(async () => {
  await Promise.all(open.map((s) => s.cancel()));
  await t.close();
});

async function stream(person: TestUser, orgId: string, headers: Record<string, string> = {}, query = "") {
  const res = await person.agent.get(`/api/orgs/${orgId}/stream${query}`, headers);
  expect(res.status, await (res.status === 200 ? "" : res.clone().text())).toBe(200);
  const reader = readSse(res);
  open.push(reader);
  await reader.waitFor((e) => e.event === "ready");
  return { res, reader };
}

const readyId = (reader: SseReader) => Number(reader.events.find((e) => e.event === "ready")?.id);

/** The organisation's notices after `after`, straight from the table, in order. */
async function noticeIds(orgId: string, after: number) {
  const rows = await t.database.query<{ id: string }>(
    "select id from realtime_notices where organization_id = $1 and id > $2 order by id",
    [orgId, after],
  );
  return rows.map((r) => Number(r.id));
}

describe("the organisation's stream: who may open it", () => {
  it("answers 401 to nobody and 404 to another organisation's admin and caregiver", async () => {
    expect((await t.agent().get(`/api/orgs/${a.orgId}/stream`)).status).toBe(401);
    for (const person of [b.admin, b.caregiver]) {
      const res = await person.agent.get(`/api/orgs/${a.orgId}/stream`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
    }
  });

  it("refuses a cursor that is not a notice id", async () => {
    for (const cursor of ["12abc", "-1", "1".repeat(30), "x".repeat(5000), "1e3"]) {
      const res = await a.caregiver.agent.get(`/api/orgs/${a.orgId}/stream`, { "last-event-id": cursor });
      expect(res.status, cursor.slice(0, 20)).toBe(400);
      expect(((await res.json()) as { error: { fields: object } }).error.fields).toEqual({
        "Last-Event-ID": "invalid",
      });
    }
    expect((await a.caregiver.agent.get(`/api/orgs/${a.orgId}/stream?after=-1`)).status).toBe(400);
  });

  it("is an uncompressed, uncached event stream that starts with a retry hint and a resume point", async () => {
    const { res, reader } = await stream(a.caregiver, a.orgId, { "accept-encoding": "gzip, deflate, br" });
    expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(reader.events[0]).toMatchObject({ event: "retry", retry: 3000 });
    expect(readyId(reader)).toBeGreaterThanOrEqual(0);
    await t.deps.realtime.heartbeat();
    await reader.waitFor((e) => e.event === "comment");
    expect(reader.done).toBe(false);
    await reader.cancel();
  });
});

describe("delivery", () => {
  it("tells a caregiver about an event the admin creates, within a second", async () => {
    const { reader } = await stream(a.caregiver, a.orgId);
    const other = await stream(b.caregiver, b.orgId);
    const started = Date.now();
    const event = await createEvent(a.admin.agent, a.orgId, { name: "Live" });
    const got = await reader.waitFor((e) => e.event === "notice" && JSON.parse(e.data).subjectId === event.id, 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    const notice = JSON.parse(got.data);
    expect(notice).toMatchObject({ kind: "event", op: "insert", eventId: event.id, userId: null });
    expect(Number(got.id)).toBe(notice.id);
    expect(Object.keys(notice).sort()).toEqual(["at", "eventId", "id", "kind", "op", "subjectId", "userId"]);
    // Another organisation's stream hears nothing of it.
    expect(other.reader.notices().some((n) => n.eventId === event.id)).toBe(false);
  });
});

describe("resuming", () => {
  it("gives exactly the missed notices, in order, after a disconnect (Last-Event-ID), then live ones", async () => {
    const first = await stream(a.caregiver, a.orgId);
    await createEvent(a.admin.agent, a.orgId, { name: "Voor" });
    await first.reader.waitFor((e) => e.event === "notice");
    const last = first.reader.events.filter((e) => e.id !== undefined).at(-1)?.id as string;
    await first.reader.cancel();

    const made = [];
    for (const name of ["Een", "Twee", "Drie"]) made.push(await createEvent(a.admin.agent, a.orgId, { name }));
    const missed = await noticeIds(a.orgId, Number(last));
    expect(missed.length).toBeGreaterThanOrEqual(3);

    const again = await stream(a.caregiver, a.orgId, { "last-event-id": last });
    // From the table, or from the hub for those it had not passed on yet when the stream opened.
    await again.reader.waitFor((e) => e.event === "notice" && Number(e.id) === missed.at(-1));
    const replayed = again.reader.events.filter((e) => e.event === "notice");
    expect(replayed.map((e) => Number(e.id))).toEqual(missed);
    expect(replayed.map((e) => JSON.parse(e.data).subjectId)).toEqual(made.map((e) => e.id));

    const live = await createEvent(a.admin.agent, a.orgId, { name: "Daarna" });
    await again.reader.waitFor((e) => e.event === "notice" && JSON.parse(e.data).subjectId === live.id);
    const ids = again.reader.events.filter((e) => e.event === "notice").map((e) => Number(e.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
  });

  it("resumes the same way with ?after= (a new EventSource after the browser gave up)", async () => {
    const before = readyId((await stream(a.admin, a.orgId)).reader);
    const event = await createEvent(a.admin.agent, a.orgId, { name: "Na" });
    const { reader } = await stream(a.admin, a.orgId, {}, `?after=${before}`);
    await reader.waitFor((e) => e.event === "notice" && JSON.parse(e.data).subjectId === event.id);
    expect(reader.notices().map((n) => n.id)).toEqual(await noticeIds(a.orgId, before));
  });

  it("sends nothing again to a browser that is up to date", async () => {
    const { reader } = await stream(a.admin, a.orgId, { "last-event-id": String(t.deps.realtime.delivered) });
    expect(reader.events.some((e) => e.event === "reset")).toBe(false);
    expect(reader.notices()).toEqual([]);
    expect(readyId(reader)).toBe(t.deps.realtime.delivered);
  });

  it("asks the browser to refetch everything when the cursor is older than the notices kept", async () => {
    const first = (await stream(a.admin, a.orgId)).reader;
    const before = readyId(first);
    await createEvent(a.admin.agent, a.orgId, { name: "Oud" });
    // The hub has handed the new notice out (NOTIFY arrives a moment after the commit): the reset
    // then points past it.
    await first.waitFor((e) => e.event === "notice");
    // A day later: the sweep has taken everything up to now.
    await t.database.query("update realtime_notices set created_at = now() - interval '25 hours'");
    expect(await sweepNotices(t.database, 24)).toBeGreaterThan(0);
    const { reader } = await stream(a.admin, a.orgId, { "last-event-id": String(before) });
    const reset = await reader.waitFor((e) => e.event === "reset");
    expect(JSON.parse(reset.data)).toEqual({ reason: "expired" });
    expect(Number(reset.id)).toBeGreaterThan(before);
    expect(reader.notices()).toEqual([]);
  });

  it("asks for a refetch when the cursor was never handed out (a database that was reset)", async () => {
    const { reader } = await stream(a.admin, a.orgId, { "last-event-id": "999999999" });
    await reader.waitFor((e) => e.event === "reset");
  });
});
