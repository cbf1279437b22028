import type { ProcessingRecordView } from "@hulppost/shared/processing-record";
import { PROCESSING_CATEGORIES } from "@hulppost/shared/processing-record";
import { and, eq, getTableName } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keepSample, pdfText } from "../../../test/helpers/patient-papers";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { auditLog, organizationSettings } from "../../db/schema/index";
import { CATEGORY_DEFINITIONS } from "./categories";

let t: TestApp;
let tenant: Tenant;
let stranger: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Croix-Rouge Namur" });
  stranger = await createTenant(t, { label: "Andere Post" });
});
afterAll(() => t.close());

const path = (orgId: string, suffix = "") => `/api/orgs/${orgId}/processing-record${suffix}`;
const category = (record: ProcessingRecordView, key: string) => record.categories.find((c) => c.key === key);

describe("the record of processing", () => {
  it("follows the organisation's retention settings", async () => {
    const before = await tenant.admin.agent.json<ProcessingRecordView>("GET", path(tenant.orgId, "?lang=en"));
    expect(before.status).toBe(200);
    expect(before.body.organization.name).toBe("Croix-Rouge Namur");
    expect(category(before.body, "patients")?.retention).toMatchObject({
      setting: "patientRetentionMonths",
      value: null,
    });
    expect(category(before.body, "locations")?.retention).toMatchObject({
      setting: "locationRetentionHours",
      value: 24,
    });
    expect(category(before.body, "locations")?.retention.text).toContain("24 hours");
    expect(category(before.body, "chat")?.retention.value).toBeNull();

    await tenant.admin.agent.json("PUT", `/api/orgs/${tenant.orgId}/patient-retention`, { months: 120 });
    await t.deps.db
      .update(organizationSettings)
      .set({ locationRetentionHours: 6, chatRetentionDays: 90 })
      .where(eq(organizationSettings.organizationId, tenant.orgId));
    const after = (await tenant.admin.agent.json<ProcessingRecordView>("GET", path(tenant.orgId, "?lang=en"))).body;
    expect(category(after, "patients")?.retention).toMatchObject({ value: 120 });
    expect(category(after, "patients")?.retention.text).toContain("120 months after the end of the event");
    expect(category(after, "locations")?.retention.text).toContain("6 hours");
    expect(category(after, "chat")?.retention).toMatchObject({ value: 90 });
    expect(category(after, "chat")?.retention.text).toContain("90 days");
  });

  it("describes every category with its tables, who sees it and the processors", async () => {
    const record = (await tenant.admin.agent.json<ProcessingRecordView>("GET", path(tenant.orgId))).body;
    // The report language (Dutch by default) when no language is asked for.
    expect(record.language).toBe("nl");
    expect(record.categories.map((c) => c.key)).toEqual(Object.keys(CATEGORY_DEFINITIONS));
    const patients = category(record, "patients");
    expect(patients).toMatchObject({ special: true, title: "Patiëntendossiers, vitale parameters en foto's" });
    expect(patients?.tables.map((x) => x.table)).toEqual([
      "patients",
      "vital_signs",
      "patient_history",
      "patient_photos",
    ]);
    expect(category(record, "profiles")?.tables[0]?.fields).toEqual(expect.arrayContaining(["iban", "birth_date"]));
    expect(category(record, "audit")?.audience).toEqual(["admin", "super_admin"]);
    expect(category(record, "chat")?.audience).toEqual(["hulpverlener", "admin", "super_admin"]);
    expect(record.processors.map((p) => p.key)).toEqual(["mail", "sms", "payments", "push", "tiles"]);
    expect(record.processors.find((p) => p.key === "tiles")?.hosts).toEqual(["tile.openstreetmap.org"]);
    // A host, never a connection string's credentials.
    expect(JSON.stringify(record.processors)).not.toMatch(/:\/\/[^"]*@/);
  });

  it("names the organisation's own tile server", async () => {
    await t.deps.db
      .update(organizationSettings)
      .set({ mapTileUrl: "https://{s}.tiles.example.be/{z}/{x}/{y}.png" })
      .where(eq(organizationSettings.organizationId, stranger.orgId));
    const record = (await stranger.admin.agent.json<ProcessingRecordView>("GET", path(stranger.orgId))).body;
    expect(record.processors.find((p) => p.key === "tiles")).toMatchObject({
      hosts: ["{s}.tiles.example.be"],
      transfer: null,
    });
  });

  it("prints a PDF in the report language, and logs the download", async () => {
    await t.deps.db
      .update(organizationSettings)
      .set({ reportLanguage: "fr" })
      .where(eq(organizationSettings.organizationId, tenant.orgId));
    const res = await tenant.admin.agent.get(path(tenant.orgId, ".pdf"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(
      /filename="\d{4}-\d{2}-\d{2}-registre-des-traitements\.pdf"/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    keepSample("processing-record-fr.pdf", bytes);
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBeGreaterThan(1);
    for (const expected of [
      "CROIX-ROUGE NAMUR",
      "Registre des activités de traitement",
      "Responsable du traitement : Croix-Rouge Namur",
      "Dossiers patients, paramètres vitaux et photos",
      "Base légale",
      "Durée de conservation",
      "120 mois après la fin de l'événement",
      "6 heures après la fin de l'événement",
      "Sous-traitants et destinataires",
      "Twilio Inc.",
      "tile.openstreetmap.org",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("Bewaartermijn");
    const lines = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "organization.processing_record"), eq(auditLog.organizationId, tenant.orgId)));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.details).toEqual({ language: "fr" });

    const dutch = new Uint8Array(
      await (await tenant.admin.agent.get(path(tenant.orgId, ".pdf?lang=nl"))).arrayBuffer(),
    );
    keepSample("processing-record-nl.pdf", dutch);
    const dutchText = (await pdfText(dutch)).text;
    expect(dutchText).toContain("Register van verwerkingen");
    expect(dutchText).toContain("Rechtsgrond");
  });

  it("describes every table the migrations made, not only the schema's", async () => {
    const rows = await t.database.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
      [],
    );
    const described = PROCESSING_CATEGORIES.flatMap((key) =>
      CATEGORY_DEFINITIONS[key].tables.map((table) => getTableName(table)),
    );
    const missing = rows.map((row) => row.name).filter((name) => !described.includes(name));
    expect(rows.length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it("is refused to responders, and another organisation's answers 404", async () => {
    expect((await tenant.caregiver.agent.json("GET", path(tenant.orgId))).status).toBe(403);
    expect((await tenant.caregiver.agent.get(path(tenant.orgId, ".pdf"))).status).toBe(403);
    expect((await stranger.admin.agent.json("GET", path(tenant.orgId))).status).toBe(404);
    expect((await stranger.admin.agent.get(path(tenant.orgId, ".pdf"))).status).toBe(404);
    expect((await tenant.admin.agent.json("GET", path(tenant.orgId, "?lang=de"))).status).toBe(400);
  });
});
