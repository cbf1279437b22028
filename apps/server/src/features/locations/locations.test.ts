import type { CaregiverPositionView, SharedLocationView, SharingMemberView } from "@hulppost/shared/locations";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent } from "../../../test/helpers/events";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../../../test/helpers/test-app";
import { locationShares, profiles, userOrganizations } from "../../db/schema/index";

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Locaties Gent" });
  other = await createTenant(t, { label: "Locaties Brugge" });
});
afterAll(() => t.close());

const org = (o: Tenant = tenant) => `/api/orgs/${o.orgId}`;
const here = { latitude: 51.0543, longitude: 3.7174, accuracyM: 12 };
const share = (person: TestUser, body: unknown = here, o: Tenant = tenant) =>
  person.agent.json<SharedLocationView & ErrorBody>("POST", `${org(o)}/locations`, body);
const eventMap = (person: TestUser, eventId: string, o: Tenant = tenant) =>
  person.agent.json<CaregiverPositionView[] & ErrorBody>("GET", `${org(o)}/events/${eventId}/locations`);

/** A caregiver of `o`, with a name that sorts and every qualification on their profile. */
async function caregiverOf(o: Tenant, firstName: string, lastName: string) {
  const person = await t.createUser({ firstName, lastName });
  await t.deps.db
    .insert(userOrganizations)
    .values({ userId: person.id, organizationId: o.orgId, role: "hulpverlener", isPrimary: true });
  await t.deps.db
    .update(profiles)
    .set({ isDoctor: true, isNurse: true, hasFirstAidCertificate: true })
    .where(eq(profiles.userId, person.id));
  return person;
}

async function assign(o: Tenant, eventId: string, userId: string, qualification = "first_aider") {
  const res = await o.admin.agent.json("POST", `${org(o)}/events/${eventId}/assignments`, { userId, qualification });
  if (res.status !== 201) throw new Error(`not assigned: ${res.status} ${JSON.stringify(res.body)}`);
}

/** A position taken `minutesAgo`, written straight to the table (the API takes at most 5 minutes' backlog). */
async function positionAgo(o: Tenant, userId: string, minutesAgo: number, latitude = 51) {
  await t.deps.db.insert(locationShares).values({
    organizationId: o.orgId,
    userId,
    latitude,
    longitude: 3.7,
    accuracyM: 30,
    recordedAt: sql`now() - make_interval(mins => ${minutesAgo})`,
  });
}

const positionsOf = (o: Tenant, userId: string) =>
  t.deps.db
    .select()
    .from(locationShares)
    .where(and(eq(locationShares.organizationId, o.orgId), eq(locationShares.userId, userId)));

const setLocations = (o: Tenant, on: boolean) =>
  o.admin.agent.json("PUT", `${org(o)}/settings`, {
    chatEnabled: true,
    smsCenterEnabled: true,
    locationsEnabled: on,
    smsOnAssignment: false,
  });

describe("sharing my position", () => {
  it("stores the position of a caregiver and of an admin, stamped by the server's clock", async () => {
    const before = Date.now();
    for (const person of [tenant.caregiver, tenant.admin]) {
      const res = await share(person);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject(here);
      expect(Date.parse(res.body.recordedAt)).toBeGreaterThanOrEqual(before - 1000);
    }
    const [row] = await positionsOf(tenant, tenant.caregiver.id);
    expect(row).toMatchObject({ latitude: 51.0543, longitude: 3.7174, accuracyM: 12 });
  });

  it("takes when a queued position was taken, within the last 5 minutes", async () => {
    const at = new Date(Date.now() - 60_000).toISOString();
    const res = await share(tenant.caregiver, { ...here, recordedAt: at });
    expect(res.status).toBe(201);
    expect(res.body.recordedAt).toBe(at);
  });

  it.each([
    ["a latitude past the pole", { latitude: 90.5 }, "latitude", "tooBig:90"],
    ["a longitude past the date line", { longitude: -180.5 }, "longitude", "tooSmall:-180"],
    ["a negative accuracy", { accuracyM: -1 }, "accuracyM", "tooSmall:0"],
    ["an accuracy of 20 km", { accuracyM: 20_000 }, "accuracyM", "tooBig:10000"],
    ["a latitude as text", { latitude: "51.05" }, "latitude", "invalidType"],
    ["a longitude that is null", { longitude: null }, "longitude", "required"],
    ["no accuracy", { accuracyM: undefined }, "accuracyM", "required"],
    [
      "a time in the future",
      { recordedAt: new Date(Date.now() + 600_000).toISOString() },
      "recordedAt",
      "positionInFuture",
    ],
    [
      "a time 10 minutes ago",
      { recordedAt: new Date(Date.now() - 600_000).toISOString() },
      "recordedAt",
      "positionTooOld",
    ],
    ["a time that is no time", { recordedAt: "gisteren" }, "recordedAt", "invalidDateTime"],
  ])("refuses %s with a field error", async (_label, change, field, message) => {
    const res = await share(tenant.caregiver, { ...here, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
    expect(res.body.error.fields?.[field]).toBe(message);
  });

  it("refuses NaN and Infinity, which JSON cannot even carry", async () => {
    for (const raw of [
      '{"latitude": NaN, "longitude": 3, "accuracyM": 5}',
      '{"latitude": 1e999, "longitude": 3, "accuracyM": 5}',
    ]) {
      const res = await tenant.caregiver.agent.request("POST", `${org()}/locations`, raw);
      expect(res.status).toBe(400);
    }
  });

  it("is refused while the organisation has locations switched off, and works again when switched on", async () => {
    const own = await createTenant(t);
    const event = await createEvent(own.admin.agent, own.orgId);
    expect((await setLocations(own, false)).status).toBe(200);
    const refused = await share(own.caregiver, here, own);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("LOCATIONS_DISABLED");
    expect((await eventMap(own.admin, event.id, own)).body.error.code).toBe("LOCATIONS_DISABLED");
    expect((await own.admin.agent.json<ErrorBody>("GET", `${org(own)}/locations`)).body.error.code).toBe(
      "LOCATIONS_DISABLED",
    );
    // Stopping is always allowed: a person must be able to take their positions off.
    expect((await own.caregiver.agent.json("DELETE", `${org(own)}/locations/mine`)).status).toBe(204);
    expect(await positionsOf(own, own.caregiver.id)).toEqual([]);

    expect((await setLocations(own, true)).status).toBe(200);
    expect((await share(own.caregiver, here, own)).status).toBe(201);
    expect((await eventMap(own.admin, event.id, own)).status).toBe(200);
  });

  it("is for members: a super admin looking into the organisation is refused, an outsider gets 404", async () => {
    const root = await t.createUser({ roles: ["super_admin"] });
    const res = await share(root);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("FORBIDDEN");
    expect((await share(other.caregiver)).status).toBe(404);
    expect((await share(other.admin)).status).toBe(404);
    expect(await positionsOf(tenant, other.caregiver.id)).toEqual([]);
  });
});

describe("an event's live map", () => {
  it("lists the newest position of the last 15 minutes of each assigned caregiver, by name", async () => {
    const own = await createTenant(t);
    const event = await createEvent(own.admin.agent, own.orgId, { name: "Gentse Feesten" });
    const anna = await caregiverOf(own, "Anna", "Aerts");
    const bram = await caregiverOf(own, "Bram", "Baert");
    const cas = await caregiverOf(own, "Cas", "Claes");
    const notOnIt = await caregiverOf(own, "Dirk", "Dewulf");
    await assign(own, event.id, anna.id, "nurse");
    await assign(own, event.id, bram.id);
    await assign(own, event.id, cas.id);
    await assign(own, event.id, own.caregiver.id);
    await positionAgo(own, anna.id, 10, 50.9);
    await share(anna, { latitude: 51.1, longitude: 3.8, accuracyM: 8 }, own);
    await positionAgo(own, bram.id, 5);
    await positionAgo(own, cas.id, 16); // too old for the map
    await share(notOnIt, here, own); // shares, but is not on this event
    // The organisation's own caregiver shares nothing: not on the map.

    for (const viewer of [own.admin, anna]) {
      const res = await eventMap(viewer, event.id, own);
      expect(res.status).toBe(200);
      expect(res.body.map((p) => [p.name, p.qualification, p.latitude, p.accuracyM])).toEqual([
        ["Anna Aerts", "nurse", 51.1, 8],
        ["Bram Baert", "first_aider", 51, 30],
      ]);
      const [first, second] = res.body;
      expect(first?.userId).toBe(anna.id);
      expect(first?.ageSeconds).toBeLessThan(30);
      expect(second?.ageSeconds).toBeGreaterThanOrEqual(299);
      expect(second?.ageSeconds).toBeLessThan(330);
    }
  });

  it("answers 404 to a caregiver for an event they are not on, and for other organisations' events", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Zonder mij" });
    const notFound = await eventMap(tenant.caregiver, event.id);
    expect(notFound.status).toBe(404);
    expect(notFound.body.error.code).toBe("EVENT_NOT_FOUND");
    expect((await eventMap(tenant.admin, event.id)).status).toBe(200);
    await assign(tenant, event.id, tenant.caregiver.id);
    expect((await eventMap(tenant.caregiver, event.id)).status).toBe(200);

    const foreign = await createEvent(other.admin.agent, other.orgId);
    expect((await eventMap(tenant.admin, foreign.id)).status).toBe(404);
    expect((await eventMap(tenant.admin, foreign.id, other)).status).toBe(404);
    expect((await eventMap(tenant.admin, "not-a-uuid")).status).toBe(400);
  });
});

describe("the organisation's sharing members", () => {
  it("shows admins everyone who shared in the last 15 minutes at their newest position; caregivers get 403", async () => {
    const label = `Deelpost ${Math.random().toString(36).slice(2, 8)}`;
    const own = await createTenant(t, { label });
    const ella = await caregiverOf(own, "Ella", "Engels");
    const frank = await caregiverOf(own, "Frank", "Fransen");
    await positionAgo(own, ella.id, 3, 50.5);
    await share(ella, { latitude: 50.6, longitude: 3.9, accuracyM: 15 }, own);
    await positionAgo(own, frank.id, 20);
    await share(own.admin, here, own);
    await share(ella, here, other); // not a member there: refused, and nothing leaks across

    const res = await own.admin.agent.json<SharingMemberView[]>("GET", `${org(own)}/locations`);
    expect(res.status).toBe(200);
    expect(res.body.map((m) => [m.name, m.role, m.latitude])).toEqual([
      [`Admin ${label}`, "admin", here.latitude],
      ["Ella Engels", "hulpverlener", 50.6],
    ]);
    const caregiver = await own.caregiver.agent.json<ErrorBody>("GET", `${org(own)}/locations`);
    expect(caregiver.status).toBe(403);
    expect((await other.admin.agent.json("GET", `${org(own)}/locations`)).status).toBe(404);
  });
});

describe("stopping", () => {
  it("deletes my positions in this organisation only", async () => {
    const both = await caregiverOf(tenant, "Gert", "Goossens");
    await t.deps.db
      .insert(userOrganizations)
      .values({ userId: both.id, organizationId: other.orgId, role: "hulpverlener", isPrimary: false });
    await share(both);
    await share(both, here, other);
    await share(tenant.caregiver);
    const res = await both.agent.json("DELETE", `${org()}/locations/mine`);
    expect(res.status).toBe(204);
    expect(await positionsOf(tenant, both.id)).toEqual([]);
    expect(await positionsOf(other, both.id)).toHaveLength(1);
    expect((await positionsOf(tenant, tenant.caregiver.id)).length).toBeGreaterThan(0);
    expect((await both.agent.json("DELETE", `${org()}/locations/mine`)).status).toBe(204);
  });

  it("announces a stop to open maps once per person, not once per deleted position", async () => {
    const person = await caregiverOf(tenant, "Hanne", "Hermans");
    for (let i = 0; i < 3; i++) await share(person);
    await positionAgo(tenant, person.id, 60 * 23);
    await person.agent.json("DELETE", `${org()}/locations/mine`);
    const notices = await t.database.query<{ op: string }>(
      "select op from realtime_notices where kind = 'location' and user_id = $1 order by id",
      [person.id],
    );
    expect(notices.map((n) => n.op)).toEqual(["insert", "insert", "insert", "insert", "delete"]);
  });

  it("happens when the person leaves the organisation, whoever removes them", async () => {
    const leaving = await caregiverOf(tenant, "Ilse", "Info");
    await share(leaving);
    await share(leaving);
    const res = await tenant.admin.agent.json("DELETE", `${org()}/members/${leaving.id}`);
    expect(res.status).toBe(204);
    expect(await positionsOf(tenant, leaving.id)).toEqual([]);
    // Without the API too: the database trigger does it.
    const direct = await caregiverOf(tenant, "Jan", "Janssens");
    await share(direct);
    await t.deps.db
      .delete(userOrganizations)
      .where(and(eq(userOrganizations.userId, direct.id), eq(userOrganizations.organizationId, tenant.orgId)));
    expect(await positionsOf(tenant, direct.id)).toEqual([]);
    expect((await share(direct)).status).toBe(404);
  });
});

describe("no N+1", () => {
  it("answers the event map and the members' list with a fixed number of queries, whatever the number of people", async () => {
    const { queryCounter } = await import("../../db/client");
    const own = await createTenant(t);
    const event = await createEvent(own.admin.agent, own.orgId, { name: "Telling" });
    const measure = async (path: string) => {
      const store = { count: 0, texts: [] as string[] };
      const res = await queryCounter.run(store, () => own.admin.agent.get(path));
      expect(res.status).toBe(200);
      return store.count;
    };
    const mapPath = `${org(own)}/events/${event.id}/locations`;
    const listPath = `${org(own)}/locations`;
    const add = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const person = await caregiverOf(own, `Teller${i}`, `Persoon${Math.random().toString(36).slice(2, 6)}`);
        await assign(own, event.id, person.id);
        await share(person, here, own);
      }
    };
    await add(1);
    const fewMap = await measure(mapPath);
    const fewList = await measure(listPath);
    await add(6);
    expect((await own.admin.agent.json<unknown[]>("GET", mapPath)).body).toHaveLength(7);
    expect(await measure(mapPath)).toBe(fewMap);
    expect(await measure(listPath)).toBe(fewList);
    // Sharing is the hot path: the session lookup and one insert.
    const store = { count: 0, texts: [] as string[] };
    const res = await queryCounter.run(store, () => own.caregiver.agent.post(`${org(own)}/locations`, here));
    expect(res.status).toBe(201);
    expect(store.count).toBeLessThanOrEqual(2);
  });
});
