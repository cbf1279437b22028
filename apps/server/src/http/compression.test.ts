import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent } from "../../test/helpers/events";
import { createTenant, type Tenant } from "../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../test/helpers/test-app";

let t: TestApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t);
});
afterAll(() => t.close());

const GZIP = { "accept-encoding": "gzip, deflate, br" };

describe("compressed answers", () => {
  it("send a list gzipped to a client that accepts it, byte for byte the plain answer", async () => {
    const path = `/api/orgs/${tenant.orgId}/members`;
    const plain = await tenant.admin.agent.get(path);
    expect(plain.headers.get("content-encoding")).toBeNull();
    const text = await plain.text();
    const zipped = await tenant.admin.agent.get(path, GZIP);
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toContain("Accept-Encoding");
    expect(zipped.headers.get("cache-control")).toBe("no-store");
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(text);
  });

  it("leave the small, constant answers and binary files plain", async () => {
    for (const path of [
      "/api/me",
      "/api/health",
      "/api/auth/get-session",
      `/api/orgs/${tenant.orgId}/vacancies/count`,
    ]) {
      const res = await tenant.caregiver.agent.get(path, GZIP);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-encoding"), path).toBeNull();
    }
    const event = await createEvent(tenant.admin.agent, tenant.orgId);
    const pdf = await tenant.admin.agent.get(`/api/orgs/${tenant.orgId}/events/${event.id}/staffing-sheet`, GZIP);
    expect(pdf.headers.get("content-type")).toContain("application/pdf");
    expect(pdf.headers.get("content-encoding")).toBeNull();
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("never compress a change (only GET answers are)", async () => {
    const res = await tenant.admin.agent.request("POST", `/api/orgs/${tenant.orgId}/events`, { name: "" }, GZIP);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("VALIDATION_ERROR");
  });
});
