import type { Language } from "@hulppost/shared/constants";
import { compact, derivedUuid, type FhirBundle, type FhirResource } from "../patients/papers/fhir-bundle";
import { ref, TERMINOLOGY } from "../patients/papers/fhir-observations";
import type { IncidentRecordBoard } from "./board.service";
import { INCIDENT_REPORT_WORDS } from "./incident-report.messages";

/**
 * The code systems of our own terms: no SNOMED CT concept names every system's categories (T1/T2/
 * T3/dead of the Sieve and START alike), so they are coded locally with their display text, as
 * clinical.md advises.
 */
export const TRIAGE_CODES = "https://hulppost.app/fhir/CodeSystem/triage-category";
export const TRIAGE_OBSERVATION = "https://hulppost.app/fhir/CodeSystem/incident-observation";
export const TAG_SYSTEM = "https://hulppost.app/fhir/NamingSystem/triage-tag";

const GENDER = { female: "female", male: "male", other: "other", unknown: "unknown" } as const;
const urn = (id: string) => `urn:uuid:${id}`;

/**
 * An incident as a FHIR R4 Bundle of type collection for an ambulance service or authority: the
 * organisation, the incident's place, each receiving hospital, and per casualty an anonymous
 * Patient (the label as identifier), an emergency Encounter (its hospital as destination) and an
 * Observation per triage with the category. Ids are derived from the incident, so exporting it
 * again gives the same ids.
 */
export function buildIncidentBundle(
  board: IncidentRecordBoard,
  organization: string,
  language: Language,
  now = new Date(),
): FhirBundle {
  const w = INCIDENT_REPORT_WORDS[language];
  const entries: { fullUrl: string; resource: FhirResource }[] = [];
  const add = (key: string, resource: FhirResource) => {
    const fullUrl = urn(derivedUuid(board.id, key));
    entries.push({ fullUrl, resource: compact(resource) });
    return fullUrl;
  };
  const org = add("organization", { resourceType: "Organization", name: organization, active: true });
  const place = add("location", {
    resourceType: "Location",
    name: `${board.eventName}: ${board.name}`,
    mode: "instance",
    position:
      board.latitude !== null && board.longitude !== null
        ? { latitude: board.latitude, longitude: board.longitude }
        : undefined,
  });
  const hospitals = new Map<string, string>();
  for (const h of board.hospitals)
    if (board.casualties.some((c) => c.hospitalId === h.id))
      hospitals.set(
        h.id,
        add(`hospital:${h.id}`, {
          resourceType: "Organization",
          name: h.name,
          type: [
            { coding: [{ system: `${TERMINOLOGY}/organization-type`, code: "prov", display: "Healthcare Provider" }] },
          ],
          telecom: h.phone ? [{ system: "phone", value: h.phone }] : undefined,
          address: h.address ? [{ text: h.address }] : undefined,
        }),
      );
  const closed = board.closedAt !== null;
  for (const c of board.casualties) {
    const patient = add(`patient:${c.id}`, {
      resourceType: "Patient",
      identifier: c.tagCode ? [{ system: TAG_SYSTEM, value: c.tagCode }] : undefined,
      gender: c.sex ? GENDER[c.sex] : undefined,
    });
    const encounter = add(`encounter:${c.id}`, {
      resourceType: "Encounter",
      status: closed || c.place === "gone_home" || c.place === "at_hospital" ? "finished" : "in-progress",
      class: { system: `${TERMINOLOGY}/v3-ActCode`, code: "EMER", display: "emergency" },
      subject: ref(patient),
      period: { start: c.firstTriagedAt },
      serviceProvider: ref(org),
      location: [{ location: ref(place) }],
      hospitalization:
        c.hospitalId && hospitals.has(c.hospitalId)
          ? { destination: ref(hospitals.get(c.hospitalId) as string) }
          : undefined,
    });
    for (const t of c.history)
      add(`triage:${t.id}`, {
        resourceType: "Observation",
        status: "final",
        code: {
          coding: [{ system: TRIAGE_OBSERVATION, code: "triage-category", display: "Triage category" }],
          text: w.category,
        },
        subject: ref(patient),
        encounter: ref(encounter),
        effectiveDateTime: t.at,
        valueCodeableConcept: {
          coding: [{ system: TRIAGE_CODES, code: t.category, display: w[`category_${t.category}`] }],
          text: w[`category_${t.category}`],
        },
        method: { text: t.method === "direct" ? undefined : t.method.toUpperCase() },
        note: t.override && t.reason ? [{ text: t.reason }] : undefined,
      });
  }
  return { resourceType: "Bundle", type: "collection", timestamp: now.toISOString(), entry: entries };
}
