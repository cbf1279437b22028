import { randomUUID } from "node:crypto";
import { PATIENT_PHOTO_MAX_BYTES } from "@hulppost/shared/constants";
import type { PatientView } from "@hulppost/shared/patients";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent } from "../../../test/helpers/events";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { auditLog, patientHistory, patientPhotos } from "../../db/schema/index";

let t: TestApp;
let tenant: Tenant;
let outsider: Tenant;
let patient: PatientView;
let eventId: string;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Fotopost" });
  outsider = await createTenant(t, { label: "Buren" });
  const event = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Fotofeest" });
  eventId = event.id;
  patient = (
    await tenant.admin.agent.json<PatientView>("POST", `/api/orgs/${tenant.orgId}/events/${event.id}/patients`, {
      id: randomUUID(),
      urgency: "low",
    })
  ).body;
});
afterAll(() => t.close());

const photoPath = (id = patient.id) => `/api/orgs/${tenant.orgId}/patients/${id}/photo`;

async function newPatient() {
  const res = await tenant.admin.agent.json<PatientView>(
    "POST",
    `/api/orgs/${tenant.orgId}/events/${eventId}/patients`,
    { id: randomUUID(), urgency: "low", firstName: "Fotonaam" },
  );
  expect(res.status).toBe(201);
  return res.body;
}

/** A camera's JPEG: 3000×2000, with EXIF carrying a GPS position and the camera's make. */
async function cameraJpeg() {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 200, g: 60, b: 60 } } })
    .jpeg()
    .withExifMerge({
      IFD0: { Make: "Hulppost Test Camera", Model: "X1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 3/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "3/1 43/1 0/1" },
    })
    .toBuffer();
}

function upload(agent: Tenant["admin"]["agent"], path: string, body: Buffer, type = "image/jpeg") {
  return agent.request("PUT", path, body, { "content-type": type });
}

describe("patient photos", () => {
  it("stores an image resized and without its EXIF or GPS data, served privately to the organisation", async () => {
    const original = await cameraJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(tenant.admin.agent, photoPath(), original);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ width: 1600, height: 1067 });
    const [stored] = await t.deps.db.select().from(patientPhotos).where(eq(patientPhotos.patientId, patient.id));
    const meta = await sharp(stored?.content).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(stored?.content.includes(Buffer.from("Hulppost Test Camera"))).toBe(false);

    const served = await tenant.admin.agent.get(photoPath());
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await served.arrayBuffer()).equals(stored?.content as Buffer)).toBe(true);
    const record = await tenant.admin.agent.json<PatientView>(
      "GET",
      `/api/orgs/${tenant.orgId}/patients/${patient.id}`,
    );
    expect(record.body.hasPhoto).toBe(true);
  });

  it("checks the content, not the name: text sent as a JPEG is refused", async () => {
    const res = await upload(tenant.admin.agent, photoPath(), Buffer.from("<script>alert(1)</script>"));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("PHOTO_INVALID");
    const pdf = await upload(tenant.admin.agent, photoPath(), Buffer.from("%PDF-1.4\n%…"), "image/png");
    expect(pdf.status).toBe(400);
  });

  it("refuses a photo over 5 MB", async () => {
    const big = Buffer.alloc(PATIENT_PHOTO_MAX_BYTES + 1, 0xff);
    const res = await upload(tenant.admin.agent, photoPath(), big);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("PHOTO_TOO_LARGE");
  });

  it("answers 404 to another organisation, for reading, replacing and removing", async () => {
    const foreign = `/api/orgs/${outsider.orgId}/patients/${patient.id}/photo`;
    expect((await outsider.admin.agent.get(foreign)).status).toBe(404);
    expect((await outsider.admin.agent.get(photoPath())).status).toBe(404);
    expect((await upload(outsider.admin.agent, foreign, await cameraJpeg())).status).toBe(404);
    expect((await outsider.admin.agent.request("DELETE", foreign)).status).toBe(404);
    const [stored] = await t.deps.db.select().from(patientPhotos).where(eq(patientPhotos.patientId, patient.id));
    expect(stored?.width).toBe(1600);
  });

  it("writes a look at the photo to the record's history and the audit log, once per person in five minutes", async () => {
    const pictured = await newPatient();
    expect((await upload(tenant.admin.agent, photoPath(pictured.id), await cameraJpeg())).status).toBe(200);
    const views = () =>
      t.deps.db
        .select()
        .from(patientHistory)
        .where(and(eq(patientHistory.patientId, pictured.id), eq(patientHistory.kind, "viewed")));
    expect(await views()).toEqual([]);
    const audited = () =>
      t.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "patient.view"), eq(auditLog.targetId, pictured.id)));
    expect((await tenant.admin.agent.get(photoPath(pictured.id))).status).toBe(200);
    expect((await tenant.admin.agent.get(photoPath(pictured.id))).status).toBe(200);
    expect((await views()).map((v) => v.actorUserId)).toEqual([tenant.admin.id]);
    expect((await audited()).map((a) => [a.actorUserId, a.organizationId, a.targetType])).toEqual([
      [tenant.admin.id, tenant.orgId, "patient"],
    ]);
    // The same look as the record's: opening the record now adds nothing.
    expect((await tenant.admin.agent.get(`/api/orgs/${tenant.orgId}/patients/${pictured.id}`)).status).toBe(200);
    expect(await views()).toHaveLength(1);
    expect(await audited()).toHaveLength(1);
  });

  it("writes an upload and a removal to the audit log with the person and the record, never the image", async () => {
    const pictured = await newPatient();
    expect((await upload(tenant.admin.agent, photoPath(pictured.id), await cameraJpeg())).status).toBe(200);
    expect((await tenant.admin.agent.request("DELETE", photoPath(pictured.id))).status).toBe(204);
    const lines = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, pictured.id), eq(auditLog.targetType, "patient")))
      .orderBy(auditLog.id);
    const photoLines = lines.filter((l) => l.action.startsWith("patient.photo"));
    expect(photoLines.map((l) => [l.action, l.actorUserId, l.organizationId, l.details])).toEqual([
      ["patient.photo", tenant.admin.id, tenant.orgId, null],
      ["patient.photo_delete", tenant.admin.id, tenant.orgId, null],
    ]);
    expect(JSON.stringify(lines)).not.toContain("Fotonaam");
    expect(JSON.stringify(lines)).not.toContain("Hulppost Test Camera");
  });

  it("removes the photo", async () => {
    expect((await tenant.admin.agent.request("DELETE", photoPath())).status).toBe(204);
    expect((await tenant.admin.agent.get(photoPath())).status).toBe(404);
  });
});
