import type { BodyPart } from "@hulppost/shared/body-parts";
import { news2Warnings } from "@hulppost/shared/clinical/news2";
import type { HandoverView, HandoverVitals } from "@hulppost/shared/papers";
import { gcsOf } from "@hulppost/shared/patients";
import type { VitalSignsView } from "@hulppost/shared/vital-signs";
import { patientName, phone } from "./paper-format";
import type { PatientPaperData } from "./papers.service";

function handoverVitals(v: VitalSignsView | undefined): HandoverVitals | null {
  if (!v) return null;
  const { id: _id, patientId: _patient, recordedBy: _by, ...values } = v;
  return values;
}

/**
 * Where the crew is going: the hospital named on the record, else the event's nearest one, with
 * the event's address and emergency number whenever it is that hospital.
 */
function destinationOf(data: PatientPaperData): HandoverView["destination"] {
  const { event, patient } = data;
  const eventHospital = event.hospitalName?.trim() || null;
  const named = patient.destinationHospital?.trim() || null;
  const sameAsEvent = !!named && !!eventHospital && named.toLowerCase() === eventHospital.toLowerCase();
  if (named && !sameAsEvent) return { name: named, address: null, emergencyPhone: null, fromEvent: false };
  if (!eventHospital) return null;
  return {
    name: named ?? eventHospital,
    address: event.hospitalAddress,
    emergencyPhone: phone(event.hospitalPhone),
    fromEvent: !named,
  };
}

/** The ATMIST sheet's content (clinical.md), in the order a crew reads it. */
export function toHandoverView(data: PatientPaperData, timeZone: string): HandoverView {
  const p = data.patient;
  const gcs = gcsOf(p.gcsEye, p.gcsVerbal, p.gcsMotor);
  return {
    patientId: p.id,
    organization: data.organization,
    event: { name: data.event.name, date: data.event.date, location: data.event.location },
    name: patientName(p),
    status: p.status,
    urgency: p.urgency,
    age: { years: data.ageYears, estimated: !p.birthDate && data.ageYears !== null, birthDate: p.birthDate },
    sex: p.sex,
    time: {
      arrivedAt: p.arrivedAt.toISOString(),
      statusChangedAt: p.statusChangedAt.toISOString(),
      dischargedAt: p.dischargedAt?.toISOString() ?? null,
    },
    mechanism: p.mechanism,
    injuries: { complaint: p.complaint, injury: p.injury, bodyParts: p.bodyParts as BodyPart[] },
    signs: {
      first: data.vitals.length > 1 ? handoverVitals(data.vitals[0]) : null,
      latest: handoverVitals(data.vitals.at(-1)),
      count: data.vitals.length,
      gcs: { total: gcs.total, band: gcs.band, eye: p.gcsEye, verbal: p.gcsVerbal, motor: p.gcsMotor },
      pain: p.pain,
      news2Warnings: news2Warnings({ ageYears: data.ageYears, pregnant: p.pregnant }),
    },
    treatment: { text: p.treatment, templateName: data.template?.name ?? null },
    allergies: p.allergies,
    medication: p.medication,
    medicalHistory: p.medicalHistory,
    destination: destinationOf(data),
    timeZone,
  };
}
