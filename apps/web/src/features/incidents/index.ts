// The incidents feature's public face: what the app shell, the event pages and realtime use.
export { boardQuery, openIncidentsQuery, useOpenIncidents } from "./api/incidents";
export { incidentKeys } from "./api/keys";
export { DeclareIncidentButton, DeclareIncidentDialog } from "./components/declare-incident-dialog";
export { EventIncidents } from "./components/event-incidents";
export { HospitalsCard } from "./components/hospitals-card";
export { IncidentBanner } from "./components/incident-banner";
export { PatientTriageCard } from "./components/patient-triage-card";
export { TagSheetsCard } from "./components/tag-sheets-card";
export { boardPath, triagePath } from "./paths";
export { useIncidentLayer } from "./use-incident-layer";
