/** The incident pages' addresses: the board and the phone's triage, by the incident's id. */
export const boardPath = (incidentId: string) => `/dashboard/incident?id=${encodeURIComponent(incidentId)}`;
export const triagePath = (incidentId: string) => `/dashboard/incident/triage?id=${encodeURIComponent(incidentId)}`;
