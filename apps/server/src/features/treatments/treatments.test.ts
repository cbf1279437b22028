import { randomUUID } from "node:crypto";
import type { PatientHistoryEntry, PatientView } from "@hulppost/shared/patients";
import type { CategoryView, TemplateView } from "@hulppost/shared/treatments";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent } from "../../../test/helpers/events";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { auditLog, organizations, treatmentTemplates } from "../../db/schema/index";

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string>; details?: Json } };
type Json = Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Post Antwerpen" });
  other = await createTenant(t, { label: "Post Leuven" });
});
afterAll(() => t.close());

const base = (org = tenant) => `/api/orgs/${org.orgId}`;
const admin = () => tenant.admin.agent;
const caregiver = () => tenant.caregiver.agent;

async function categories(agent = admin(), org = tenant) {
  const res = await agent.json<CategoryView[]>("GET", `${base(org)}/treatment-categories`);
  expect(res.status).toBe(200);
  return res.body;
}
const builtIn = async (key: string, org = tenant) =>
  (await categories(org.admin.agent, org)).find((c) => c.builtIn === key) as CategoryView;

async function newCategory(name: string) {
  const res = await admin().json<CategoryView>("POST", `${base()}/treatment-categories`, { name });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const ankle = (categoryId: string, overrides: Json = {}) => ({
  name: "  Verstuikte enkel ",
  categoryId,
  description: "Enkeltrauma zonder breuk",
  templateText: "Ottawa-enkelregels toegepast.",
  steps: ["Rust", " IJs 20 minuten ", "Drukverband", "Hoogleggen"],
  medications: [{ name: "Paracetamol", dosage: "1 g", frequency: "max. 4× per dag", route: "oraal" }],
  equipment: ["Coldpack", "Zwachtel"],
  ...overrides,
});

async function newTemplate(body: Json) {
  const res = await admin().json<TemplateView>("POST", `${base()}/treatment-templates`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function templateCount() {
  return (await t.deps.db.select().from(treatmentTemplates)).length;
}

describe("treatment categories", () => {
  it("gives a new organisation the seven built-in categories, active, named by their key", async () => {
    const fresh = await createTenant(t);
    const list = await categories(fresh.admin.agent, fresh);
    expect(list.map((c) => c.builtIn)).toEqual([
      "emergency",
      "cardiac",
      "respiratory",
      "trauma",
      "pediatric",
      "obstetric",
      "other",
    ]);
    expect(list.every((c) => c.active && c.name === null && c.templateCount === 0)).toBe(true);
  });

  it("adds the organisation's own category and refuses its name again in any case with 409 nameTaken", async () => {
    const made = await newCategory("  Sportletsels ");
    expect(made).toMatchObject({ builtIn: null, name: "Sportletsels", active: true, templateCount: 0 });
    for (const name of ["Sportletsels", "SPORTLETSELS", "sportletsels"]) {
      const clash = await admin().json<ErrorBody>("POST", `${base()}/treatment-categories`, { name });
      expect(clash.status).toBe(409);
      expect(clash.body.error).toMatchObject({ code: "CATEGORY_NAME_TAKEN", fields: { name: "nameTaken" } });
    }
    // Another organisation may use the same name.
    const elsewhere = await other.admin.agent.json("POST", `${base(other)}/treatment-categories`, {
      name: "Sportletsels",
    });
    expect(elsewhere.status).toBe(201);
    const empty = await admin().json<ErrorBody>("POST", `${base()}/treatment-categories`, { name: " " });
    expect(empty.body.error.fields).toEqual({ name: "required" });
  });

  it("renames an own category (not into a taken name), keeps a built-in's name, and switches a built-in off and on", async () => {
    const own = await newCategory("Festivals");
    await newCategory("Wielrennen");
    const path = `${base()}/treatment-categories/${own.id}`;
    const renamed = await admin().json<CategoryView>("PATCH", path, { name: "Festivals en concerten" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe("Festivals en concerten");
    expect((await admin().json<ErrorBody>("PATCH", path, { name: "wielrennen" })).status).toBe(409);
    // Its own name in another case is a rename, not a clash.
    expect((await admin().json("PATCH", path, { name: "FESTIVALS EN CONCERTEN" })).status).toBe(200);

    const cardiac = await builtIn("cardiac");
    const rename = await admin().json<ErrorBody>("PATCH", `${base()}/treatment-categories/${cardiac.id}`, {
      name: "Hart",
    });
    expect(rename.status).toBe(409);
    expect(rename.body.error).toMatchObject({ code: "CATEGORY_BUILT_IN", fields: { name: "builtInCategory" } });
    const off = await admin().json<CategoryView>("PATCH", `${base()}/treatment-categories/${cardiac.id}`, {
      active: false,
    });
    expect(off.body).toMatchObject({ builtIn: "cardiac", name: null, active: false });
    expect((await categories(caregiver())).some((c) => c.id === cardiac.id)).toBe(false);
    await admin().json("PATCH", `${base()}/treatment-categories/${cardiac.id}`, { active: true });
    expect((await categories(caregiver())).some((c) => c.id === cardiac.id)).toBe(true);
  });

  it("refuses to delete a built-in category, and deletes an unused one of the organisation's own", async () => {
    const trauma = await builtIn("trauma");
    const refused = await admin().json<ErrorBody>("DELETE", `${base()}/treatment-categories/${trauma.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("CATEGORY_BUILT_IN");
    const own = await newCategory("Tijdelijk");
    expect((await admin().json("DELETE", `${base()}/treatment-categories/${own.id}`)).status).toBe(204);
    expect((await categories()).some((c) => c.id === own.id)).toBe(false);
  });

  it("refuses to delete a category in use and says how many templates use it", async () => {
    const own = await newCategory("Waterongevallen");
    await newTemplate(ankle(own.id, { name: "Bijna-verdrinking" }));
    await newTemplate(ankle(own.id, { name: "Onderkoeling" }));
    const res = await admin().json<ErrorBody>("DELETE", `${base()}/treatment-categories/${own.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: "CATEGORY_IN_USE", details: { count: 2 } });
    expect(res.body.error.message).toContain("in use by 2 templates");
    expect((await categories()).find((c) => c.id === own.id)?.templateCount).toBe(2);
  });
});

describe("treatment templates", () => {
  it("are written with ordered steps, medications and equipment, trimmed", async () => {
    const trauma = await builtIn("trauma");
    const made = await newTemplate(ankle(trauma.id, { medications: [{ name: "Ibuprofen" }] }));
    expect(made).toMatchObject({
      name: "Verstuikte enkel",
      categoryId: trauma.id,
      steps: ["Rust", "IJs 20 minuten", "Drukverband", "Hoogleggen"],
      medications: [{ name: "Ibuprofen", dosage: null, frequency: null, route: null }],
      equipment: ["Coldpack", "Zwachtel"],
      active: true,
    });
    const read = await caregiver().json<TemplateView>("GET", `${base()}/treatment-templates/${made.id}`);
    expect(read.body).toEqual(made);
    // Only a name and a category are needed.
    const bare = await newTemplate({ name: "Neusbloeding", categoryId: trauma.id });
    expect(bare).toMatchObject({ description: null, steps: [], medications: [], equipment: [] });
  });

  it.each([
    ["no name", { name: " " }, "name", "required"],
    ["an empty step", { steps: ["Rust", "  "] }, "steps.1", "required"],
    ["31 steps", { steps: Array.from({ length: 31 }, (_, i) => `Stap ${i}`) }, "steps", "tooMany:30"],
    ["a step over 500 characters", { steps: ["x".repeat(501)] }, "steps.0", "tooLong:500"],
    ["a medication without a name", { medications: [{ dosage: "1 g" }] }, "medications.0.name", "required"],
    ["21 medications", { medications: Array.from({ length: 21 }, () => ({ name: "X" })) }, "medications", "tooMany:20"],
    ["an empty piece of equipment", { equipment: [""] }, "equipment.0", "required"],
    ["a malformed category id", { categoryId: "trauma" }, "categoryId", "invalidId"],
  ])("refuses %s field by field and writes nothing", async (_, overrides, field, message) => {
    const trauma = await builtIn("trauma");
    const before = await templateCount();
    const res = await admin().json<ErrorBody>("POST", `${base()}/treatment-templates`, ankle(trauma.id, overrides));
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.[field]).toBe(message);
    expect(await templateCount()).toBe(before);
  });

  it("refuses another organisation's category (404 on the field) and writes nothing", async () => {
    const foreign = await builtIn("trauma", other);
    const before = await templateCount();
    const res = await admin().json<ErrorBody>("POST", `${base()}/treatment-templates`, ankle(foreign.id));
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: "CATEGORY_NOT_FOUND", fields: { categoryId: "categoryNotFound" } });
    const mine = await newTemplate(ankle((await builtIn("trauma")).id, { name: "Schaafwonde" }));
    const moved = await admin().json("PATCH", `${base()}/treatment-templates/${mine.id}`, { categoryId: foreign.id });
    expect(moved.status).toBe(404);
    expect(await templateCount()).toBe(before + 1);
  });

  it("are listed by name, filtered by category and searched by name", async () => {
    const own = await newCategory("Zoektest");
    for (const name of ["Zonnesteek", "Bijensteek", "Wespensteek 100%"]) await newTemplate(ankle(own.id, { name }));
    const names = async (query: string) =>
      (await caregiver().json<TemplateView[]>("GET", `${base()}/treatment-templates?${query}`)).body.map((x) => x.name);
    expect(await names(`categoryId=${own.id}`)).toEqual(["Bijensteek", "Wespensteek 100%", "Zonnesteek"]);
    expect(await names(`categoryId=${own.id}&search=STEEK`)).toHaveLength(3);
    expect(await names(`categoryId=${own.id}&search=wesp`)).toEqual(["Wespensteek 100%"]);
    // A % is a character, not a wildcard.
    expect(await names(`categoryId=${own.id}&search=0%25`)).toEqual(["Wespensteek 100%"]);
  });

  it("change only what a PATCH names", async () => {
    const made = await newTemplate(ankle((await builtIn("trauma")).id, { name: "Kneuzing" }));
    const res = await admin().json<TemplateView>("PATCH", `${base()}/treatment-templates/${made.id}`, {
      steps: ["Koelen", "Rust"],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...made,
      steps: ["Koelen", "Rust"],
      updatedAt: res.body.updatedAt,
      version: made.version + 1,
    });
    const nothing = await admin().json<ErrorBody>("PATCH", `${base()}/treatment-templates/${made.id}`, {});
    expect(nothing.body.error.fields).toEqual({ _: "nothingToChange" });
  });

  it("are copied under the name the client gives, with everything else", async () => {
    const made = await newTemplate(ankle((await builtIn("trauma")).id, { name: "Enkel links" }));
    const copy = await admin().json<TemplateView>("POST", `${base()}/treatment-templates/${made.id}/duplicate`, {
      name: "Enkel links (kopie)",
    });
    expect(copy.status).toBe(201);
    expect(copy.body.id).not.toBe(made.id);
    const same = (v: TemplateView) => ({ ...v, id: "", name: "", createdAt: "", updatedAt: "" });
    expect(same(copy.body)).toEqual(same(made));
    expect(copy.body.name).toBe("Enkel links (kopie)");
    const unnamed = await admin().json("POST", `${base()}/treatment-templates/${made.id}/duplicate`, {});
    expect(unnamed.status).toBe(400);
  });

  it("are deleted; a record that used one keeps its treatment text and forgets the link", async () => {
    const made = await newTemplate(ankle((await builtIn("trauma")).id, { name: "Te verwijderen" }));
    const patient = await registerPatient({ treatment: "Rust en ijs", treatmentTemplateId: made.id });
    expect((await admin().json("DELETE", `${base()}/treatment-templates/${made.id}`)).status).toBe(204);
    expect((await admin().json("GET", `${base()}/treatment-templates/${made.id}`)).status).toBe(404);
    const after = await admin().json<PatientView>("GET", `${base()}/patients/${patient.id}`);
    expect(after.body).toMatchObject({
      treatment: "Rust en ijs",
      treatmentTemplateId: null,
      treatmentTemplateName: null,
    });
  });
});

describe("who may do what", () => {
  it("lets a caregiver read but not write (403)", async () => {
    const trauma = await builtIn("trauma");
    const made = await newTemplate(ankle(trauma.id, { name: "Leesbaar" }));
    expect((await caregiver().json("GET", `${base()}/treatment-templates`)).status).toBe(200);
    const writes: [string, string, unknown][] = [
      ["POST", "/treatment-categories", { name: "Van een hulpverlener" }],
      ["PATCH", `/treatment-categories/${trauma.id}`, { active: false }],
      ["DELETE", `/treatment-categories/${trauma.id}`, undefined],
      ["POST", "/treatment-templates", ankle(trauma.id)],
      ["PATCH", `/treatment-templates/${made.id}`, { name: "Overgenomen" }],
      ["POST", `/treatment-templates/${made.id}/duplicate`, { name: "Kopie" }],
      ["DELETE", `/treatment-templates/${made.id}`, undefined],
    ];
    for (const [method, path, body] of writes)
      expect((await caregiver().json(method, `${base()}${path}`, body)).status, `${method} ${path}`).toBe(403);
  });

  it("shows caregivers only active templates in active categories; admins may ask for every one", async () => {
    const own = await newCategory("Zichtbaarheid");
    const shown = await newTemplate(ankle(own.id, { name: "Actief" }));
    const hidden = await newTemplate(ankle(own.id, { name: "Uitgeschakeld", active: false }));
    const list = async (agent = caregiver(), extra = "") =>
      (await agent.json<TemplateView[]>("GET", `${base()}/treatment-templates?categoryId=${own.id}${extra}`)).body.map(
        (x) => x.name,
      );
    expect(await list()).toEqual(["Actief"]);
    expect(await list(caregiver(), "&includeInactive=true")).toEqual(["Actief"]);
    expect(await list(admin(), "&includeInactive=true")).toEqual(["Actief", "Uitgeschakeld"]);
    expect((await caregiver().json("GET", `${base()}/treatment-templates/${hidden.id}`)).status).toBe(404);
    expect((await categories(caregiver())).find((c) => c.id === own.id)?.templateCount).toBe(1);
    expect((await categories()).find((c) => c.id === own.id)?.templateCount).toBe(2);
    // Switching the category off hides its active templates too.
    await admin().json("PATCH", `${base()}/treatment-categories/${own.id}`, { active: false });
    expect(await list()).toEqual([]);
    expect((await caregiver().json("GET", `${base()}/treatment-templates/${shown.id}`)).status).toBe(404);
    expect(await list(admin(), "&includeInactive=true")).toHaveLength(2);
  });
});

describe("the audit log", () => {
  it("has a line for every write, naming the person and the object", async () => {
    const own = await newCategory("Auditcategorie");
    await admin().json("PATCH", `${base()}/treatment-categories/${own.id}`, { name: "Auditcategorie 2" });
    const made = await newTemplate(ankle(own.id, { name: "Auditsjabloon" }));
    await admin().json("PATCH", `${base()}/treatment-templates/${made.id}`, { active: false });
    const copy = await admin().json<TemplateView>("POST", `${base()}/treatment-templates/${made.id}/duplicate`, {
      name: "Auditsjabloon 2",
    });
    await admin().json("DELETE", `${base()}/treatment-templates/${made.id}`);
    await admin().json("DELETE", `${base()}/treatment-templates/${copy.body.id}`);
    await admin().json("DELETE", `${base()}/treatment-categories/${own.id}`);
    const lines = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, tenant.orgId), like(auditLog.action, "treatment_%")))
      .orderBy(auditLog.id);
    const mine = lines.filter((l) => [own.id, made.id, copy.body.id].includes(l.targetId as string));
    expect(mine.map((l) => [l.action, l.targetId])).toEqual([
      ["treatment_category.create", own.id],
      ["treatment_category.update", own.id],
      ["treatment_template.create", made.id],
      ["treatment_template.update", made.id],
      ["treatment_template.duplicate", copy.body.id],
      ["treatment_template.delete", made.id],
      ["treatment_template.delete", copy.body.id],
      ["treatment_category.delete", own.id],
    ]);
    expect(mine.every((l) => l.actorUserId === tenant.admin.id)).toBe(true);
    expect(mine[3]?.details).toMatchObject({ fields: ["active"], active: false });
  });
});

let eventId: string | undefined;
async function registerPatient(fields: Json, org = tenant) {
  eventId ??= (await createEvent(tenant.admin.agent, tenant.orgId, { name: "Rock Werchter" })).id;
  const event = org === tenant ? eventId : (await createEvent(org.admin.agent, org.orgId)).id;
  const res = await org.admin.agent.json<PatientView>("POST", `${base(org)}/events/${event}/patients`, {
    id: randomUUID(),
    urgency: "low",
    ...fields,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe("applying a template to a patient", () => {
  it("keeps the template on the record, shows its name and names it in the history", async () => {
    const trauma = await builtIn("trauma");
    const first = await newTemplate(ankle(trauma.id, { name: "Enkel" }));
    const second = await newTemplate(ankle(trauma.id, { name: "Knie" }));
    const patient = await registerPatient({ treatment: "1. Rust", treatmentTemplateId: first.id });
    expect(patient).toMatchObject({ treatmentTemplateId: first.id, treatmentTemplateName: "Enkel" });
    const path = `${base()}/patients/${patient.id}`;
    const changed = await admin().json<PatientView>("PATCH", path, {
      treatment: "1. Koelen",
      treatmentTemplateId: second.id,
    });
    expect(changed.body).toMatchObject({ treatmentTemplateId: second.id, treatmentTemplateName: "Knie" });
    const history = await admin().json<PatientHistoryEntry[]>("GET", `${path}/history`);
    const update = history.body.find((h) => h.kind === "updated");
    expect(update?.changes).toContainEqual({ field: "treatmentTemplate", from: "Enkel", to: "Knie" });
    // A PATCH without the field keeps it; null clears it.
    expect((await admin().json<PatientView>("PATCH", path, { pain: 3 })).body.treatmentTemplateId).toBe(second.id);
    expect((await admin().json<PatientView>("PATCH", path, { treatmentTemplateId: null })).body).toMatchObject({
      treatmentTemplateId: null,
      treatmentTemplateName: null,
    });
  });

  it("refuses another organisation's template, on a new record and on a change, and writes nothing", async () => {
    const foreignCategory = await builtIn("trauma", other);
    const foreign = await other.admin.agent.json<TemplateView>("POST", `${base(other)}/treatment-templates`, {
      name: "Van de buren",
      categoryId: foreignCategory.id,
    });
    const id = randomUUID();
    eventId ??= (await createEvent(tenant.admin.agent, tenant.orgId, { name: "Rock Werchter" })).id;
    const create = await admin().json<ErrorBody>("POST", `${base()}/events/${eventId}/patients`, {
      id,
      urgency: "low",
      treatmentTemplateId: foreign.body.id,
    });
    expect(create.status).toBe(404);
    expect(create.body.error).toMatchObject({
      code: "TEMPLATE_NOT_FOUND",
      fields: { treatmentTemplateId: "templateNotFound" },
    });
    expect((await admin().json("GET", `${base()}/patients/${id}`)).status).toBe(404);
    const patient = await registerPatient({});
    const update = await admin().json<ErrorBody>("PATCH", `${base()}/patients/${patient.id}`, {
      treatment: "Overgenomen",
      treatmentTemplateId: foreign.body.id,
    });
    expect(update.status).toBe(404);
    const after = await admin().json<PatientView>("GET", `${base()}/patients/${patient.id}`);
    expect(after.body).toMatchObject({ treatment: null, treatmentTemplateId: null });
  });

  it("lets a caregiver apply a template on their own post", async () => {
    const made = await newTemplate(ankle((await builtIn("respiratory")).id, { name: "Hyperventilatie" }));
    eventId ??= (await createEvent(tenant.admin.agent, tenant.orgId, { name: "Rock Werchter" })).id;
    await admin().json("POST", `${base()}/events/${eventId}/assignments`, { userId: tenant.caregiver.id });
    const res = await caregiver().json<PatientView>("POST", `${base()}/events/${eventId}/patients`, {
      id: randomUUID(),
      urgency: "low",
      treatment: "Rustig laten ademen",
      treatmentTemplateId: made.id,
    });
    expect(res.status).toBe(201);
    expect(res.body.treatmentTemplateName).toBe("Hyperventilatie");
  });
});

describe("an organisation with templates", () => {
  it("can still be deleted with its categories, templates and records", async () => {
    const gone = await createTenant(t);
    const trauma = await builtIn("trauma", gone);
    const made = await gone.admin.agent.json<TemplateView>("POST", `${base(gone)}/treatment-templates`, {
      name: "Weg",
      categoryId: trauma.id,
    });
    await registerPatient({ treatmentTemplateId: made.body.id }, gone);
    await t.deps.db.delete(organizations).where(eq(organizations.id, gone.orgId));
    expect(
      await t.deps.db.select().from(treatmentTemplates).where(eq(treatmentTemplates.organizationId, gone.orgId)),
    ).toEqual([]);
  });
});
