import { randomUUID } from "node:crypto";
import type { MobilePatientView, PatientView } from "@hulppost/shared/patients";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent, inDays } from "../../../test/helpers/events";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../../../test/helpers/test-app";
import { auditLog, patients } from "../../db/schema/index";
import { deleteExpiredPatients } from "./retention";

let t: TestApp;
let tenant: Tenant;
let root: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Bewaarpost" });
  root = await t.createUser({ roles: ["super_admin"] });
});
afterAll(() => t.close());

async function patientAt(eventDate: string, fields: Record<string, unknown> = {}) {
  const event = await createEvent(tenant.admin.agent, tenant.orgId, { name: `Feest ${eventDate}`, date: eventDate });
  const res = await tenant.admin.agent.json<PatientView>(
    "POST",
    `/api/orgs/${tenant.orgId}/events/${event.id}/patients`,
    {
      id: randomUUID(),
      urgency: "low",
      ...fields,
    },
  );
  return res.body;
}

describe("retention", () => {
  it("keeps records by default, and deletes those past the organisation's period after the event", async () => {
    const path = `/api/orgs/${tenant.orgId}/patient-retention`;
    expect((await tenant.admin.agent.json("GET", path)).body).toEqual({ months: null });
    const kept = await patientAt(inDays(2));
    const inTwoYears = new Date(Date.now() + 2 * 365 * 24 * 3600 * 1000);
    expect(await deleteExpiredPatients(t.deps.db, inTwoYears)).toBe(0);

    expect((await tenant.admin.agent.json("PUT", path, { months: 13 })).body).toEqual({ months: 13 });
    expect((await tenant.caregiver.agent.json("PUT", path, { months: 1 })).status).toBe(403);
    expect((await tenant.admin.agent.json("PUT", path, { months: 0 })).status).toBe(400);
    const alsoKept = await patientAt(inDays(5));
    // A year on, 13 months have not passed since either event; two years on, they have.
    expect(await deleteExpiredPatients(t.deps.db, new Date(Date.now() + 365 * 24 * 3600 * 1000))).toBe(0);
    expect(await deleteExpiredPatients(t.deps.db, inTwoYears)).toBe(2);
    expect(await t.deps.db.select().from(patients).where(eq(patients.id, kept.id))).toEqual([]);
    expect(await t.deps.db.select().from(patients).where(eq(patients.id, alsoKept.id))).toEqual([]);
    const [line] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "patients.retention_delete"), eq(auditLog.organizationId, tenant.orgId)));
    expect(line?.details).toEqual({ deleted: 2 });
  });
});

describe("mobile patients", () => {
  it("lists quick-input cases across organisations with the fewest fields, and logs each one opened", async () => {
    const quick = await patientAt(inDays(1), { source: "quick", firstName: "Geheim", complaint: "Geheime klacht" });
    const form = await patientAt(inDays(1), { firstName: "Formulier" });
    const list = await root.agent.json<MobilePatientView[]>("GET", "/api/platform/mobile-patients");
    expect(list.status).toBe(200);
    const ids = list.body.map((p) => p.id);
    expect(ids).toContain(quick.id);
    expect(ids).not.toContain(form.id);
    const item = list.body.find((p) => p.id === quick.id);
    expect(Object.keys(item ?? {}).sort()).toEqual(["arrivedAt", "event", "id", "organization", "status", "urgency"]);
    expect(JSON.stringify(list.body)).not.toContain("Geheim");

    expect((await tenant.admin.agent.json("GET", "/api/platform/mobile-patients")).status).toBe(403);
    const opened = await root.agent.json<MobilePatientView>("GET", `/api/platform/mobile-patients/${quick.id}`);
    expect(opened.body).toMatchObject({ id: quick.id, organization: "Bewaarpost" });
    expect((await root.agent.json("GET", `/api/platform/mobile-patients/${form.id}`)).status).toBe(404);
    const [line] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "mobile_patient.view"), eq(auditLog.targetId, quick.id)));
    expect(line?.actorUserId).toBe(root.id);
  });
  it("pages by arrival and id: records that arrived at the same moment are neither skipped nor repeated", async () => {
    const at = "2026-03-01T10:00:00.000Z";
    const shift = (minutes: number) => new Date(Date.parse(at) + minutes * 60_000).toISOString();
    const same: string[] = [];
    for (let i = 0; i < 5; i++) same.push((await patientAt(inDays(1), { source: "quick", arrivedAt: at })).id);
    const later = (await patientAt(inDays(1), { source: "quick", arrivedAt: shift(1) })).id;
    const earlier = (await patientAt(inDays(1), { source: "quick", arrivedAt: shift(-1) })).id;

    const seen: string[] = [];
    let query = `?before=${encodeURIComponent(shift(2))}&limit=2`;
    for (let pages = 0; pages < 10; pages++) {
      const page = await root.agent.json<MobilePatientView[]>("GET", `/api/platform/mobile-patients${query}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.map((p) => p.id));
      const last = page.body.at(-1);
      if (page.body.length < 2 || !last) break;
      query = `?before=${encodeURIComponent(last.arrivedAt)}&beforeId=${last.id}&limit=2`;
    }
    const mine = seen.filter((id) => [...same, later, earlier].includes(id));
    // Newest first; at the same moment, by id (descending), each exactly once.
    expect(mine).toEqual([later, ...[...same].sort().reverse(), earlier]);
    expect(new Set(seen).size).toBe(seen.length);

    // A bare `before` still answers what arrived strictly earlier.
    const before = await root.agent.json<MobilePatientView[]>(
      "GET",
      `/api/platform/mobile-patients?before=${encodeURIComponent(at)}&limit=1`,
    );
    expect(before.body.map((p) => p.id)).toEqual([earlier]);
  });

  it("stores an arrival to the millisecond, the precision the list's cursor comes back in", async () => {
    const quick = await patientAt(inDays(1), { source: "quick" });
    const rows = await t.database.query<{ micros: number }>(
      "select (extract(microseconds from arrived_at)::int % 1000) as micros from patients where id = $1",
      [quick.id],
    );
    expect(rows[0]?.micros).toBe(0);
  });
});
