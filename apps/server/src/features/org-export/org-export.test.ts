import { randomUUID } from "node:crypto";
import type { DataExportView } from "@hulppost/shared/org-export";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAsset } from "../../../test/helpers/assets";
import { createEvent } from "../../../test/helpers/events";
import { pdfText, seedReferral } from "../../../test/helpers/patient-papers";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import {
  auditLog,
  chatMessages,
  dataExports,
  eventAssignments,
  eventInterests,
  incidents,
  locationShares,
  teamMembers,
  teams,
} from "../../db/schema/index";

let t: TestApp;
let tenant: Tenant;
let outsider: Tenant;
let patientId: string;
let assetId: string;

const exportsPath = (orgId: string) => `/api/orgs/${orgId}/data-exports`;

async function jpeg() {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 60, b: 60 } } })
    .jpeg()
    .toBuffer();
}

/** An organisation with something in every module: events, staffing, teams, patients, assets, chat, incidents. */
async function fill(tn: Tenant, label: string) {
  const event = await createEvent(tn.admin.agent, tn.orgId, { name: `${label} feest` });
  const db = t.deps.db;
  await db.insert(eventAssignments).values({
    organizationId: tn.orgId,
    eventId: event.id,
    userId: tn.caregiver.id,
    qualification: "nurse",
  });
  await db.insert(eventInterests).values({ organizationId: tn.orgId, eventId: event.id, userId: tn.caregiver.id });
  const [team] = await db
    .insert(teams)
    .values({ organizationId: tn.orgId, eventId: event.id, name: `${label} ploeg` })
    .returning({ id: teams.id });
  await db
    .insert(teamMembers)
    .values({ organizationId: tn.orgId, teamId: team?.id as string, userId: tn.caregiver.id });
  await db.insert(chatMessages).values({
    id: randomUUID(),
    organizationId: tn.orgId,
    eventId: event.id,
    authorId: tn.caregiver.id,
    body: `${label} zegt hallo`,
  });
  await db.insert(incidents).values({
    id: randomUUID(),
    organizationId: tn.orgId,
    eventId: event.id,
    name: `${label} incident`,
    triageSystem: "start",
    declaredBy: tn.admin.id,
  } as never);
  await db
    .insert(locationShares)
    .values({ organizationId: tn.orgId, userId: tn.caregiver.id, latitude: 51, longitude: 3.7 });
  const patient = await seedReferral(t, tn.admin.agent, tn.orgId, event.id);
  const photo = await tn.admin.agent.request(
    "PUT",
    `/api/orgs/${tn.orgId}/patients/${patient.id}/photo`,
    await jpeg(),
    {
      "content-type": "image/jpeg",
    },
  );
  expect(photo.status).toBe(200);
  const asset = await createAsset(tn.admin.agent, tn.orgId, { name: `${label} tent` });
  const assetPhoto = await tn.admin.agent.request(
    "PUT",
    `/api/orgs/${tn.orgId}/assets/${asset.id}/photo`,
    await jpeg(),
    {
      "content-type": "image/jpeg",
    },
  );
  expect(assetPhoto.status).toBe(200);
  return { patientId: patient.id, assetId: asset.id as string };
}

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Exportpost" });
  outsider = await createTenant(t, { label: "Andere post" });
  ({ patientId, assetId } = await fill(tenant, "Eigen"));
  await fill(outsider, "Vreemd");
}, 120_000);
afterAll(() => t.close());

/** Rows of a CSV (the BOM and separator of the organisation's language: Dutch, so semicolons). */
function csvRows(text: string) {
  return text
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
}

describe("the organisation's export", () => {
  let exportId: string;
  let files: Record<string, Uint8Array>;

  it("is queued by an admin, built by the job to 100 %, and downloads as one ZIP", async () => {
    const started = await tenant.admin.agent.json<DataExportView>("POST", exportsPath(tenant.orgId));
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: "queued", progress: 0, expiresAt: null });
    exportId = started.body.id;
    await t.deps.jobs.runDue();
    const list = await tenant.admin.agent.json<DataExportView[]>("GET", exportsPath(tenant.orgId));
    const done = list.body.find((e) => e.id === exportId);
    expect(done).toMatchObject({ status: "done", progress: 100, expired: false });
    const hours = (Date.parse(done?.expiresAt as string) - Date.parse(done?.finishedAt as string)) / 3600_000;
    expect(hours).toBe(24);
    const res = await tenant.admin.agent.request("GET", `${exportsPath(tenant.orgId)}/${exportId}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const [line] = await t.deps.db.select().from(auditLog).where(eq(auditLog.targetId, exportId));
    expect(line?.action).toBe("organization.export");
  });

  it("holds a CSV per entity with its header and rows, and the same in data.json", async () => {
    const counts: Record<string, number> = {
      events: 1,
      event_assignments: 1,
      event_interests: 1,
      teams: 1,
      team_members: 1,
      members: 2,
      patients: 1,
      vital_signs: 3,
      patient_photos: 1,
      asset_photos: 1,
      infrastructure_assets: 1,
      incidents: 1,
      chat_messages: 1,
      location_shares: 1,
      organization: 1,
      organization_settings: 1,
    };
    const data = JSON.parse(strFromU8(files["data.json"] as Uint8Array)) as Record<string, Record<string, unknown>[]>;
    for (const [entity, n] of Object.entries(counts)) {
      const rows = csvRows(strFromU8(files[`csv/${entity}.csv`] as Uint8Array));
      expect(rows.length - 1, entity).toBe(n);
      expect(data[entity], entity).toHaveLength(n);
    }
    for (const entity of ["sms_messages", "casualties", "audit_log", "patient_history", "treatment_templates"])
      expect(files[`csv/${entity}.csv`], entity).toBeDefined();
    expect(csvRows(strFromU8(files["csv/members.csv"] as Uint8Array))[0]).toContain("first_name;last_name;email");
    expect(csvRows(strFromU8(files["csv/patients.csv"] as Uint8Array))[0]?.startsWith("id;organization_id")).toBe(true);
    expect(data.patients?.[0]).toMatchObject({ id: patientId, last_name: "Lefèvre-Ñuñez" });
    expect(data.vital_signs?.length).toBe(3);
  });

  it("holds every patient's report PDF, readable, and the photos as files", async () => {
    const pdfs = Object.keys(files).filter((name) => name.startsWith("patients/") && name.endsWith(".pdf"));
    expect(pdfs).toHaveLength(1);
    expect(pdfs[0]).toContain(patientId);
    const { text } = await pdfText(files[pdfs[0] as string] as Uint8Array);
    expect(text).toContain("Lefèvre-Ñuñez");
    expect(text).toContain("Verstuikte enkel");
    for (const photo of [`photos/patients/${patientId}.jpg`, `photos/assets/${assetId}.jpg`]) {
      const bytes = files[photo] as Uint8Array;
      expect((await sharp(bytes).metadata()).format, photo).toBe("jpeg");
    }
  });

  it("holds nothing of another organisation", () => {
    const all = Object.entries(files)
      .map(([name, bytes]) => (name.endsWith(".csv") || name.endsWith(".json") ? strFromU8(bytes) : name))
      .join("\n");
    expect(all).not.toContain(outsider.orgId);
    expect(all).not.toContain("Vreemd");
    expect(all).not.toContain(outsider.caregiver.email);
    expect(all).toContain("Eigen zegt hallo");
  });

  it("answers 410 once expired, and the sweep frees its bytes", async () => {
    await t.deps.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, exportId));
    const res = await tenant.admin.agent.request("GET", `${exportsPath(tenant.orgId)}/${exportId}/download`);
    expect(res.status).toBe(410);
    const { sweepExpiredExports } = await import("./org-export.service");
    expect(await sweepExpiredExports(t.deps.db)).toBeGreaterThanOrEqual(1);
    const [row] = await t.deps.db.select().from(dataExports).where(eq(dataExports.id, exportId));
    expect(row?.content).toBeNull();
    const list = await tenant.admin.agent.json<DataExportView[]>("GET", exportsPath(tenant.orgId));
    expect(list.body.find((e) => e.id === exportId)?.expired).toBe(true);
  });

  it("is refused to a caregiver and to another organisation's admin (404 on a foreign id)", async () => {
    expect((await tenant.caregiver.agent.json("POST", exportsPath(tenant.orgId))).status).toBe(403);
    expect((await tenant.caregiver.agent.json("GET", exportsPath(tenant.orgId))).status).toBe(403);
    expect(
      (await tenant.caregiver.agent.request("GET", `${exportsPath(tenant.orgId)}/${exportId}/download`)).status,
    ).toBe(403);
    expect((await outsider.admin.agent.json("POST", exportsPath(tenant.orgId))).status).toBe(404);
    expect((await outsider.admin.agent.json("GET", exportsPath(tenant.orgId))).status).toBe(404);
    expect(
      (await outsider.admin.agent.request("GET", `${exportsPath(tenant.orgId)}/${exportId}/download`)).status,
    ).toBe(404);
    // Their own organisation's path with this organisation's export id.
    expect(
      (await outsider.admin.agent.request("GET", `${exportsPath(outsider.orgId)}/${exportId}/download`)).status,
    ).toBe(404);
    expect(
      (await outsider.admin.agent.request("GET", `${exportsPath(outsider.orgId)}/${randomUUID()}/download`)).status,
    ).toBe(404);
  });
});
