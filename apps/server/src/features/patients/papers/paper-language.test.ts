import { LANGUAGES, type Language } from "@hulppost/shared/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent, inDays } from "../../../../test/helpers/events";
import { pdfText, seedReferral } from "../../../../test/helpers/patient-papers";
import { createTenant, type Tenant } from "../../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../../test/helpers/test-app";
import { SHEET_WORDS } from "../../events/staffing-sheet.messages";
import { INCIDENT_REPORT_WORDS } from "../../incidents/incident-report.messages";
import { EVENT_REPORT_WORDS } from "./event-report.messages";
import { HANDOVER_WORDS } from "./handover.messages";
import { PATIENT_PAPER_WORDS } from "./patient-paper.messages";

/**
 * Every paper is downloaded in the language the reader asks for (their own, or the organisation's
 * report language), printed in it and named in it: a French-speaking crew of a Flemish
 * organisation takes a French handover named `…-transmission-…`.
 */
let t: TestApp;
let tenant: Tenant;
let eventId: string;
let patientId: string;
let incidentId: string;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Hulpdienst Taal" });
  // Live, so that an incident can be declared at it.
  eventId = (
    await createEvent(tenant.admin.agent, tenant.orgId, {
      name: "Taalfeest",
      date: inDays(-1),
      endDate: inDays(1),
      hospitalName: "AZ Groeninge",
    })
  ).id;
  await tenant.admin.agent.json("POST", `/api/orgs/${tenant.orgId}/events/${eventId}/assignments`, {
    userId: tenant.caregiver.id,
  });
  patientId = (await seedReferral(t, tenant.caregiver.agent, tenant.orgId, eventId)).id;
  const incident = await tenant.admin.agent.json<{ id: string }>(
    "POST",
    `/api/orgs/${tenant.orgId}/events/${eventId}/incidents`,
    { name: "Tribune" },
  );
  expect(incident.status, JSON.stringify(incident.body)).toBe(201);
  incidentId = incident.body.id;
});
afterAll(() => t.close());

const org = () => `/api/orgs/${tenant.orgId}`;

/** The word each language's handover file is named by (the glossary's "handover"). */
const HANDOVER_FILE: Record<Language, string> = {
  nl: "overdracht",
  en: "handover",
  es: "transferencia",
  fr: "transmission",
};

/** Per paper: its address, the title its PDF prints and the word its file name carries, per language. */
const papers = () => [
  {
    name: "handover",
    path: `${org()}/patients/${patientId}/handover.pdf`,
    title: (l: Language) => HANDOVER_WORDS[l].handoverTitle,
    file: (l: Language) => HANDOVER_FILE[l],
  },
  {
    name: "patient report",
    path: `${org()}/patients/${patientId}/report.pdf`,
    title: (l: Language) => PATIENT_PAPER_WORDS[l].reportTitle,
    file: (l: Language) => PATIENT_PAPER_WORDS[l].reportFile,
  },
  {
    name: "event report",
    path: `${org()}/events/${eventId}/report.pdf`,
    title: (l: Language) => EVENT_REPORT_WORDS[l].title,
    file: (l: Language) => EVENT_REPORT_WORDS[l].file,
  },
  {
    name: "staffing sheet",
    path: `${org()}/events/${eventId}/staffing-sheet`,
    title: (l: Language) => String(SHEET_WORDS[l].title),
    file: (l: Language) =>
      String(SHEET_WORDS[l].title)
        .replace(/[^\p{L}\p{N}]+/gu, "-")
        .toLowerCase(),
  },
  {
    name: "incident report",
    path: `${org()}/incidents/${incidentId}/report.pdf`,
    title: (l: Language) => INCIDENT_REPORT_WORDS[l].title,
    file: (l: Language) => INCIDENT_REPORT_WORDS[l].file,
  },
];

/** A file name as the browser keeps it: the UTF-8 form when there is one. */
const fileName = (disposition: string) => {
  const utf8 = disposition.match(/filename\*=UTF-8''([^;]+)/)?.[1];
  return utf8 ? decodeURIComponent(utf8) : (disposition.match(/filename="([^"]+)"/)?.[1] ?? "");
};

describe("papers in the language the reader asks for", () => {
  for (const language of LANGUAGES)
    it(`prints and names every paper in ${language}`, async () => {
      for (const paper of papers()) {
        const res = await tenant.admin.agent.get(`${paper.path}?lang=${language}`);
        expect(res.status, `${paper.name} ${language}`).toBe(200);
        const name = fileName(res.headers.get("content-disposition") ?? "");
        expect(name, `${paper.name} ${language}`).toContain(`-${paper.file(language)}`);
        expect(name).toMatch(/\.pdf$/);
        const { text } = await pdfText(await res.arrayBuffer());
        expect(text, `${paper.name} ${language}`).toContain(paper.title(language));
        // Not the organisation's Dutch when another language was asked for.
        if (language !== "nl") expect(text, `${paper.name} ${language}`).not.toContain(paper.title("nl"));
      }
      const csv = await tenant.admin.agent.get(`${org()}/events/${eventId}/report.csv?lang=${language}`);
      expect(csv.status).toBe(200);
      expect(fileName(csv.headers.get("content-disposition") ?? "")).toContain(
        `-${EVENT_REPORT_WORDS[language].file}.csv`,
      );
    });

  it("writes the organisation's report language when none is asked for", async () => {
    const namedIn = async (language: Language) => {
      for (const paper of papers()) {
        const res = await tenant.admin.agent.get(paper.path);
        expect(res.status, paper.name).toBe(200);
        expect(fileName(res.headers.get("content-disposition") ?? ""), paper.name).toContain(
          `-${paper.file(language)}`,
        );
      }
    };
    await namedIn("nl");
    const settings = await tenant.admin.agent.json<{ version: number }>("GET", `${org()}/settings`);
    const saved = await tenant.admin.agent.json<{ version: number }>("PUT", `${org()}/settings`, {
      reportLanguage: "fr",
      version: settings.body.version,
    });
    expect(saved.status).toBe(200);
    await namedIn("fr");
    // The reader's app learns it from `me`, to offer it beside the reader's own language.
    const me = await tenant.caregiver.agent.json<{ organizations: { id: string; reportLanguage: string }[] }>(
      "GET",
      "/api/me",
    );
    expect(me.body.organizations.find((o) => o.id === tenant.orgId)?.reportLanguage).toBe("fr");
    const restored = await tenant.admin.agent.json("PUT", `${org()}/settings`, {
      reportLanguage: "nl",
      version: saved.body.version,
    });
    expect(restored.status).toBe(200);
  });

  it("refuses a language outside the four with a field error on `lang`", async () => {
    for (const paper of papers())
      for (const bad of ["de", "NL", "", "nl,fr"]) {
        const res = await tenant.admin.agent.json<{ error: { code: string; fields?: Record<string, string> } }>(
          "GET",
          `${paper.path}?lang=${encodeURIComponent(bad)}`,
        );
        expect(res.status, `${paper.name} ${bad}`).toBe(400);
        expect(res.body.error.code).toBe("VALIDATION_ERROR");
        expect(Object.keys(res.body.error.fields ?? {})).toContain("lang");
      }
  });

  it("answers another organisation's record, event and incident with 404, whatever the language", async () => {
    const stranger = await createTenant(t);
    for (const paper of papers()) {
      const res = await stranger.admin.agent.get(
        `${paper.path.replace(`/orgs/${tenant.orgId}/`, `/orgs/${stranger.orgId}/`)}?lang=fr`,
      );
      expect(res.status, paper.name).toBe(404);
    }
  });
});
