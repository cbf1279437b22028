import { randomUUID } from "node:crypto";
import { gunzipSync } from "node:zlib";
import {
  type CasualtyView,
  casualtyView,
  type IncidentSummaryView,
  incidentBoardView,
  type TagBatchView,
  type TriageInput,
} from "@hulppost/shared/incidents";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent, inDays } from "../../../test/helpers/events";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { queryCounter } from "../../db/client";

let t: TestApp;
let tenant: Tenant;
let eventId: string;
let tags: TagBatchView;
let nextTag = 0;

const base = () => `/api/orgs/${tenant.orgId}`;
const admin = () => tenant.admin.agent;
const tag = () => `${tags.prefix}-${String(Number(tags.firstCode.slice(4)) + nextTag++).padStart(4, "0")}`;
/** A walking casualty under the Sieve: T3. */
const WALKING = { catastrophicHaemorrhage: false, walks: "yes" } as const;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Bordpost" });
  eventId = (await createEvent(admin(), tenant.orgId, { name: "Bordfestival", date: inDays(-1), endDate: inDays(1) }))
    .id;
  tags = (await admin().json<TagBatchView>("POST", `${base()}/triage-tags`, { count: 60 })).body;
});
afterAll(() => t.close());

async function declare() {
  const res = await admin().json<IncidentSummaryView>("POST", `${base()}/events/${eventId}/incidents`, {
    name: `Bord ${randomUUID().slice(0, 4)}`,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const close = (incidentId: string) =>
  admin().json("POST", `${base()}/incidents/${incidentId}/close`, { finalCounts: { T1: 0, T2: 0, T3: 0, dead: 0 } });

async function triage(incidentId: string, body: Partial<TriageInput>) {
  const res = await admin().json<CasualtyView>("POST", `${base()}/incidents/${incidentId}/triages`, {
    clientId: randomUUID(),
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
const boardPath = (incidentId: string) => `${base()}/incidents/${incidentId}`;

describe("the incident board", () => {
  it("carries each casualty's triage count and latest triage, not its history, which its own view keeps", async () => {
    const incident = await declare();
    try {
      const code = tag();
      const first = await triage(incident.id, { tagCode: code, answers: WALKING });
      await triage(incident.id, { casualtyId: first.id, category: "T1", override: true, reason: "Inwendige bloeding" });
      await triage(incident.id, { tagCode: tag(), category: "T2" });
      const res = await admin().get(boardPath(incident.id));
      expect(res.status).toBe(200);
      const raw = await res.json();
      // The database's JSON is exactly the contract, with no history left in it.
      const board = incidentBoardView.parse(raw);
      expect(JSON.stringify(raw)).not.toContain('"history"');
      expect(board.casualties.map((c) => [c.tagCode, c.category, c.triageCount])).toEqual([
        [code, "T1", 2],
        [expect.any(String), "T2", 1],
      ]);
      expect(board.casualties[0]?.lastTriage).toEqual({
        byName: "Admin Bordpost",
        override: true,
        reason: "Inwendige bloeding",
      });
      expect(board.counts).toEqual({ T1: 1, T2: 1, T3: 0, dead: 0 });
      expect(board.byPlace.on_scene).toEqual({ T1: 1, T2: 1, T3: 0, dead: 0 });
      expect(board.byPlace.at_hospital).toEqual({ T1: 0, T2: 0, T3: 0, dead: 0 });
      expect(board.timeline.map((e) => e.kind)).toEqual(["declared", "triaged", "overridden", "triaged"]);
      expect(board.timeline[1]?.byName).toBe("Admin Bordpost");
      expect(Number.isNaN(Date.parse(board.casualties[0]?.firstTriagedAt ?? ""))).toBe(false);
      expect(board.casualties[0]?.firstTriagedAt).toBe(first.firstTriagedAt);

      // The casualty's own view (a label scanned) still has the whole history.
      const own = await admin().json<CasualtyView>("GET", `${boardPath(incident.id)}/tags/${code}`);
      expect(casualtyView.parse(own.body).history.map((h) => h.category)).toEqual(["T3", "T1"]);
    } finally {
      await close(incident.id);
    }
  });

  it("sends the same bytes for the same state, gzipped to a client that takes it, and a change at once", async () => {
    const incident = await declare();
    try {
      await triage(incident.id, { tagCode: tag(), answers: WALKING });
      const gzip = { "accept-encoding": "gzip" };
      const a = await admin().get(boardPath(incident.id), gzip);
      const b = await admin().get(boardPath(incident.id), gzip);
      expect(a.headers.get("content-encoding")).toBe("gzip");
      const bytesA = Buffer.from(await a.arrayBuffer());
      expect(Buffer.from(await b.arrayBuffer()).equals(bytesA)).toBe(true);
      const plain = await (await admin().get(boardPath(incident.id))).text();
      expect(gunzipSync(bytesA).toString()).toBe(plain);
      // Every change is a new state: the board read right after it shows it.
      await triage(incident.id, { tagCode: tag(), category: "T1" });
      const after = incidentBoardView.parse(await (await admin().get(boardPath(incident.id))).json());
      expect(after.counts).toEqual({ T1: 1, T2: 0, T3: 1, dead: 0 });
    } finally {
      await close(incident.id);
    }
  });

  it("reads the board and records a triage in a fixed number of queries, whatever the number of casualties", async () => {
    const incident = await declare();
    try {
      const count = async (call: () => Promise<Response>) => {
        const store = { count: 0, texts: [] as string[] };
        const res = await queryCounter.run(store, call);
        expect(res.status).toBe(200);
        return store.count;
      };
      const measure = async () => ({
        triage: await count(() =>
          admin().post(`${boardPath(incident.id)}/triages`, { clientId: randomUUID(), tagCode: tag(), category: "T3" }),
        ),
        // A new state (the triage just made): the board is built.
        built: await count(() => admin().get(boardPath(incident.id))),
        // The same state again: the built board is sent.
        cached: await count(() => admin().get(boardPath(incident.id))),
      });
      const few = await measure();
      for (let i = 0; i < 20; i++) await triage(incident.id, { tagCode: tag(), answers: WALKING });
      const many = await measure();
      const { cached: fewCached, ...fewRest } = few;
      const { cached: manyCached, ...manyRest } = many;
      expect(manyRest).toEqual(fewRest);
      // The same state again: the sign-in check and the state query at most, or the sign-in check
      // alone once the hub has handed on the triage's notice (board-cache.ts), which on a busy
      // machine may come before either read; never more with more casualties.
      for (const cached of [fewCached, manyCached]) expect(cached).toBeLessThanOrEqual(2);
      expect(fewCached).toBeLessThan(few.built);
    } finally {
      await close(incident.id);
    }
  });
});
