import type { HandoverView } from "@hulppost/shared/papers";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent } from "../../../../test/helpers/events";
import { keepSample, pdfText, seedReferral } from "../../../../test/helpers/patient-papers";
import { createTenant, type Tenant } from "../../../../test/helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../../../../test/helpers/test-app";
import { auditLog } from "../../../db/schema/index";

let t: TestApp;
let tenant: Tenant;
let outsider: TestUser;
let eventId: string;
let patientId: string;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Secours Liège" });
  outsider = await t.createUser({ firstName: "Niet", lastName: "Ingepland" });
  await t.database.query(
    "insert into user_organizations (user_id, organization_id, role) values ($1, $2, 'hulpverlener')",
    [outsider.id, tenant.orgId],
  );
  eventId = (
    await createEvent(tenant.admin.agent, tenant.orgId, {
      name: "Fête de la Musique",
      location: "Place Saint-Lambert",
      hospitalName: "CHR de la Citadelle",
      hospitalAddress: "Boulevard du 12ème de Ligne 1, 4000 Liège",
      hospitalPhone: "04 225 61 11",
    })
  ).id;
  await tenant.admin.agent.json("POST", `/api/orgs/${tenant.orgId}/events/${eventId}/assignments`, {
    userId: tenant.caregiver.id,
  });
  patientId = (await seedReferral(t, tenant.caregiver.agent, tenant.orgId, eventId)).id;
});
afterAll(() => t.close());

const paper = (suffix: string) => `/api/orgs/${tenant.orgId}/patients/${patientId}/${suffix}`;

async function download(agent: TestUser["agent"], path: string) {
  const res = await agent.get(path);
  expect(res.status, path).toBe(200);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe("the patient report", () => {
  it("prints the record in Dutch: identity, clinical picture, template, vitals with NEWS2, status history, people", async () => {
    const { res, bytes } = await download(tenant.caregiver.agent, paper("report.pdf?lang=nl"));
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const disposition = res.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(
      new RegExp(`filename="\\d{4}-\\d{2}-\\d{2}-patientrapport-${patientId.slice(0, 8)}\\.pdf"`),
    );
    // The patient's name never goes into a file name.
    expect(disposition).not.toContain("Lef");
    keepSample("patient-report-nl.pdf", bytes);
    const { text } = await pdfText(bytes);
    for (const expected of [
      "SECOURS LIÈGE",
      "Patiëntrapport",
      "Fête de la Musique",
      "Françoise Lefèvre-Ñuñez",
      "Chute à vélo, douleur à la cheville gauche",
      "Zoë (zus) betaalt de kruk: 25 €",
      "Allergieën",
      "Penicilline",
      "14 (licht) · E4 V4 M6",
      "Gebruikt sjabloon",
      "Verstuikte enkel",
      "Gegeven behandeling",
      "Verwezen naar ziekenhuis",
      "112 gebeld",
      "142/91",
      "NEWS2",
      "Bloeddruk (mmHg) en pols (/min)",
      "Statusverloop",
      "Behandeld door",
      "Zorg Secours Liège",
      "Linkervoet",
      "pagina 1 van",
    ])
      expect(text, expected).toContain(expected);
  });

  it("prints in French when asked, and in the organisation's report language by default", async () => {
    const asked = await pdfText((await download(tenant.admin.agent, paper("report.pdf?lang=fr"))).bytes);
    for (const expected of [
      "Rapport patient",
      "Soins prodigués",
      "Orienté vers l’hôpital",
      "Modèle utilisé",
      "Pied gauche",
    ])
      expect(asked.text).toContain(expected);

    const settings = await tenant.admin.agent.json("GET", `/api/orgs/${tenant.orgId}/settings`);
    const saved = await tenant.admin.agent.json("PUT", `/api/orgs/${tenant.orgId}/settings`, {
      ...(settings.body as object),
      reportLanguage: "fr",
    });
    expect(saved.status).toBe(200);
    const { res, bytes } = await download(tenant.caregiver.agent, paper("report.pdf"));
    expect(res.headers.get("content-disposition")).toContain("rapport-patient");
    keepSample("patient-report-fr.pdf", bytes);
    const byDefault = await pdfText(bytes);
    expect(byDefault.text).toContain("Rapport patient");
    expect(byDefault.text).toContain("Françoise Lefèvre-Ñuñez");
    // Back to the language the other tests expect: a change of one field, against the version just saved.
    const restored = await tenant.admin.agent.json("PUT", `/api/orgs/${tenant.orgId}/settings`, {
      reportLanguage: (settings.body as { reportLanguage: string }).reportLanguage,
      version: (saved.body as { version: number }).version,
    });
    expect(restored.status).toBe(200);
    // Only the four languages are papers' languages.
    expect((await tenant.admin.agent.get(paper("report.pdf?lang=de"))).status).toBe(400);
  });
});

describe("the ATMIST handover", () => {
  it("answers the sheet's content in ATMIST order with the event's hospital as destination", async () => {
    const res = await tenant.caregiver.agent.json<HandoverView>("GET", paper("handover"));
    expect(res.status).toBe(200);
    const sheet = res.body;
    expect(sheet).toMatchObject({
      name: "Françoise Lefèvre-Ñuñez",
      status: "hospital_referral",
      age: { estimated: false, birthDate: "1988-03-14" },
      mechanism: expect.stringContaining("Val van de fiets"),
      injuries: { bodyParts: ["left_foot", "head"] },
      signs: { count: 3, gcs: { total: 14, band: "mild" }, pain: 7 },
      treatment: { templateName: "Verstuikte enkel", text: expect.stringContaining("Paracetamol") },
      allergies: "Penicilline",
      destination: {
        name: "CHR de la Citadelle",
        address: "Boulevard du 12ème de Ligne 1, 4000 Liège",
        emergencyPhone: "+32 4 225 61 11",
      },
    });
    expect(sheet.signs.first).toMatchObject({ systolic: 142, heartRate: 112, consciousness: "confusion" });
    expect(sheet.signs.latest).toMatchObject({ systolic: 118, heartRate: 88, news2: { total: expect.any(Number) } });
    expect(JSON.stringify(sheet)).not.toContain("recordedBy");
  });

  it("prints the handover on one page, in French with its accents", async () => {
    const { res, bytes } = await download(tenant.caregiver.agent, paper("handover.pdf?lang=fr"));
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain("transmission");
    keepSample("handover-fr.pdf", bytes);
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBe(1);
    for (const expected of [
      "Transmission à l’ambulance (ATMIST)",
      "Françoise Lefèvre-Ñuñez",
      "CHR de la Citadelle",
      "Boulevard du 12ème de Ligne 1",
      "+32 4 225 61 11",
      "Penicilline",
      "ÂGE",
      "MÉCANISME",
      "LÉSIONS",
      "Dernière",
      "Première",
      "Confusion récente",
      "GCS 14 (léger)",
      "Verstuikte enkel",
    ])
      expect(text, expected).toContain(expected);
    const nl = await download(tenant.caregiver.agent, paper("handover.pdf?lang=nl"));
    keepSample("handover-nl.pdf", nl.bytes);
    expect((await pdfText(nl.bytes)).text).toContain("Overdracht aan de ziekenwagen (ATMIST)");
  });
});

describe("who may take the papers", () => {
  it("refuses a caregiver who is not at the event with 404, like a record of another organisation", async () => {
    for (const suffix of ["report.pdf", "handover", "handover.pdf", "fhir"]) {
      const res = await outsider.agent.json<{ error: { code: string } }>("GET", paper(suffix));
      expect(res.status, suffix).toBe(404);
      expect(res.body.error.code).toBe("PATIENT_NOT_FOUND");
    }
    const stranger = await createTenant(t);
    expect((await stranger.admin.agent.get(paper("report.pdf"))).status).toBe(404);
    expect((await t.agent().get(paper("report.pdf"))).status).toBe(401);
  });

  it("writes one audit line per download naming who, which record and which paper, never a value", async () => {
    const before = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "patient.export"), eq(auditLog.targetId, patientId)));
    for (const suffix of ["report.pdf?lang=es", "handover.pdf?lang=en", "fhir"])
      await download(tenant.caregiver.agent, paper(suffix));
    const lines = (
      await t.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "patient.export"), eq(auditLog.targetId, patientId)))
    ).slice(before.length);
    expect(lines.map((l) => l.details)).toEqual(
      expect.arrayContaining([
        { paper: "patient_report", language: "es" },
        { paper: "handover", language: "en" },
        { paper: "fhir", language: "nl" },
      ]),
    );
    for (const line of lines) {
      expect(line).toMatchObject({
        actorUserId: tenant.caregiver.id,
        targetType: "patient",
        organizationId: tenant.orgId,
      });
      expect(JSON.stringify(line)).not.toMatch(/Lef|Penicilline|cheville/);
    }
    // A refused download leaves no line.
    await outsider.agent.get(paper("report.pdf"));
    const after = await t.deps.db.select().from(auditLog).where(eq(auditLog.actorUserId, outsider.id));
    expect(after.filter((l) => l.action === "patient.export")).toEqual([]);
  });
});
