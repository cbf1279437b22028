import type { Consciousness } from "@hulppost/shared/clinical/news2";
import type { Language } from "@hulppost/shared/constants";
import type { VitalSignsView } from "@hulppost/shared/vital-signs";
import { DELETED_USER } from "../patient-views";
import { CLINICAL_TERMS } from "./clinical-terms.messages";

export const LOINC = "http://loinc.org";
const SNOMED = "http://snomed.info/sct";
const UCUM = "http://unitsofmeasure.org";
export const TERMINOLOGY = "http://terminology.hl7.org/CodeSystem";

export type FhirResource = { resourceType: string } & Record<string, unknown>;

/** ACVPU answers (clinical.md); "new confusion" has no code there: SNOMED's confusional state. */
const ACVPU_SNOMED: Record<Consciousness, [string, string]> = {
  alert: ["248234008", "Mentally alert"],
  confusion: ["286933003", "Confusional state"],
  voice: ["300202002", "Responds to voice"],
  pain: ["450847001", "Responds to pain"],
  unresponsive: ["422768004", "Unresponsive"],
};

export const ref = (fullUrl: string) => ({ reference: fullUrl });
export const loinc = (code: string, display: string, text?: string) => ({
  coding: [{ system: LOINC, code, display }],
  ...(text ? { text } : {}),
});
export const quantity = (value: number, unit: string, code: string) => ({ value, unit, system: UCUM, code });
export const category = (code: "vital-signs" | "laboratory" | "exam") => [
  { coding: [{ system: `${TERMINOLOGY}/observation-category`, code }] },
];

type Add = (key: string, resource: FhirResource) => string;

const DOSE_UNITS: Record<string, string> = { mg: "mg", g: "g", µg: "ug", mcg: "ug", ug: "ug", ml: "mL", l: "L" };

/**
 * A template's dosage as FHIR wants it: a dosage needs a dose (mad-1), so "1 g" or "400 mg"
 * becomes a UCUM quantity; a dosage in other words ("2 pufjes") goes into a note instead.
 */
export function dosageOf(m: { dosage: string; frequency: string; route: string }) {
  const text = [m.dosage, m.frequency, m.route].filter((part) => part?.trim()).join(" · ");
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*(mg|g|µg|mcg|ug|ml|l)\s*$/i.exec(m.dosage ?? "");
  const unit = match?.[2] ? DOSE_UNITS[match[2].toLowerCase()] : undefined;
  if (!match?.[1] || !unit) return { note: text ? [{ text }] : undefined };
  return {
    dosage: {
      text,
      route: m.route?.trim() ? { text: m.route } : undefined,
      dose: quantity(Number(match[1].replace(",", ".")), unit, unit),
    },
  };
}

/** One measurement: its members per the vital-signs profiles, and the panel (85353-1) that holds them. */
export function vitalSignsPanel(v: VitalSignsView, add: Add, subject: Record<string, unknown>, language: Language) {
  const terms = CLINICAL_TERMS[language];
  const vitalSign: unknown = category("vital-signs");
  const observation = (key: string, code: Record<string, unknown>, value: Record<string, unknown>, cat = vitalSign) =>
    add(`vitals-${v.id}-${key}`, {
      resourceType: "Observation",
      status: "final",
      category: cat,
      code,
      ...subject,
      effectiveDateTime: v.measuredAt,
      performer: v.recordedBy && v.recordedBy.name !== DELETED_USER ? [{ display: v.recordedBy.name }] : undefined,
      ...value,
    });
  const members: string[] = [];
  if (v.systolic !== null)
    members.push(
      observation("bp", loinc("85354-9", "Blood pressure panel with all children optional"), {
        component: [
          { code: loinc("8480-6", "Systolic blood pressure"), valueQuantity: quantity(v.systolic, "mmHg", "mm[Hg]") },
          {
            code: loinc("8462-4", "Diastolic blood pressure"),
            ...(v.diastolic === null
              ? {
                  dataAbsentReason: {
                    coding: [{ system: `${TERMINOLOGY}/data-absent-reason`, code: "not-performed" }],
                  },
                }
              : { valueQuantity: quantity(v.diastolic, "mmHg", "mm[Hg]") }),
          },
        ],
      }),
    );
  if (v.heartRate !== null)
    members.push(
      observation("hr", loinc("8867-4", "Heart rate"), {
        valueQuantity: quantity(v.heartRate, "beats/minute", "/min"),
      }),
    );
  if (v.respiratoryRate !== null)
    members.push(
      observation("rr", loinc("9279-1", "Respiratory rate"), {
        valueQuantity: quantity(v.respiratoryRate, "breaths/minute", "/min"),
      }),
    );
  if (v.temperature !== null)
    members.push(
      observation("temp", loinc("8310-5", "Body temperature"), { valueQuantity: quantity(v.temperature, "C", "Cel") }),
    );
  if (v.spo2 !== null)
    members.push(
      observation(
        "spo2",
        {
          coding: [
            { system: LOINC, code: "2708-6", display: "Oxygen saturation in Arterial blood" },
            { system: LOINC, code: "59408-5", display: "Oxygen saturation in Arterial blood by Pulse oximetry" },
          ],
        },
        { valueQuantity: quantity(v.spo2, "%", "%") },
      ),
    );
  if (v.consciousness !== null) {
    const [code, name] = ACVPU_SNOMED[v.consciousness];
    members.push(
      observation("acvpu", loinc("67775-7", "Level of responsiveness", "ACVPU"), {
        valueCodeableConcept: { coding: [{ system: SNOMED, code, display: name }], text: terms.acvpu[v.consciousness] },
      }),
    );
  }
  if (v.pain !== null)
    members.push(
      observation("pain", loinc("72514-3", "Pain severity - 0-10 verbal numeric rating [Score] - Reported"), {
        valueQuantity: quantity(v.pain, "score", "{score}"),
      }),
    );
  if (v.glucose !== null)
    members.push(
      observation(
        "glucose",
        loinc("14743-9", "Glucose [Moles/volume] in Capillary blood by Glucometer"),
        { valueQuantity: quantity(v.glucose, "mmol/L", "mmol/L") },
        category("laboratory"),
      ),
    );
  if (members.length)
    observation(
      "panel",
      loinc("85353-1", "Vital signs, weight, height, head circumference, oxygen saturation and BMI panel"),
      { hasMember: members.map(ref) },
    );
}
