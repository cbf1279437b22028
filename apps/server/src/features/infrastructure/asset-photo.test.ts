import { PATIENT_PHOTO_MAX_BYTES } from "@hulppost/shared/constants";
import type { AssetView } from "@hulppost/shared/infrastructure";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAsset } from "../../../test/helpers/assets";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { assetPhotos, auditLog } from "../../db/schema/index";

let t: TestApp;
let tenant: Tenant;
let outsider: Tenant;
let asset: AssetView;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Fotovloot" });
  outsider = await createTenant(t, { label: "Fotoburen" });
  asset = await createAsset(tenant.admin.agent, tenant.orgId, { name: "Gefotografeerd" });
});
afterAll(() => t.close());

const photoPath = (id = asset.id, org = tenant) => `/api/orgs/${org.orgId}/assets/${id}/photo`;

/** A phone photo: 4000×3000 with EXIF carrying a GPS position (the garage's address) and the make. */
async function phoneJpeg() {
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 240, g: 240, b: 20 } } })
    .jpeg()
    .withExifMerge({
      IFD0: { Make: "Hulppost Garage Phone", Model: "Y2" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 3/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "3/1 43/1 0/1" },
    })
    .toBuffer();
}

const upload = (agent: Tenant["admin"]["agent"], path: string, body: Buffer, type = "image/jpeg") =>
  agent.request("PUT", path, body, { "content-type": type });

describe("asset photos", () => {
  it("stores an image resized and without EXIF or GPS, served privately, and removes it", async () => {
    const res = await upload(tenant.admin.agent, photoPath(), await phoneJpeg());
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ width: 1600, height: 1200 });
    const [stored] = await t.deps.db.select().from(assetPhotos).where(eq(assetPhotos.assetId, asset.id));
    const meta = await sharp(stored?.content).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(stored?.content.includes(Buffer.from("Hulppost Garage Phone"))).toBe(false);
    expect(stored?.organizationId).toBe(tenant.orgId);

    const served = await tenant.admin.agent.get(photoPath());
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("private, no-store");
    const read = await tenant.admin.agent.json<AssetView>("GET", `/api/orgs/${tenant.orgId}/assets/${asset.id}`);
    expect(read.body.photoUpdatedAt).not.toBeNull();

    expect((await tenant.admin.agent.delete(photoPath())).status).toBe(204);
    expect((await tenant.admin.agent.get(photoPath())).status).toBe(404);
    expect((await tenant.admin.agent.delete(photoPath())).status).toBe(404);
    const lines = await t.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, asset.id), eq(auditLog.targetType, "asset")));
    expect(lines.map((l) => l.action)).toEqual(expect.arrayContaining(["asset.photo", "asset.photo_delete"]));
  });

  it("refuses what is not an image, whatever its type says, and anything over 5 MB", async () => {
    const fake = await upload(tenant.admin.agent, photoPath(), Buffer.from("<svg onload=alert(1)>"), "image/png");
    expect(fake.status).toBe(400);
    expect(await fake.json()).toMatchObject({ error: { code: "PHOTO_INVALID", fields: { photo: "notAnImage" } } });
    const big = Buffer.alloc(PATIENT_PHOTO_MAX_BYTES + 1, 1);
    const large = await upload(tenant.admin.agent, photoPath(), big);
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({ error: { code: "PHOTO_TOO_LARGE" } });
  });

  it("keeps photos to admins of the organisation", async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect((await upload(tenant.caregiver.agent, photoPath(), png, "image/png")).status).toBe(403);
    expect((await upload(tenant.admin.agent, photoPath(), png, "image/png")).status).toBe(200);
    expect((await tenant.caregiver.agent.get(photoPath())).status).toBe(403);
    expect((await tenant.caregiver.agent.delete(photoPath())).status).toBe(403);
    // Another organisation's admin: 404 under their own organisation and under this one.
    expect((await outsider.admin.agent.get(photoPath())).status).toBe(404);
    expect((await outsider.admin.agent.get(photoPath(asset.id, outsider))).status).toBe(404);
    expect((await upload(outsider.admin.agent, photoPath(asset.id, outsider), png, "image/png")).status).toBe(404);
    expect((await outsider.admin.agent.delete(photoPath(asset.id, outsider))).status).toBe(404);
    expect((await tenant.admin.agent.get(photoPath())).status).toBe(200);
  });
});
