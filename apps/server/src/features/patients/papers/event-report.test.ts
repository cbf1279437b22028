import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAsset } from "../../../../test/helpers/assets";
import { createEvent } from "../../../../test/helpers/events";
import { keepSample, pdfText, seedReferral } from "../../../../test/helpers/patient-papers";
import { createTenant, type Tenant } from "../../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../../test/helpers/test-app";
import { auditLog } from "../../../db/schema/index";

let t: TestApp;
let tenant: Tenant;
let eventId: string;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Rode Kruis Zoë" });
  eventId = (
    await createEvent(tenant.admin.agent, tenant.orgId, { name: "Fête de la Musique", location: "Place Flagey" })
  ).id;
  await tenant.admin.agent.json("POST", `/api/orgs/${tenant.orgId}/events/${eventId}/assignments`, {
    userId: tenant.caregiver.id,
  });
  // The tent asked for, no ambulance: the report counts assigned assets like people.
  const tent = await createAsset(tenant.admin.agent, tenant.orgId, {
    name: "Tent 1",
    type: "tent",
    licencePlate: null,
  });
  const assigned = await tenant.admin.agent.json("POST", `/api/orgs/${tenant.orgId}/events/${eventId}/assets`, {
    assetId: tent.id,
  });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);
  await seedReferral(t, tenant.caregiver.agent, tenant.orgId, eventId);
  await addPatient({ firstName: "Anaïs", lastName: "Peeters", urgency: "low" });
  const home = await addPatient({ firstName: "Jürgen", lastName: "Müller", urgency: "medium", outcome: "home" });
  await tenant.caregiver.agent.json("POST", `/api/orgs/${tenant.orgId}/patients/${home}/status`, {
    status: "completed",
  });
});
afterAll(() => t.close());

async function addPatient(fields: Record<string, unknown>) {
  const id = randomUUID();
  const res = await tenant.caregiver.agent.json("POST", `/api/orgs/${tenant.orgId}/events/${eventId}/patients`, {
    id,
    complaint: "Hoofdpijn",
    ...fields,
  });
  expect(res.status).toBe(201);
  return id;
}

const report = (format: "pdf" | "csv", query = "") =>
  `/api/orgs/${tenant.orgId}/events/${eventId}/report.${format}${query}`;
const NAMES = /Françoise|Lefèvre|Anaïs|Peeters|Jürgen|Müller|Zorg|Admin/;

describe("the event report", () => {
  it("counts the contacts as CSV, by urgency, status, outcome and hour, with referrals, 112 calls and staffing, without names", async () => {
    const res = await tenant.admin.agent.get(report("csv"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /filename="\d{4}-\d{2}-\d{2}-Fete-de-la-Musique-rapport\.csv"/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes).replace(/^\uFEFF/, "");
    keepSample("event-report-nl.csv", csv);
    const value = (code: string) => {
      const line = csv.split("\r\n").find((l) => l.split(";")[2] === code);
      return line?.split(";")[3];
    };
    expect(csv.split("\r\n")[0]).toBe("Onderdeel;Omschrijving;Code;Waarde;Nodig");
    expect(value("name")).toBe("Fête de la Musique");
    expect(value("contacts")).toBe("3");
    expect([value("high"), value("medium"), value("low"), value("unknown")]).toEqual(["1", "1", "1", "0"]);
    expect([value("under_treatment"), value("completed"), value("hospital_referral"), value("call_112")]).toEqual([
      "1",
      "1",
      "1",
      "0",
    ]);
    expect([value("hospital"), value("home"), value("none")]).toEqual(["1", "1", "1"]);
    // The referral went through a 112 call first: both count, from the status history.
    expect([value("hospital_referrals"), value("calls_112")]).toEqual(["1", "1"]);
    const hours = csv.split("\r\n").filter((l) => /;\d{4}-\d{2}-\d{2}T\d{2};/.test(l));
    expect(hours.reduce((sum, l) => sum + Number(l.split(";")[3]), 0)).toBe(3);
    expect(csv).toContain("Verpleegkundigen (Ingepland);nurse;1;2");
    expect(csv).toContain("Artsen (Ingepland);doctor;0;1");
    expect(csv).toContain(";tents;1;1");
    expect(csv).toContain(";ambulances;0;1");
    expect(csv).not.toMatch(NAMES);
  });

  it("prints the report as a PDF in the organisation's language or the one asked for, without names", async () => {
    const nl = await tenant.admin.agent.get(report("pdf"));
    expect(nl.status).toBe(200);
    expect(nl.headers.get("content-type")).toBe("application/pdf");
    const nlBytes = new Uint8Array(await nl.arrayBuffer());
    keepSample("event-report-nl.pdf", nlBytes);
    const dutch = await pdfText(nlBytes);
    for (const expected of [
      "Evenementrapport: Fête de la Musique",
      "Patiëntcontacten",
      "Per uur van aankomst",
      "EHBO'ers",
    ])
      expect(dutch.text).toContain(expected);
    expect(dutch.text).not.toMatch(NAMES);

    const fr = await tenant.admin.agent.get(report("pdf", "?lang=fr"));
    expect(fr.headers.get("content-disposition")).toContain("rapport.pdf");
    const frBytes = new Uint8Array(await fr.arrayBuffer());
    keepSample("event-report-fr.pdf", frBytes);
    const french = await pdfText(frBytes);
    for (const expected of [
      "Rapport de l’événement",
      "Prises en charge",
      "Orientés vers l’hôpital",
      "Écart",
      "RODE KRUIS ZOË",
    ])
      expect(french.text).toContain(expected);
  });

  it("is for admins: a caregiver, even one at the event, is refused; every download is audit-logged", async () => {
    expect((await tenant.caregiver.agent.get(report("pdf"))).status).toBe(403);
    expect((await tenant.caregiver.agent.get(report("csv"))).status).toBe(403);
    const lines = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "event.report"), eq(auditLog.targetId, eventId)));
    expect(lines.map((l) => l.details)).toEqual(
      expect.arrayContaining([
        { paper: "event_report_csv", language: "nl" },
        { paper: "event_report_pdf", language: "fr" },
      ]),
    );
    expect(lines.every((l) => l.actorUserId === tenant.admin.id && l.targetType === "event")).toBe(true);
  });

  it("asks the database a fixed number of times, whatever the number of patients", async () => {
    const { queryCounter } = await import("../../../db/client");
    const measure = async () => {
      const store = { count: 0, texts: [] as string[] };
      const res = await queryCounter.run(store, () => tenant.admin.agent.get(report("csv")));
      expect(res.status).toBe(200);
      return store.count;
    };
    const few = await measure();
    for (let i = 0; i < 6; i++) await addPatient({ urgency: "low" });
    expect(await measure()).toBe(few);
  });
});
