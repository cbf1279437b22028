import { plural } from "../../platform/plural";
import type { ProcessingWords } from "./word-types";

const PERIODS = {
  month: { one: "{count} month", other: "{count} months" },
  day: { one: "{count} day", other: "{count} days" },
  hour: { one: "{count} hour", other: "{count} hours" },
} satisfies ProcessingWords["periods"];
const months = (n: number) => plural("en", n, PERIODS.month);
const hours = (n: number) => plural("en", n, PERIODS.hour);
const days = (n: number) => plural("en", n, PERIODS.day);

export const EN: ProcessingWords = {
  title: "Record of processing activities",
  file: "record-of-processing",
  intro:
    "What Hulppost keeps for the organisation, why, for how long and who can see it (GDPR Art. 30). Drawn up from the organisation's settings and the software itself, to attach to the record of processing activities and the data processing agreement.",
  controller: (organization) => `Controller: ${organization}. Processor: whoever operates this Hulppost.`,
  generated: (date) => `Drawn up on ${date}`,
  labels: {
    data: "Data",
    purpose: "Purpose",
    legalBasis: "Legal basis",
    retention: "Retention period",
    audience: "Who can see it",
    processors: "Processors and recipients",
    special: "Special category data (health, GDPR Art. 9)",
    transfer: "Transfer outside the EEA",
    noTransfer: "No transfer outside the EEA",
    notInUse: "not in use on this installation",
    none: "none",
    colon: ": ",
  },
  audiences: {
    self: "the person themselves",
    hulpverlener: "the organisation's responders",
    admin: "the organisation's admins",
    super_admin: "Hulppost's platform administrator",
  },
  categories: {
    accounts: {
      title: "Accounts and sign-in",
      purpose: "Signing in, securing the account (password, two-step verification) and confirming the email address.",
      legalBasis: "Performance of a contract (GDPR Art. 6(1)(b)); security as a legitimate interest (Art. 6(1)(f)).",
      retention: (v) =>
        `As long as the account exists. A session expires after ${days(v.sessionDays)} without use; confirmation links after 24 hours.`,
    },
    profiles: {
      title: "Responders' profiles",
      purpose:
        "Knowing and deploying the responder: contact details, date of birth (minors, age rules), qualifications and IBAN for volunteer allowances.",
      legalBasis:
        "Performance of the volunteer agreement (GDPR Art. 6(1)(b)); bookkeeping duty for allowances (Art. 6(1)(c)).",
      retention: () =>
        "As long as the person is a member. When the account is closed the data is erased; hours worked stay under a pseudonym.",
    },
    memberships: {
      title: "Memberships and roles",
      purpose: "Knowing who belongs to the organisation, in which role and team, and who has been invited.",
      legalBasis: "Performance of a contract (GDPR Art. 6(1)(b)).",
      retention: (v) =>
        `As long as the person is a member. Invitations expire on the date the admin chooses (at most ${days(v.invitationMaxDays)}).`,
    },
    events: {
      title: "Events, shifts and hours",
      purpose:
        "Planning events, staffing them with responders and keeping the hours worked for reports and allowances.",
      legalBasis: "Performance of a contract (GDPR Art. 6(1)(b)); bookkeeping duty (Art. 6(1)(c)).",
      retention: () =>
        "Kept as the organisation's history; people who close their account stay in it only under a pseudonym.",
    },
    availability: {
      title: "Interest and availability",
      purpose: "Knowing who wants to and can help at an event, and respecting absences when planning.",
      legalBasis: "Performance of a contract (GDPR Art. 6(1)(b)).",
      retention: () => "As long as the person is a member; they can change or erase it themselves.",
    },
    patients: {
      title: "Patient records, vital signs and photos",
      purpose: "Giving and handing over care, accounting for it and keeping the medical record.",
      legalBasis:
        "Legal duty to keep a record (GDPR Art. 6(1)(c)) and vital interests (Art. 6(1)(d)); health care by people bound by professional secrecy (Art. 9(2)(h)) and vital interests (Art. 9(2)(c)).",
      retention: (v) =>
        v.patientMonths === null
          ? "Kept until the organisation deletes them (setting: keep). Medical record law asks for 20 years (NL) or 30 years (BE)."
          : `${months(v.patientMonths)} after the end of the event; then deleted automatically every day.`,
    },
    incidents: {
      title: "Incidents and casualties",
      purpose: "Triaging and following casualties at a major incident and distributing them over hospitals.",
      legalBasis: "Vital interests (GDPR Art. 6(1)(d) and Art. 9(2)(c)); health care (Art. 9(2)(h)).",
      retention: () => "Kept until the organisation deletes the incident.",
    },
    chat: {
      title: "Chat",
      purpose: "Letting responders coordinate with each other during an event.",
      legalBasis: "Legitimate interest: coordinating the deployment (GDPR Art. 6(1)(f)).",
      retention: (v) =>
        v.chatDays === null
          ? "Kept (setting: keep); when an account is closed, the text of its messages is erased."
          : `${days(v.chatDays)}; then deleted automatically.`,
    },
    sms: {
      title: "Text messages",
      purpose: "Calling up or alerting responders by text message, and following the delivery.",
      legalBasis: "Legitimate interest: reaching responders (GDPR Art. 6(1)(f)).",
      retention: () => "Kept as the organisation's sending history.",
    },
    locations: {
      title: "Shared locations",
      purpose: "Seeing where responders are during an event, for their safety and to send the nearest one.",
      legalBasis:
        "Legitimate interest: safety and coordination (GDPR Art. 6(1)(f)); responders turn sharing on themselves.",
      retention: (v) => `${hours(v.locationHours)} after the end of the event; then deleted automatically.`,
    },
    notifications: {
      title: "Notifications and push devices",
      purpose: "Delivering notifications on the channel the person chooses (push, text message, email).",
      legalBasis: "Performance of a contract (GDPR Art. 6(1)(b)).",
      retention: (v) =>
        `As long as the account exists; a device the push service refuses is removed. Live updates for devices that were offline: ${hours(v.noticeHours)}.`,
    },
    audit: {
      title: "Audit log",
      purpose: "Recording who viewed, changed or downloaded which data, to detect misuse.",
      legalBasis: "Legal duty to keep data secure (GDPR Art. 6(1)(c) and Art. 32).",
      retention: () => "Kept as long as the organisation exists.",
    },
    mail: {
      title: "Outgoing email",
      purpose: "Sending emails (confirmation, invitation, notifications) reliably and retrying.",
      legalBasis: "Performance of a contract (GDPR Art. 6(1)(b)).",
      retention: () => "Kept as sending history; only the platform administrator can see it.",
    },
    billing: {
      title: "Billing and subscription",
      purpose: "Managing and paying the organisation's subscription.",
      legalBasis: "Performance of a contract (GDPR Art. 6(1)(b)); tax record-keeping duty (Art. 6(1)(c)).",
      retention: () =>
        "While the subscription runs; invoices as long as tax law requires (7 years), at the payment provider.",
    },
    infrastructure: {
      title: "Equipment and infrastructure",
      purpose: "Planning and maintaining equipment, vehicles and posts.",
      legalBasis: "Legitimate interest: running the organisation (GDPR Art. 6(1)(f)).",
      retention: () => "Kept until the organisation deletes it.",
    },
    organisation: {
      title: "Organisation and settings",
      purpose: "Keeping the organisation, its settings, treatment templates and exports.",
      legalBasis: "Performance of a contract (GDPR Art. 6(1)(b)).",
      retention: () =>
        "As long as the organisation exists; an export stays available for 24 hours. A deleted organisation is gone completely after 30 days.",
    },
    operations: {
      title: "Technical operation",
      purpose: "Running background tasks, slowing down misuse and answering contact messages.",
      legalBasis: "Legitimate interest: a secure, working service (GDPR Art. 6(1)(f)).",
      retention: () => "Rate-limit counters: a few minutes; finished tasks and contact messages as long as needed.",
    },
  },
  processors: {
    mail: { name: "Mail server (SMTP)", service: "Sends emails to responders and admins.", transfer: null },
    sms: {
      name: "Twilio Inc.",
      service: "Sends text messages: mobile number and message text.",
      transfer: "United States: EU-US Data Privacy Framework and standard contractual clauses.",
    },
    payments: {
      name: "Stripe Payments Europe Ltd.",
      service: "Payments and invoices for the subscription: the organisation's name and email address.",
      transfer: "United States (Stripe, Inc.): EU-US Data Privacy Framework and standard contractual clauses.",
    },
    push: {
      name: "Browsers' push services (Google, Mozilla, Apple, Microsoft)",
      service: "Deliver notifications to devices; the content is encrypted, the service only sees the device.",
      transfer: "United States: EU-US Data Privacy Framework.",
    },
    tiles: {
      name: "Map tile server",
      service: "Serves the map tiles; sees the IP address of whoever views the map, no Hulppost data.",
      transfer: "United Kingdom (OpenStreetMap Foundation): European Commission adequacy decision.",
    },
  },
  footer: (page, pages) => `Record of processing activities · page ${page} of ${pages}`,
  periods: PERIODS,
};
