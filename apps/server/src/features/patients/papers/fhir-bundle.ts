import { createHash } from "node:crypto";
import type { Language } from "@hulppost/shared/constants";
import { gcsOf } from "@hulppost/shared/patients";
import { DELETED_USER } from "../patient-views";
import { bodyPartWord } from "./body-parts.messages";
import { CLINICAL_TERMS } from "./clinical-terms.messages";
import {
  category,
  dosageOf,
  type FhirResource,
  loinc,
  quantity,
  ref,
  TERMINOLOGY,
  vitalSignsPanel,
} from "./fhir-observations";
import { patientName } from "./paper-format";
import type { PatientPaperData } from "./papers.service";
import { PATIENT_PAPER_WORDS } from "./patient-paper.messages";

export type { FhirResource };
export interface FhirBundle extends FhirResource {
  resourceType: "Bundle";
  entry: { fullUrl: string; resource: FhirResource }[];
}

const PRIORITY = { high: ["EM", "emergency"], medium: ["UR", "urgent"], low: ["R", "routine"] } as const;
const DISPOSITION = { home: ["home", "Home"], hospital: ["other-hcf", "Other healthcare facility"] } as const;

/**
 * A name-based UUID (version 5 layout) for a resource derived from a record, so exporting the
 * same record twice gives the same ids and a receiver can recognise what it already has.
 */
export function derivedUuid(...parts: string[]): string {
  const h = createHash("sha1").update(parts.join("|")).digest();
  h[6] = ((h[6] ?? 0) & 0x0f) | 0x50;
  h[8] = ((h[8] ?? 0) & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
const urn = (id: string) => `urn:uuid:${id}`;

/** FHIR allows no empty strings, arrays or objects: drops them and every undefined. */
export function compact<T>(value: T): T {
  if (Array.isArray(value)) return value.map(compact).filter((v) => !isEmpty(v)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .map(([k, v]) => [k, compact(v)])
        .filter(([, v]) => !isEmpty(v)),
    ) as T;
  return value;
}
const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  v === "" ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === "object" && v !== null && !Array.isArray(v) && Object.keys(v).length === 0);

/**
 * One patient's encounter as a FHIR R4 Bundle of type collection: Patient, Encounter (with the
 * organisation, the post and the destination hospital), a vital-signs panel per measurement with
 * its members as the vital-signs profiles define them, GCS and pain, the complaint and injury as
 * Conditions, and the treatment as a Procedure with the template's medications that the treatment
 * text names as MedicationAdministrations. Every reference is a urn:uuid within the bundle.
 */
export function buildFhirBundle(data: PatientPaperData, language: Language, now = new Date()): FhirBundle {
  const p = data.patient;
  const w = PATIENT_PAPER_WORDS[language];
  const terms = CLINICAL_TERMS[language];
  const entries: { fullUrl: string; resource: FhirResource }[] = [];
  const add = (key: string, resource: FhirResource) => {
    const fullUrl = urn(key === "patient" ? p.id : derivedUuid(p.id, key));
    entries.push({ fullUrl, resource: compact(resource) });
    return fullUrl;
  };
  const display = (person: { name: string } | null) =>
    person && person.name !== DELETED_USER ? { display: person.name } : undefined;
  const stay = { start: p.arrivedAt.toISOString(), end: p.dischargedAt?.toISOString() };

  const patient = add("patient", {
    resourceType: "Patient",
    identifier: [{ system: "urn:ietf:rfc:3986", value: urn(p.id) }],
    name: patientName(p)
      ? [{ text: patientName(p), family: p.lastName ?? undefined, given: p.firstName ? [p.firstName] : undefined }]
      : undefined,
    gender: p.sex ?? undefined,
    birthDate: p.birthDate ?? undefined,
  });
  const organization = add("organization", { resourceType: "Organization", name: data.organization });
  const post = add("post", {
    resourceType: "Location",
    name: data.event.location ?? data.event.name,
    description: data.event.name,
    address: data.event.address ? { text: data.event.address } : undefined,
  });
  const sameHospital = p.destinationHospital?.trim().toLowerCase() === data.event.hospitalName?.trim().toLowerCase();
  const hospital = p.destinationHospital
    ? add("destination", {
        resourceType: "Location",
        name: p.destinationHospital,
        address: sameHospital && data.event.hospitalAddress ? { text: data.event.hospitalAddress } : undefined,
        telecom:
          sameHospital && data.event.hospitalPhone ? [{ system: "phone", value: data.event.hospitalPhone }] : undefined,
      })
    : null;

  const encounterUrl = urn(derivedUuid(p.id, "encounter"));
  const subject = { subject: ref(patient), encounter: ref(encounterUrl) };
  const conditions: string[] = [];
  const bodySite = p.bodyParts.map((part) => ({ text: bodyPartWord(language, part) }));
  const condition = (key: string, text: string, extra: Record<string, unknown>) =>
    conditions.push(
      add(key, {
        resourceType: "Condition",
        clinicalStatus: { coding: [{ system: `${TERMINOLOGY}/condition-clinical`, code: "active" }] },
        verificationStatus: { coding: [{ system: `${TERMINOLOGY}/condition-ver-status`, code: "provisional" }] },
        category: [
          { coding: [{ system: `${TERMINOLOGY}/condition-category`, code: "encounter-diagnosis" }], text: w.complaint },
        ],
        code: { text },
        ...subject,
        recordedDate: p.createdAt.toISOString(),
        ...extra,
      }),
    );
  if (p.complaint) condition("complaint", p.complaint, p.injury ? {} : { bodySite });
  if (p.injury)
    condition("injury", p.injury, {
      bodySite,
      note: p.mechanism ? [{ text: `${w.mechanism}: ${p.mechanism}` }] : undefined,
    });

  const priority = p.urgency === "unknown" ? null : PRIORITY[p.urgency];
  const disposition = p.outcome === "home" || p.outcome === "hospital" ? DISPOSITION[p.outcome] : ["oth", "Other"];
  entries.push({
    fullUrl: encounterUrl,
    resource: compact({
      resourceType: "Encounter",
      status: p.status === "under_treatment" ? "in-progress" : "finished",
      class: { system: "http://terminology.hl7.org/CodeSystem/v3-ActCode", code: "FLD", display: "field" },
      priority: priority
        ? {
            coding: [{ system: `${TERMINOLOGY}/v3-ActPriority`, code: priority[0], display: priority[1] }],
            text: terms.urgency[p.urgency],
          }
        : undefined,
      subject: ref(patient),
      period: stay,
      reasonReference: conditions.map(ref),
      serviceProvider: ref(organization),
      location: [{ location: ref(post) }],
      hospitalization: p.outcome
        ? {
            destination: hospital ? ref(hospital) : undefined,
            dischargeDisposition: {
              coding: [
                { system: `${TERMINOLOGY}/discharge-disposition`, code: disposition[0], display: disposition[1] },
              ],
              text: terms.outcome[p.outcome],
            },
          }
        : undefined,
    }),
  });

  for (const v of data.vitals) vitalSignsPanel(v, add, subject, language);

  const gcs = gcsOf(p.gcsEye, p.gcsVerbal, p.gcsMotor);
  const gcsParts = [
    ["9267-6", "Glasgow coma score eye opening", p.gcsEye],
    ["9270-0", "Glasgow coma score verbal", p.gcsVerbal],
    ["9268-4", "Glasgow coma score motor", p.gcsMotor],
  ] as const;
  // The record's GCS and pain carry no time of their own: they were assessed during the stay.
  if (gcsParts.some(([, , value]) => value !== null))
    add("gcs", {
      resourceType: "Observation",
      status: "final",
      category: category("exam"),
      code: loinc("9269-2", "Glasgow coma score total", w.gcs),
      ...subject,
      effectivePeriod: stay,
      ...(gcs.total === null
        ? { dataAbsentReason: { coding: [{ system: `${TERMINOLOGY}/data-absent-reason`, code: "unknown" }] } }
        : { valueQuantity: quantity(gcs.total, "score", "{score}") }),
      component: gcsParts.flatMap(([code, name, value]) =>
        value === null ? [] : [{ code: loinc(code, name), valueQuantity: quantity(value, "score", "{score}") }],
      ),
    });
  if (p.pain !== null)
    add("pain", {
      resourceType: "Observation",
      status: "final",
      category: category("vital-signs"),
      code: loinc("72514-3", "Pain severity - 0-10 verbal numeric rating [Score] - Reported", w.pain),
      ...subject,
      effectivePeriod: stay,
      valueQuantity: quantity(p.pain, "score", "{score}"),
    });

  if (p.treatment || data.template) {
    const procedure = add("procedure", {
      resourceType: "Procedure",
      status: p.status === "under_treatment" ? "in-progress" : "completed",
      code: { text: data.template?.name ?? w.treatment },
      ...subject,
      performedPeriod: stay,
      performer: display(data.people.treatedBy) ? [{ actor: display(data.people.treatedBy) }] : undefined,
      note: p.treatment ? [{ text: p.treatment }] : undefined,
    });
    // Only what the written treatment names was given: a template's list is the protocol, and the
    // caregiver may have left a medication out before saving.
    const written = (p.treatment ?? "").toLowerCase();
    const given = (data.template?.medications ?? []).filter(
      (m) => m.name.trim() && written.includes(m.name.trim().toLowerCase()),
    );
    for (const [i, m] of given.entries())
      add(`medication-${i}`, {
        resourceType: "MedicationAdministration",
        status: "completed",
        partOf: [ref(procedure)],
        medicationCodeableConcept: { text: m.name },
        subject: ref(patient),
        context: ref(encounterUrl),
        effectivePeriod: stay,
        ...dosageOf(m),
      });
  }

  return {
    resourceType: "Bundle",
    language,
    identifier: { system: "urn:ietf:rfc:3986", value: urn(derivedUuid(p.id, "bundle", now.toISOString())) },
    type: "collection",
    timestamp: now.toISOString(),
    entry: entries,
  };
}
