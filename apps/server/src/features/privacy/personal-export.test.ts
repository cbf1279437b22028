import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent } from "../../../test/helpers/events";
import { keepSample, pdfText } from "../../../test/helpers/patient-papers";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../../../test/helpers/test-app";
import { queryCounter } from "../../db/client";
import {
  auditLog,
  availabilityAbsences,
  chatMessages,
  eventAssignments,
  eventInterests,
  locationShares,
  notificationDeliveries,
  notifications,
  patients,
  profiles,
  pushSubscriptions,
  userOrganizations,
} from "../../db/schema/index";
import { audit } from "../audit/audit.service";
import { PERSONAL_DATA_MAP } from "./personal-data-map";
import { LISTED_WITHOUT_ORGANIZATION, SECTION_COVERS } from "./personal-export.data";

let t: TestApp;
let a: Tenant;
let b: Tenant;
let other: TestUser;
let eventA: string;
let eventB: string;
const patientId = randomUUID();

type Data = Record<string, unknown[]> & { profile: Record<string, unknown>; scope: unknown };

async function download(user: TestUser, path: string) {
  const res = await user.agent.request("GET", path);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes };
}

function open(bytes: Uint8Array) {
  const files = unzipSync(bytes);
  const json = files["data.json"];
  if (!json) throw new Error(`no data.json in ${Object.keys(files).join(", ")}`);
  return { files, data: JSON.parse(strFromU8(json)) as Data, text: strFromU8(json) };
}

beforeAll(async () => {
  t = await createTestApp();
  a = await createTenant(t, { label: "Rode Kruis Gent" });
  b = await createTenant(t, { label: "Andere Post" });
  other = a.admin;
  const caregiver = a.caregiver;
  await t.deps.db
    .insert(userOrganizations)
    .values({ userId: caregiver.id, organizationId: b.orgId, role: "hulpverlener", isPrimary: false });
  eventA = (await createEvent(a.admin.agent, a.orgId, { name: "Gentse Feesten" })).id;
  eventB = (await createEvent(b.admin.agent, b.orgId, { name: "Feest Elders" })).id;
  const db = t.deps.db;
  await db.insert(eventAssignments).values([
    { organizationId: a.orgId, eventId: eventA, userId: caregiver.id, qualification: "nurse", assignedBy: a.admin.id },
    { organizationId: b.orgId, eventId: eventB, userId: caregiver.id, qualification: "nurse" },
  ]);
  await db.insert(eventInterests).values({ organizationId: a.orgId, eventId: eventA, userId: caregiver.id });
  await db.insert(availabilityAbsences).values([
    {
      userId: caregiver.id,
      startDate: "2030-07-01",
      startTime: "00:00",
      endDate: "2030-07-10",
      endTime: "00:00",
      startsAt: new Date("2030-06-30T22:00:00Z"),
      endsAt: new Date("2030-07-09T22:00:00Z"),
      reason: "Zomerkamp",
    },
    {
      userId: other.id,
      startDate: "2030-08-01",
      startTime: "00:00",
      endDate: "2030-08-02",
      endTime: "00:00",
      startsAt: new Date("2030-07-31T22:00:00Z"),
      endsAt: new Date("2030-08-01T22:00:00Z"),
      reason: "Geheim van een ander",
    },
  ]);
  await db.insert(chatMessages).values([
    {
      id: randomUUID(),
      organizationId: a.orgId,
      eventId: eventA,
      authorId: caregiver.id,
      body: "Ik sta aan de ingang",
    },
    { id: randomUUID(), organizationId: a.orgId, authorId: other.id, body: "Bericht van iemand anders" },
    { id: randomUUID(), organizationId: b.orgId, authorId: caregiver.id, body: "Bericht bij de andere post" },
  ]);
  await db
    .insert(locationShares)
    .values({ organizationId: a.orgId, userId: caregiver.id, latitude: 51.05, longitude: 3.72, accuracyM: 8 });
  const [note] = await db
    .insert(notifications)
    .values({
      organizationId: a.orgId,
      userId: caregiver.id,
      kind: "assignment",
      eventId: eventA,
      title: "Je bent ingezet",
      body: "Gentse Feesten",
      link: "/events",
    })
    .returning({ id: notifications.id });
  await db
    .insert(notificationDeliveries)
    .values({ notificationId: note?.id ?? "", channel: "push", target: "Telefoon", status: "sent" });
  await db.insert(pushSubscriptions).values({
    userId: caregiver.id,
    endpoint: "https://push.example.test/geheim-endpoint",
    p256dh: "geheime-sleutel",
    auth: "geheime-auth",
    label: "Telefoon",
  });
  await db.insert(patients).values({
    id: patientId,
    organizationId: a.orgId,
    eventId: eventA,
    firstName: "Patiëntvoornaam",
    lastName: "Patiëntachternaam",
    complaint: "Geheime klacht",
    createdBy: caregiver.id,
  });
  // An admin changed the caregiver's details: an audit line about them, with the admin's name.
  await db.update(profiles).set({ phone: "+32470123456" }).where(eq(profiles.userId, caregiver.id));
  await audit(db, {
    action: "member.profile_update",
    actor: { userId: a.admin.id, email: a.admin.email },
    organizationId: a.orgId,
    targetUserId: caregiver.id,
    details: { fields: ["phone"] },
  });
});
afterAll(() => t.close());

describe("my data", () => {
  it("answers a ZIP with data.json, overzicht.pdf and a README, named in my language, in a constant number of queries", async () => {
    const store = { count: 0, texts: [] as string[] };
    const { res, bytes } = await queryCounter.run(store, () => download(a.caregiver, "/api/me/data-export"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/hulppost-gegevens-\d{4}-\d{2}-\d{2}\.zip/);
    expect(store.count).toBeLessThanOrEqual(12);
    const { files, data, text } = open(bytes);
    expect(Object.keys(files).sort()).toEqual(["README.txt", "data.json", "overzicht.pdf"]);

    expect(data.profile).toMatchObject({ id: a.caregiver.id, email: a.caregiver.email, phone: "+32470123456" });
    expect(data.memberships).toHaveLength(2);
    expect(data.assignments).toEqual(
      expect.arrayContaining([expect.objectContaining({ event: "Gentse Feesten", post: "nurse", hours: 8 })]),
    );
    expect(data.assignments).toHaveLength(2);
    expect(data.interests).toEqual([expect.objectContaining({ event: "Gentse Feesten" })]);
    expect(data.absences).toEqual([expect.objectContaining({ reason: "Zomerkamp" })]);
    expect(data.chatMessages).toEqual(
      expect.arrayContaining([expect.objectContaining({ text: "Ik sta aan de ingang", channel: "Gentse Feesten" })]),
    );
    expect(data.locationShares).toEqual([expect.objectContaining({ latitude: 51.05, longitude: 3.72 })]);
    expect(data.notifications).toEqual([
      expect.objectContaining({
        title: "Je bent ingezet",
        deliveries: [expect.objectContaining({ channel: "push", target: "Telefoon", status: "sent" })],
      }),
    ]);
    expect(data.sessions?.length).toBeGreaterThan(0);
    expect(data.devices).toEqual([expect.objectContaining({ label: "Telefoon" })]);
    expect(data.auditAboutMe).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: "member.profile_update", actor: "Admin Rode Kruis Gent" }),
      ]),
    );
    expect(data.patientsRegistered).toEqual([{ id: patientId, registeredAt: expect.any(String) }]);

    // Secrets, a patient's record and other people's data stay out.
    for (const secret of ["geheim-endpoint", "geheime-sleutel", "geheime-auth", "Patiëntvoornaam", "Geheime klacht"]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain("Geheim van een ander");
    expect(text).not.toContain("Bericht van iemand anders");
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(b.admin.email);

    const readme = strFromU8(files["README.txt"] ?? new Uint8Array());
    expect(readme).toContain("data.json");
  });

  it("writes a readable summary: the sections, counts and main lines", async () => {
    const { bytes } = await download(a.caregiver, "/api/me/data-export");
    const pdf = unzipSync(bytes)["overzicht.pdf"] ?? new Uint8Array();
    keepSample("overzicht.pdf", pdf);
    const { text, pages } = await pdfText(pdf);
    expect(pages).toBeGreaterThanOrEqual(1);
    for (const heading of [
      "Mijn gegevens in Hulppost",
      "Profiel",
      "Wat er bewaard wordt",
      "Inzetten (2)",
      "Chatberichten (2)",
      "Wie jouw gegevens bekeek of wijzigde",
      "Patiënten die je registreerde (1)",
      "Gentse Feesten",
      "Totaal uren",
    ]) {
      expect(text).toContain(heading);
    }
    expect(text).not.toContain("Patiëntvoornaam");
  });

  it("is in the audit log, and signed-out people get nothing", async () => {
    const lines = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "privacy.export"), eq(auditLog.targetUserId, a.caregiver.id)));
    expect(lines.length).toBeGreaterThan(0);
    expect((await t.agent().request("GET", "/api/me/data-export")).status).toBe(401);
  });
});

describe("an admin's export of a member", () => {
  const path = (orgId: string, userId: string) => `/api/orgs/${orgId}/members/${userId}/data-export`;

  it("holds only what this organisation keeps about the person, and their profile", async () => {
    const { res, bytes } = await download(a.admin, path(a.orgId, a.caregiver.id));
    expect(res.status).toBe(200);
    const { data, text } = open(bytes);
    expect(data.profile).toMatchObject({ id: a.caregiver.id });
    expect(data.memberships).toHaveLength(1);
    expect(data.assignments).toEqual([expect.objectContaining({ event: "Gentse Feesten" })]);
    expect(text).not.toContain("Feest Elders");
    expect(text).not.toContain("Bericht bij de andere post");
    expect(text).not.toContain("Andere Post");
    // The person's own rows (sessions, devices, absences) are theirs, not the organisation's.
    expect(data.sessions).toEqual([]);
    expect(data.absences).toEqual([]);
    const [line] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "privacy.export"), eq(auditLog.organizationId, a.orgId)));
    expect(line).toMatchObject({ actorUserId: a.admin.id, targetUserId: a.caregiver.id });
  });

  it("answers 404 for someone who is not a member, and for another organisation's member", async () => {
    expect((await a.admin.agent.request("GET", path(a.orgId, b.admin.id))).status).toBe(404);
    expect((await a.admin.agent.request("GET", path(a.orgId, randomUUID()))).status).toBe(404);
    // B's admin cannot reach A's caregiver through A's path.
    expect([403, 404]).toContain((await b.admin.agent.request("GET", path(a.orgId, a.caregiver.id))).status);
  });

  it("refuses a caregiver", async () => {
    const res = await a.caregiver.agent.request("GET", path(a.orgId, other.id));
    expect([403, 404]).toContain(res.status);
  });
});

describe("the export follows the map", () => {
  it("has a section for every column the map exports", () => {
    const covered = new Set<string>(Object.values(SECTION_COVERS).flat());
    const missing = PERSONAL_DATA_MAP.filter((e) => e.export !== "none")
      .map((e) => `${e.table}.${e.column}`)
      .filter((key) => !covered.has(key));
    expect(missing).toEqual([]);
  });

  it("scopes every listed table by its organisation, or knows it has none", async () => {
    const { rows } = await t.deps.db.execute<{ table_name: string }>(sql`
      select table_name from information_schema.columns where table_schema = 'public' and column_name = 'organization_id'`);
    const withOrg = new Set(rows.map((r) => r.table_name));
    const unscoped = PERSONAL_DATA_MAP.filter((e) => e.export === "listed")
      .map((e) => e.table)
      .filter((table) => !withOrg.has(table) && !LISTED_WITHOUT_ORGANIZATION.has(table));
    expect(unscoped).toEqual([]);
  });
});
