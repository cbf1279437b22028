import type { Consciousness, News2Risk } from "@hulppost/shared/clinical/news2";
import type { Language } from "@hulppost/shared/constants";
import type { GCS_BANDS, OUTCOMES, PATIENT_STATUSES, PATIENT_TYPES, SEXES, URGENCIES } from "@hulppost/shared/patients";

type Terms<T extends readonly string[]> = Record<T[number], string>;

export interface ClinicalTerms {
  status: Terms<typeof PATIENT_STATUSES>;
  urgency: Terms<typeof URGENCIES>;
  sex: Terms<typeof SEXES>;
  type: Terms<typeof PATIENT_TYPES>;
  outcome: Terms<typeof OUTCOMES>;
  acvpu: Record<Consciousness, string>;
  gcsBand: Terms<typeof GCS_BANDS>;
  risk: Record<News2Risk, string>;
}

/** The record's coded values as the papers print them, worded as on the patient pages. */
export const CLINICAL_TERMS: Record<Language, ClinicalTerms> = {
  nl: {
    status: {
      under_treatment: "In behandeling",
      completed: "Afgerond",
      hospital_referral: "Verwezen naar ziekenhuis",
      call_112: "112 gebeld",
    },
    urgency: { unknown: "Onbekend", low: "Laag", medium: "Middel", high: "Hoog" },
    sex: { female: "Vrouw", male: "Man", other: "Anders", unknown: "Onbekend" },
    type: { participant: "Deelnemer", spectator: "Toeschouwer", staff: "Medewerker", other: "Andere" },
    outcome: { back_to_event: "Terug naar het evenement", home: "Naar huis", hospital: "Ziekenhuis", other: "Andere" },
    acvpu: {
      alert: "Alert",
      confusion: "Nieuwe verwardheid",
      voice: "Reageert op stem",
      pain: "Reageert op pijn",
      unresponsive: "Reageert niet",
    },
    gcsBand: { mild: "licht", moderate: "matig", severe: "ernstig" },
    risk: { low: "laag", low_medium: "laag-middel", medium: "middel", high: "hoog" },
  },
  en: {
    status: {
      under_treatment: "Under treatment",
      completed: "Completed",
      hospital_referral: "Referred to hospital",
      call_112: "112 called",
    },
    urgency: { unknown: "Unknown", low: "Low", medium: "Medium", high: "High" },
    sex: { female: "Female", male: "Male", other: "Other", unknown: "Unknown" },
    type: { participant: "Participant", spectator: "Spectator", staff: "Staff", other: "Other" },
    outcome: { back_to_event: "Back to the event", home: "Home", hospital: "Hospital", other: "Other" },
    acvpu: {
      alert: "Alert",
      confusion: "New confusion",
      voice: "Responds to voice",
      pain: "Responds to pain",
      unresponsive: "Unresponsive",
    },
    gcsBand: { mild: "mild", moderate: "moderate", severe: "severe" },
    risk: { low: "low", low_medium: "low–medium", medium: "medium", high: "high" },
  },
  es: {
    status: {
      under_treatment: "En tratamiento",
      completed: "Finalizado",
      hospital_referral: "Derivado al hospital",
      call_112: "Llamada al 112",
    },
    urgency: { unknown: "Desconocida", low: "Baja", medium: "Media", high: "Alta" },
    sex: { female: "Mujer", male: "Hombre", other: "Otro", unknown: "Desconocido" },
    type: { participant: "Participante", spectator: "Espectador", staff: "Personal", other: "Otro" },
    outcome: { back_to_event: "De vuelta al evento", home: "A casa", hospital: "Hospital", other: "Otro" },
    acvpu: {
      alert: "Alerta",
      confusion: "Confusión nueva",
      voice: "Responde a la voz",
      pain: "Responde al dolor",
      unresponsive: "No responde",
    },
    gcsBand: { mild: "leve", moderate: "moderado", severe: "grave" },
    risk: { low: "bajo", low_medium: "bajo-medio", medium: "medio", high: "alto" },
  },
  fr: {
    status: {
      under_treatment: "En cours de prise en charge",
      completed: "Terminé",
      hospital_referral: "Orienté vers l’hôpital",
      call_112: "112 alerté",
    },
    urgency: { unknown: "Inconnue", low: "Faible", medium: "Moyenne", high: "Élevée" },
    sex: { female: "Femme", male: "Homme", other: "Autre", unknown: "Inconnu" },
    type: { participant: "Participant", spectator: "Spectateur", staff: "Personnel", other: "Autre" },
    outcome: { back_to_event: "Retour à l’événement", home: "Domicile", hospital: "Hôpital", other: "Autre" },
    acvpu: {
      alert: "Éveillé",
      confusion: "Confusion récente",
      voice: "Réagit à la voix",
      pain: "Réagit à la douleur",
      unresponsive: "Aréactif",
    },
    gcsBand: { mild: "léger", moderate: "modéré", severe: "grave" },
    risk: { low: "faible", low_medium: "faible à moyen", medium: "moyen", high: "élevé" },
  },
};
