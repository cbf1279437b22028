import type { Language, Qualification } from "@hulppost/shared/constants";
import type { InsightSection } from "@hulppost/shared/insights";

/** The words of the insights download (CSV), worded as on the Analytics tab. */
export interface InsightsWords {
  file: string;
  period: string;
  sections: Record<InsightSection, string>;
  status: string;
  urgency: string;
  code: string;
  patients: string;
  hour: string;
  figure: string;
  value: string;
  measured: string;
  unmeasured: string;
  median: string;
  p90: string;
  month: string;
  events: string;
  event: string;
  date: string;
  needed: string;
  filled: string;
  fillRate: string;
  required: (post: string) => string;
  assigned: (post: string) => string;
  lastName: string;
  firstName: string;
  hours: string;
  qualification: string;
  assignments: string;
  posts: Record<Qualification, string>;
}

const nl: InsightsWords = {
  file: "inzichten",
  period: "Periode",
  sections: {
    status: "Patiënten per status",
    urgency: "Patiënten per urgentie",
    hour: "Aankomsten per uur",
    outcome: "Afloop bij afgelopen evenementen",
    response: "Tijd van aankomst tot eerste meting",
    staffingMonths: "Bezetting per maand",
    staffingEvents: "Bezetting per evenement",
    hoursPeople: "Gewerkte uren per hulpverlener",
    hoursQualifications: "Gewerkte uren per kwalificatie",
  },
  status: "Status",
  urgency: "Urgentie",
  code: "Code",
  patients: "Patiënten",
  hour: "Uur",
  figure: "Cijfer",
  value: "Waarde",
  measured: "Patiënten met een meting",
  unmeasured: "Patiënten zonder meting",
  median: "Mediaan (minuten)",
  p90: "90e percentiel (minuten)",
  month: "Maand",
  events: "Evenementen",
  event: "Evenement",
  date: "Datum",
  needed: "Plaatsen nodig",
  filled: "Plaatsen ingevuld",
  fillRate: "Bezettingsgraad (%)",
  required: (post) => `${post} nodig`,
  assigned: (post) => `${post} ingepland`,
  lastName: "Achternaam",
  firstName: "Voornaam",
  hours: "Uren",
  qualification: "Kwalificatie",
  assignments: "Inzetten",
  posts: { doctor: "Artsen", nurse: "Verpleegkundigen", first_aider: "EHBO'ers" },
};

export const INSIGHTS_WORDS: Record<Language, InsightsWords> = {
  nl,
  en: {
    file: "insights",
    period: "Period",
    sections: {
      status: "Patients by status",
      urgency: "Patients by urgency",
      hour: "Arrivals by hour",
      outcome: "Outcome at events that have ended",
      response: "Time from arrival to first measurement",
      staffingMonths: "Staffing by month",
      staffingEvents: "Staffing by event",
      hoursPeople: "Hours worked by responder",
      hoursQualifications: "Hours worked by qualification",
    },
    status: "Status",
    urgency: "Urgency",
    code: "Code",
    patients: "Patients",
    hour: "Hour",
    figure: "Figure",
    value: "Value",
    measured: "Patients with a measurement",
    unmeasured: "Patients without a measurement",
    median: "Median (minutes)",
    p90: "90th percentile (minutes)",
    month: "Month",
    events: "Events",
    event: "Event",
    date: "Date",
    needed: "Places needed",
    filled: "Places filled",
    fillRate: "Fill rate (%)",
    required: (post) => `${post} needed`,
    assigned: (post) => `${post} scheduled`,
    lastName: "Last name",
    firstName: "First name",
    hours: "Hours",
    qualification: "Qualification",
    assignments: "Shifts",
    posts: { doctor: "Doctors", nurse: "Nurses", first_aider: "First aiders" },
  },
  es: {
    file: "estadisticas",
    period: "Periodo",
    sections: {
      status: "Pacientes por estado",
      urgency: "Pacientes por urgencia",
      hour: "Llegadas por hora",
      outcome: "Desenlace en eventos finalizados",
      response: "Tiempo desde la llegada hasta la primera medición",
      staffingMonths: "Cobertura por mes",
      staffingEvents: "Cobertura por evento",
      hoursPeople: "Horas trabajadas por interviniente",
      hoursQualifications: "Horas trabajadas por cualificación",
    },
    status: "Estado",
    urgency: "Urgencia",
    code: "Código",
    patients: "Pacientes",
    hour: "Hora",
    figure: "Dato",
    value: "Valor",
    measured: "Pacientes con medición",
    unmeasured: "Pacientes sin medición",
    median: "Mediana (minutos)",
    p90: "Percentil 90 (minutos)",
    month: "Mes",
    events: "Eventos",
    event: "Evento",
    date: "Fecha",
    needed: "Plazas necesarias",
    filled: "Plazas cubiertas",
    fillRate: "Tasa de cobertura (%)",
    required: (post) => `${post} necesarios`,
    assigned: (post) => `${post} asignados`,
    lastName: "Apellido",
    firstName: "Nombre",
    hours: "Horas",
    qualification: "Cualificación",
    assignments: "Turnos",
    posts: { doctor: "Médicos", nurse: "Enfermeros", first_aider: "Socorristas" },
  },
  fr: {
    file: "statistiques",
    period: "Période",
    sections: {
      status: "Patients par statut",
      urgency: "Patients par urgence",
      hour: "Arrivées par heure",
      outcome: "Issue aux événements terminés",
      response: "Délai entre l'arrivée et la première mesure",
      staffingMonths: "Couverture par mois",
      staffingEvents: "Couverture par événement",
      hoursPeople: "Heures prestées par intervenant(e)",
      hoursQualifications: "Heures prestées par qualification",
    },
    status: "Statut",
    urgency: "Urgence",
    code: "Code",
    patients: "Patients",
    hour: "Heure",
    figure: "Indicateur",
    value: "Valeur",
    measured: "Patients avec une mesure",
    unmeasured: "Patients sans mesure",
    median: "Médiane (minutes)",
    p90: "90e centile (minutes)",
    month: "Mois",
    events: "Événements",
    event: "Événement",
    date: "Date",
    needed: "Places nécessaires",
    filled: "Places pourvues",
    fillRate: "Taux de couverture (%)",
    required: (post) => `${post} nécessaires`,
    assigned: (post) => `${post} affectés`,
    lastName: "Nom",
    firstName: "Prénom",
    hours: "Heures",
    qualification: "Qualification",
    assignments: "Services",
    posts: { doctor: "Médecins", nurse: "Infirmiers", first_aider: "Secouristes" },
  },
};
