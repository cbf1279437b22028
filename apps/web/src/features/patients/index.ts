/**
 * The patients feature as other features and app/ use it (decision 038): the list an event's
 * pages show, the retention and observation settings of the admin's settings, and the queries
 * field mode fetches ahead and keeps fresh.
 */

export { patientKeys } from "./api/keys";
export { FIRST_PATIENT_PAGE, patientListQuery } from "./api/list-patients";
export { useRetention as usePatientRetention, useSetRetention as useSetPatientRetention } from "./api/retention";
export { LiveNowCard } from "./components/live-now-card";
export { ObservationIntervalsCard } from "./components/observation-intervals-card";
export { PatientList } from "./components/patient-list";
