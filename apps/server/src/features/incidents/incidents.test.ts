import { randomUUID } from "node:crypto";
import type {
  CasualtyView,
  IncidentBoardView,
  IncidentSummaryView,
  TagBatchView,
  TriageInput,
} from "@hulppost/shared/incidents";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assign, createAsset } from "../../../test/helpers/assets";
import { createEvent, inDays } from "../../../test/helpers/events";
import { keepSample, pdfText } from "../../../test/helpers/patient-papers";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../../../test/helpers/test-app";
import { casualties, casualtyTriages } from "../../db/schema/index";

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let doctor: TestUser;
let outsider: TestUser;
let eventId: string;
let tags: TagBatchView;
type ErrorBody = { error: { code: string; fields?: Record<string, string>; details?: Record<string, unknown> } };

const base = (org = tenant) => `/api/orgs/${org.orgId}`;
const admin = () => tenant.admin.agent;
const caregiver = () => tenant.caregiver.agent;

/** A member of the organisation, assigned to the event with this qualification (or not at all). */
async function member(label: string, qualification: "doctor" | "nurse" | null) {
  const user = await t.createUser({ firstName: label, lastName: "Incident" });
  await t.database.query(
    "insert into user_organizations (user_id, organization_id, role) values ($1, $2, 'hulpverlener')",
    [user.id, tenant.orgId],
  );
  if (qualification)
    await t.database.query(
      "insert into event_assignments (organization_id, event_id, user_id, qualification) values ($1, $2, $3, $4)",
      [tenant.orgId, eventId, user.id, qualification],
    );
  return user;
}

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Incidentpost" });
  other = await createTenant(t, { label: "Andere post" });
  eventId = (await createEvent(admin(), tenant.orgId, { name: "Podiumfestival", date: inDays(-1), endDate: inDays(1) }))
    .id;
  const assigned = await admin().json("POST", `${base()}/events/${eventId}/assignments`, {
    userId: tenant.caregiver.id,
  });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);
  doctor = await member("Dokter", "doctor");
  outsider = await member("Niet", null);
  tags = (await admin().json<TagBatchView>("POST", `${base()}/triage-tags`, { count: 30 })).body;
});
afterAll(() => t.close());

async function declare(name = `Instorting ${randomUUID().slice(0, 4)}`, extra: Record<string, unknown> = {}) {
  const res = await admin().json<IncidentSummaryView>("POST", `${base()}/events/${eventId}/incidents`, {
    name,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const close = (incidentId: string) =>
  admin().json<IncidentSummaryView>("POST", `${base()}/incidents/${incidentId}/close`, {
    finalCounts: { T1: 1, T2: 0, T3: 0, dead: 0 },
  });

const triagePath = (incidentId: string) => `${base()}/incidents/${incidentId}/triages`;
async function triage(incidentId: string, body: Partial<TriageInput>, agent = caregiver(), status = 200) {
  const res = await agent.json<CasualtyView & ErrorBody>("POST", triagePath(incidentId), {
    clientId: randomUUID(),
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
}
const board = async (incidentId: string, agent = admin()) =>
  (await agent.json<IncidentBoardView>("GET", `${base()}/incidents/${incidentId}`)).body;

/** A walking casualty under the Sieve: T3. */
const WALKING = { catastrophicHaemorrhage: false, walks: "yes" } as const;
/** Breathing at 32 under the Sieve: T1. */
const FAST = { catastrophicHaemorrhage: false, walks: "no", breathing: true, respiratoryRate: 32 } as const;

describe("declaring and closing an incident", () => {
  it("is declared by an admin on a live event, once; a second declaration names the open one", async () => {
    expect(
      (await caregiver().json("POST", `${base()}/events/${eventId}/incidents`, { name: "Door een hulpverlener" }))
        .status,
    ).toBe(403);
    const later = await createEvent(admin(), tenant.orgId, { name: "Volgende week", date: inDays(7) });
    const notLive = await admin().json<ErrorBody>("POST", `${base()}/events/${later.id}/incidents`, {
      name: "Te vroeg",
    });
    expect(notLive.body.error.code).toBe("EVENT_NOT_LIVE");

    const incident = await declare("Tribune ingestort", { exercise: false });
    expect(incident).toMatchObject({ eventId, triageSystem: "sieve", closedAt: null, counts: { T1: 0, T2: 0 } });
    expect(incident.declaredByName).toBe("Admin Incidentpost");
    const again = await admin().json<ErrorBody>("POST", `${base()}/events/${eventId}/incidents`, { name: "Dubbel" });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: "INCIDENT_ALREADY_OPEN", details: { incidentId: incident.id } });

    // The staff see it among the open incidents; someone not at the event does not.
    const open = await caregiver().json<IncidentSummaryView[]>("GET", `${base()}/incidents/open`);
    expect(open.body.map((i) => i.id)).toEqual([incident.id]);
    const notThere = await outsider.agent.json<IncidentSummaryView[]>("GET", `${base()}/incidents/open`);
    expect(notThere.body).toEqual([]);
    expect((await outsider.agent.json("GET", `${base()}/incidents/${incident.id}`)).status).toBe(404);

    const closed = await close(incident.id);
    expect(closed.body.closedAt).not.toBeNull();
    expect(closed.body.finalCounts).toEqual({ T1: 1, T2: 0, T3: 0, dead: 0 });
    // Read-only from then on.
    expect((await triage(incident.id, { category: "T2" }, caregiver(), 409)).error.code).toBe("INCIDENT_CLOSED");
    expect((await close(incident.id)).status).toBe(409);
    const timeline = (await board(incident.id)).timeline.map((entry) => entry.kind);
    expect(timeline).toEqual(["declared", "closed"]);
  });

  it("texts the event's staff who have a phone, each in their own language, on a plan with SMS", async () => {
    await t.database.query("update profiles set phone = '+32470123456', language = 'fr' where user_id = $1", [
      tenant.caregiver.id,
    ]);
    await t.database.query("update profiles set phone = '+32470654321', language = 'nl' where user_id = $1", [
      doctor.id,
    ]);
    const incident = await declare("Tribune ingestort");
    try {
      const texts = await t.database.query<{ phone: string; text: string; source: string }>(
        `select r.phone, r.text, m.source from sms_recipients r join sms_messages m on m.id = r.message_id
         where m.event_id = $1 and m.source = 'incident' order by r.phone`,
        [eventId],
      );
      expect(texts).toEqual([
        {
          phone: "+32470123456",
          source: "incident",
          text: "Hulppost : INCIDENT à Podiumfestival : Tribune ingestort. Ouvrez l'app pour voir le tableau de l'incident.",
        },
        {
          phone: "+32470654321",
          source: "incident",
          text: "Hulppost: INCIDENT bij Podiumfestival: Tribune ingestort. Open de app voor het incidentbord.",
        },
      ]);
    } finally {
      await close(incident.id);
    }
  });

  it("deletes an exercise but keeps a real incident", async () => {
    const drill = await declare("Oefening", { exercise: true });
    await close(drill.id);
    const real = await declare("Echt");
    await close(real.id);
    expect((await admin().json<ErrorBody>("DELETE", `${base()}/incidents/${real.id}`)).body.error.code).toBe(
      "INCIDENT_NOT_EXERCISE",
    );
    expect((await admin().json("DELETE", `${base()}/incidents/${drill.id}`)).status).toBe(204);
    expect((await admin().json("GET", `${base()}/incidents/${drill.id}`)).status).toBe(404);
  });
});

describe("triage", () => {
  it("gives the category from the guided answers, asks for what is missing, and takes a direct choice", async () => {
    const incident = await declare();
    try {
      const walking = await triage(incident.id, { answers: WALKING, approxAge: 30, sex: "female" });
      expect(walking).toMatchObject({ category: "T3", place: "on_scene", sex: "female", approxAge: 30 });
      expect(walking.history).toMatchObject([{ category: "T3", method: "sieve", byName: "Zorg Incidentpost" }]);
      const missing = await triage(
        incident.id,
        { answers: { catastrophicHaemorrhage: false, walks: "no" } },
        caregiver(),
        400,
      );
      expect(missing.error).toMatchObject({ code: "TRIAGE_INCOMPLETE", fields: { "answers.breathing": "required" } });
      const mismatch = await triage(incident.id, { answers: WALKING, category: "T1" }, caregiver(), 400);
      expect(mismatch.error.fields).toEqual({ category: "categoryMismatch" });
      const direct = await triage(incident.id, { category: "dead" });
      expect(direct.history[0]?.method).toBe("direct");
      expect((await triage(incident.id, {}, caregiver(), 400)).error.fields).toMatchObject({
        category: "triageNeedsCategory",
      });
      // Someone not at the event cannot triage there.
      expect(
        (await outsider.agent.json("POST", triagePath(incident.id), { clientId: randomUUID(), category: "T2" })).status,
      ).toBe(404);
      const counts = (await board(incident.id)).counts;
      expect(counts).toEqual({ T1: 0, T2: 0, T3: 1, dead: 1 });
    } finally {
      await close(incident.id);
    }
  });

  it("makes one casualty of a label scanned twice, by one phone or two at once, and of a triage sent twice", async () => {
    const incident = await declare();
    try {
      const code = tags.firstCode;
      const first = await triage(incident.id, { tagCode: code.toLowerCase().replace("-", " "), answers: FAST });
      expect(first).toMatchObject({ tagCode: code, category: "T1" });
      const rescan = await triage(incident.id, { tagCode: code, answers: WALKING });
      expect(rescan.id).toBe(first.id);
      expect(rescan.history.map((h) => h.category)).toEqual(["T1", "T3"]);
      expect(rescan.category).toBe("T3");

      // Two phones scan the next label at the same moment.
      const next = tags.firstCode.replace(/\d+$/, (n) => String(Number(n) + 1).padStart(4, "0"));
      const both = await Promise.all([
        triage(incident.id, { tagCode: next, category: "T2" }),
        triage(incident.id, { tagCode: next, category: "T2" }, doctor.agent),
      ]);
      expect(both[0].id).toBe(both[1].id);
      const rows = await t.deps.db.select().from(casualties).where(eq(casualties.tagCode, next));
      expect(rows).toHaveLength(1);

      // A queue that sends the same triage twice: stored once.
      const clientId = randomUUID();
      const once = await triage(incident.id, { clientId, category: "T2" });
      const twice = await triage(incident.id, { clientId, category: "T2" });
      expect(twice.id).toBe(once.id);
      expect(
        await t.deps.db.select().from(casualtyTriages).where(eq(casualtyTriages.casualtyId, once.id)),
      ).toHaveLength(1);

      // A label the organisation never printed, and one that does not look like a label.
      const unknown = await triage(incident.id, { tagCode: "ZZZ-9999", category: "T2" }, caregiver(), 404);
      expect(unknown.error.code).toBe("TAG_UNKNOWN");
      const nonsense = await triage(incident.id, { tagCode: "<script>", category: "T2" }, caregiver(), 400);
      expect(nonsense.error.fields).toMatchObject({ tagCode: "invalidTagCode" });
      // Looking a label up: the casualty, or 404 to start a new triage.
      const found = await caregiver().json<CasualtyView>("GET", `${base()}/incidents/${incident.id}/tags/${code}`);
      expect(found.body.id).toBe(first.id);
      const unused = tags.lastCode;
      expect((await caregiver().json("GET", `${base()}/incidents/${incident.id}/tags/${unused}`)).status).toBe(404);
    } finally {
      await close(incident.id);
    }
    // The label stays with its casualty: another incident cannot take it.
    const later = await declare();
    try {
      const taken = await triage(later.id, { tagCode: tags.firstCode, category: "T2" }, caregiver(), 409);
      expect(taken.error.code).toBe("TAG_IN_USE");
    } finally {
      await close(later.id);
    }
  });

  it("lets only the event's doctor override, with a reason, and keeps the whole history", async () => {
    const incident = await declare();
    try {
      const casualty = await triage(incident.id, { answers: FAST });
      const byNurse = await triage(
        incident.id,
        { casualtyId: casualty.id, category: "T2", override: true, reason: "Stabiel na zuurstof" },
        caregiver(),
        403,
      );
      expect(byNurse.error.code).toBe("OVERRIDE_NOT_ALLOWED");
      const noReason = await triage(
        incident.id,
        { casualtyId: casualty.id, category: "T2", override: true },
        doctor.agent,
        400,
      );
      expect(noReason.error.fields).toMatchObject({ reason: "reasonRequired" });
      const overridden = await triage(
        incident.id,
        { casualtyId: casualty.id, category: "T2", override: true, reason: "Stabiel na zuurstof" },
        doctor.agent,
      );
      expect(overridden.category).toBe("T2");
      expect(overridden.history).toMatchObject([
        { category: "T1", override: false },
        { category: "T2", override: true, reason: "Stabiel na zuurstof", byName: "Dokter Incident" },
      ]);
      const kinds = (await board(incident.id)).timeline.map((entry) => entry.kind);
      expect(kinds).toEqual(["declared", "triaged", "overridden"]);
    } finally {
      await close(incident.id);
    }
  });

  it("lets the later triage set the category when an offline phone's earlier one arrives last", async () => {
    const incident = await declare();
    try {
      const now = Date.now();
      const casualty = await triage(incident.id, { category: "T1", at: new Date(now - 60_000).toISOString() });
      const recent = await triage(incident.id, {
        casualtyId: casualty.id,
        category: "T2",
        at: new Date(now - 10_000).toISOString(),
      });
      expect(recent.category).toBe("T2");
      // Done in between on a phone without network, sent only now: history, not the category.
      const late = await triage(incident.id, {
        casualtyId: casualty.id,
        category: "T3",
        at: new Date(now - 30_000).toISOString(),
      });
      expect(late.category).toBe("T2");
      expect(late.history.map((h) => h.category)).toEqual(["T1", "T3", "T2"]);
    } finally {
      await close(incident.id);
    }
  });

  it("moves casualties and counts them per category and place on the board, sickest and longest waiting first", async () => {
    const incident = await declare();
    try {
      const minor = await triage(incident.id, { answers: WALKING });
      const urgent = await triage(incident.id, { answers: FAST });
      const urgentLater = await triage(incident.id, { answers: FAST });
      const moved = await caregiver().json<CasualtyView>(
        "PUT",
        `${base()}/incidents/${incident.id}/casualties/${urgent.id}/place`,
        { place: "on_the_way" },
      );
      expect(moved.body.place).toBe("on_the_way");
      const bad = await caregiver().json<ErrorBody>(
        "PUT",
        `${base()}/incidents/${incident.id}/casualties/${urgent.id}/place`,
        { place: "mars" },
      );
      expect(bad.status).toBe(400);
      const view = await board(incident.id, caregiver());
      expect(view.casualties.map((c) => c.id)).toEqual([urgent.id, urgentLater.id, minor.id]);
      expect(view.byPlace.on_the_way).toEqual({ T1: 1, T2: 0, T3: 0, dead: 0 });
      expect(view.byPlace.on_scene).toEqual({ T1: 1, T2: 0, T3: 1, dead: 0 });
      expect(view.timeline.at(-1)).toMatchObject({ kind: "moved", details: { from: "on_scene", to: "on_the_way" } });
    } finally {
      await close(incident.id);
    }
  });

  it("keeps the later of two moves when a phone's older move arrives late, and both on the timeline", async () => {
    const incident = await declare();
    try {
      const casualty = await triage(incident.id, { answers: FAST });
      const place = `${base()}/incidents/${incident.id}/casualties/${casualty.id}/place`;
      const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
      // Online: to the post now. Then a phone that was offline sends its move of five minutes ago.
      expect((await caregiver().json<CasualtyView>("PUT", place, { place: "at_post" })).body.place).toBe("at_post");
      const kept = { place: "on_the_way", at: minutesAgo(5), clientId: "phone-move-0001" };
      const late = await caregiver().json<CasualtyView>("PUT", place, kept);
      expect(late.status).toBe(200);
      expect(late.body.place).toBe("at_post");
      // The same late move again (the queue lost the answer): still one line, the place kept.
      await caregiver().json("PUT", place, kept);
      // A move kept offline but made after the last one wins.
      const newer = await caregiver().json<CasualtyView>("PUT", place, { place: "gone_home", at: minutesAgo(0) });
      expect(newer.body.place).toBe("gone_home");
      const moves = (await board(incident.id)).timeline.filter((e) => e.kind === "moved");
      expect(moves.map((e) => [e.details.to, e.details.superseded ?? false])).toEqual([
        ["at_post", false],
        ["on_the_way", true],
        ["gone_home", false],
      ]);
      // A hostile time is refused with the field named, and nothing moves.
      const bad = await caregiver().json<ErrorBody>("PUT", place, { place: "dead", at: "yesterday" });
      expect(bad.status).toBe(400);
      expect((await board(incident.id)).casualties[0]?.place).toBe("gone_home");
    } finally {
      await close(incident.id);
    }
  });
});

describe("a casualty taken into treatment", () => {
  it("gets one full patient record of the event, whoever opens it and however often, with its triage on it", async () => {
    const incident = await declare();
    try {
      const casualty = await triage(incident.id, { answers: FAST, approxAge: 19, sex: "male", description: "Benauwd" });
      const recordPath = `${base()}/incidents/${incident.id}/casualties/${casualty.id}/record`;
      const [first, second] = await Promise.all([
        caregiver().json<{ patientId: string }>("POST", recordPath),
        doctor.agent.json<{ patientId: string }>("POST", recordPath),
      ]);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(second.body.patientId).toBe(first.body.patientId);
      const patientId = first.body.patientId;
      const record = await caregiver().json<{
        eventId: string;
        urgency: string;
        estimatedAge: number;
        sex: string;
        complaint: string;
      }>("GET", `${base()}/patients/${patientId}`);
      expect(record.body).toMatchObject({
        eventId,
        urgency: "high",
        estimatedAge: 19,
        sex: "male",
        complaint: "Benauwd",
      });
      const again = await caregiver().json<{ patientId: string }>("POST", recordPath);
      expect(again.body.patientId).toBe(patientId);
      const linked = await caregiver().json<{ incidentId: string; casualty: CasualtyView }>(
        "GET",
        `${base()}/patients/${patientId}/casualty`,
      );
      expect(linked.body).toMatchObject({
        incidentId: incident.id,
        casualty: { id: casualty.id, patientId, category: "T1" },
      });
      expect((await board(incident.id)).timeline.at(-1)).toMatchObject({ kind: "recordOpened" });
      // Someone not at the event, and another organisation, reach neither.
      expect((await outsider.agent.json("POST", recordPath)).status).toBe(404);
      expect((await other.admin.agent.json("GET", `${base(other)}/patients/${patientId}/casualty`)).status).toBe(404);
      const counted = await t.database.query<{ n: number }>(
        "select count(*)::int as n from patients where event_id = $1 and complaint = 'Benauwd'",
        [eventId],
      );
      expect(counted[0]?.n).toBe(1);
    } finally {
      await close(incident.id);
    }
  });
});

describe("transport to hospital", () => {
  it("sends casualties in the event's ambulances to hospitals, warns past a hospital's capacity, and counts what each received", async () => {
    const ambulance = await createAsset(admin(), tenant.orgId, { name: "Ziekenwagen Noord", type: "ambulance" });
    expect((await assign(admin(), tenant.orgId, eventId, ambulance.id)).status).toBe(201);
    const elsewhere = await createAsset(admin(), tenant.orgId, { name: "Niet hier", type: "ambulance" });
    const made = await admin().json<{ id: string }>("POST", `${base()}/hospitals`, {
      name: "AZ Groeninge",
      address: "President Kennedylaan 4, Kortrijk",
      phone: "056 63 63 63",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const hospital = made.body.id;
    expect((await caregiver().json("POST", `${base()}/hospitals`, { name: "Door een hulpverlener" })).status).toBe(403);
    const incident = await declare();
    try {
      expect(
        (
          await admin().json("PUT", `${base()}/incidents/${incident.id}/hospitals/${hospital}`, {
            T1: 1,
            T2: null,
            T3: null,
          })
        ).status,
      ).toBe(200);
      const [first, second] = [
        await triage(incident.id, { answers: FAST }),
        await triage(incident.id, { answers: FAST }),
      ];
      const transport = (casualtyId: string, body: Record<string, unknown>, agent = caregiver()) =>
        agent.json<CasualtyView & ErrorBody>(
          "PUT",
          `${base()}/incidents/${incident.id}/casualties/${casualtyId}/transport`,
          body,
        );
      const sent = await transport(first.id, { hospitalId: hospital, ambulanceId: ambulance.id });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      expect(sent.body).toMatchObject({ hospitalId: hospital, ambulanceId: ambulance.id, place: "on_the_way" });
      // The hospital said one T1: the second is a warning, sent only when confirmed.
      const full = await transport(second.id, { hospitalId: hospital, ambulanceId: ambulance.id });
      expect(full.status).toBe(409);
      expect(full.body.error).toMatchObject({ code: "HOSPITAL_FULL", details: { limit: 1, sent: 1, category: "T1" } });
      expect(
        (await transport(second.id, { hospitalId: hospital, ambulanceId: ambulance.id, overCapacityConfirmed: true }))
          .status,
      ).toBe(200);
      // Only the event's own ambulances.
      const notHere = await transport(second.id, { hospitalId: null, ambulanceId: elsewhere.id });
      expect(notHere.body.error.code).toBe("ASSET_NOT_ON_EVENT");
      const view = await board(incident.id);
      expect(view.hospitals.find((h) => h.id === hospital)).toMatchObject({
        capacity: { T1: 1, T2: null, T3: null },
        received: { T1: 2, T2: 0, T3: 0, dead: 0 },
      });
      expect(view.ambulances).toEqual([{ id: ambulance.id, name: "Ziekenwagen Noord", sent: 2 }]);
      // Another organisation reaches neither the hospital nor the transport.
      expect(
        (await other.admin.agent.json("PUT", `${base(other)}/hospitals/${hospital}`, { name: "Overgenomen" })).status,
      ).toBe(404);
      expect((await transport(first.id, { hospitalId: null, ambulanceId: null }, other.admin.agent)).status).toBe(404);
      expect((await board(incident.id)).casualties.find((c) => c.id === first.id)?.hospitalId).toBe(hospital);
    } finally {
      await close(incident.id);
    }
  });
});

describe("the incident report", () => {
  it("gives the organiser a PDF and a CSV without names: counts, places, hospitals, the casualties and the timeline", async () => {
    const incident = await declare("Paniek bij de uitgang");
    try {
      await triage(incident.id, { tagCode: tags.lastCode, answers: FAST, approxAge: 22 });
      await triage(incident.id, { answers: WALKING, approxAge: 35 });
      await close(incident.id);
      const pdf = await admin().request("GET", `${base()}/incidents/${incident.id}/report.pdf`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      expect(pdf.headers.get("content-disposition")).toContain("incidentrapport.pdf");
      const bytes = new Uint8Array(await pdf.arrayBuffer());
      keepSample("incident-report.pdf", bytes);
      const { text } = await pdfText(bytes);
      for (const words of [
        "Incidentrapport",
        "Paniek bij de uitgang",
        "Podiumfestival",
        "Eindtelling",
        "T1 onmiddellijk",
        tags.lastCode,
        "Ter plaatse",
        "Incident afgekondigd",
      ])
        expect(text).toContain(words);
      const english = await admin().request("GET", `${base()}/incidents/${incident.id}/report.pdf?lang=en`);
      expect((await pdfText(new Uint8Array(await english.arrayBuffer()))).text).toContain("Incident report");
      const csv = await admin().request("GET", `${base()}/incidents/${incident.id}/report.csv`);
      const lines = (await csv.text())
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      expect(lines[0]).toBe("Label;Categorie;Eerste triage;Leeftijd;Plaats;Ziekenhuis;Ziekenwagen;Aangepast");
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain(`${tags.lastCode};T1 onmiddellijk`);
      // For the organiser, not for every caregiver.
      expect((await caregiver().request("GET", `${base()}/incidents/${incident.id}/report.pdf`)).status).toBe(403);
    } finally {
      await close(incident.id);
    }
  });
});

describe("the organisation's triage system", () => {
  it("sorts with START, and a child of about five with JumpSTART, when the organisation chose START", async () => {
    const settings = await admin().json<{ version: number }>("GET", `${base()}/settings`);
    const chosen = await admin().json("PUT", `${base()}/settings`, {
      triageSystem: "start",
      version: settings.body.version,
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const incident = await declare();
    try {
      expect(incident.triageSystem).toBe("start");
      // A child breathing at 40: a normal rate for JumpSTART, so it goes on to the pulse and AVPU.
      const child = await triage(incident.id, {
        approxAge: 5,
        answers: { walks: "no", breathing: true, respiratoryRate: 40, peripheralPulse: true, avpu: "V" },
      });
      expect(child.history[0]).toMatchObject({ method: "jumpstart", category: "T2" });
      const adult = await triage(incident.id, {
        approxAge: 40,
        answers: { walks: "no", breathing: true, respiratoryRate: 40 },
      });
      expect(adult.history[0]).toMatchObject({ method: "start", category: "T1" });
    } finally {
      await close(incident.id);
      const now = await admin().json<{ version: number }>("GET", `${base()}/settings`);
      await admin().json("PUT", `${base()}/settings`, { triageSystem: "sieve", version: now.body.version });
    }
  });
});

describe("incidents across organisations", () => {
  it("answers 404 for another organisation's incident, casualty and label batch, and changes nothing", async () => {
    const incident = await declare();
    try {
      const casualty = await triage(incident.id, { category: "T2" });
      const theirs = other.admin.agent;
      expect((await theirs.json("GET", `${base(other)}/incidents/${incident.id}`)).status).toBe(404);
      expect(
        (
          await theirs.json("POST", `${base(other)}/incidents/${incident.id}/close`, {
            finalCounts: { T1: 0, T2: 0, T3: 0, dead: 0 },
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await theirs.json("POST", `${base(other)}/incidents/${incident.id}/triages`, {
            clientId: randomUUID(),
            category: "T1",
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await theirs.json("PUT", `${base(other)}/incidents/${incident.id}/casualties/${casualty.id}/place`, {
            place: "dead",
          })
        ).status,
      ).toBe(404);
      expect((await theirs.json("GET", `${base(other)}/triage-tags/${tags.id}/labels.pdf`)).status).toBe(404);
      expect((await board(incident.id)).casualties.map((c) => [c.category, c.place])).toEqual([["T2", "on_scene"]]);
    } finally {
      await close(incident.id);
    }
  });
});
