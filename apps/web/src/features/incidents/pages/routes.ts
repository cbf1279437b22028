// Both incident pages in one lazy module: they share nearly all their code, and one route module
// keeps the first bundle's list of lazy chunks short (the landing page's budget).
export { IncidentPage } from "./incident-page";
export { TriagePage } from "./triage-page";
