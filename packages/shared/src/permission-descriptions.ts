import type { Permission } from "./permissions";

/**
 * What each permission allows, in words: for the API's documentation (the OpenAPI document's
 * `x-permission-description`). Apart from the matrix itself so that the web, which needs only the
 * rules, does not carry these sentences in its first download (the landing page's size budget).
 */
export const PERMISSION_DESCRIPTIONS: Record<Permission, string> = {
  public: "Anyone, without signing in",
  self: "Any signed-in person, on their own data",
  "organizations.create": "Create an organisation (organisators, once)",
  "organization.read": "Read the organisation and its settings",
  "organization.manage": "Change the organisation's settings",
  "billing.manage": "Read the plan, invoices and usage; start the premium checkout and open the payment portal",
  "members.read": "List and read caregivers",
  "members.manage": "Add, edit and remove caregivers",
  "invitations.manage": "Create and revoke invitation links",
  "audit.read": "Read the organisation's audit log",
  "organization.system":
    "See the installation's health and providers with the organisation's own jobs and mails, and retry its failed jobs",
  "events.read": "Read the organisation's events",
  "events.manage": "Create, change and staff events",
  "events.interest": "Raise or withdraw a hand for an event",
  "teams.manage": "Manage an event's teams",
  "patients.read": "Read patient records: admins all of the organisation's, caregivers those of events they staff",
  "patients.write": "Register patients, their vital signs, status and photo (caregivers at events they staff)",
  "patients.delete": "Delete a patient record",
  "patients.export":
    "Download a patient's report, handover sheet or FHIR export (caregivers for events they staff); audit-logged",
  "events.report": "Download an event's report for the organiser and the medical authority (no names)",
  "insights.read":
    "Read and download the organisation's insights: patients, staffing fill, caregiver hours, response times",
  "incidents.read":
    "Read an event's incidents and their board: admins every event's, caregivers those of events they staff",
  "incidents.triage":
    "Triage casualties and move them (caregivers at events they staff; an override by the event's doctor)",
  "incidents.lead": "Declare and close incidents, set hospital capacity (admins; a live event's post leader)",
  "incidents.manage": "Delete an exercise, print label sheets, keep the hospital list",
  "infrastructure.read": "See the organisation's assets where they stand on an event's site map",
  "infrastructure.manage": "Manage assets, their unavailability, their events and their places on the site maps",
  "realtime.stream": "Receive the organisation's change notices (ids only) as a stream",
  "chat.use": "Read and write the organisation's and its events' chat channels (when chat is on)",
  "chat.moderate": "Delete a chat message (it stays in the history as deleted)",
  "sms.send": "Use the SMS center: text caregivers, see the history and this month's use (when the SMS center is on)",
  "locations.share": "Share one's own position with the organisation (when locations are on)",
  "locations.read":
    "See an event's live map of its caregivers' positions: caregivers for the events they are assigned to, admins for every event",
  "locations.readAll": "See every member of the organisation who shares a position, wherever they are",
  "treatments.read": "Read treatment categories and templates, to apply them",
  "treatments.manage": "Create, change and delete treatment categories and templates",
  "platform.organizations": "Manage every organisation",
  "platform.users": "Manage every user and their roles",
  "platform.impersonate": "Act as another user",
  "platform.audit": "Read the whole audit log",
  "platform.mobilePatients": "See quick-input patients across organisations, with the fewest identifying fields",
  "platform.prices": "Read the price history and schedule or cancel price changes",
  "platform.system": "See the whole platform's status, jobs and size, and retry any failed job",
  "platform.outbox": "Read the mail outbox (installs without SMTP)",
};
