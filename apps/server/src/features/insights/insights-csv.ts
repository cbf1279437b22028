import type { Language } from "@hulppost/shared/constants";
import { INSIGHT_SECTIONS, type InsightSection, type InsightsView } from "@hulppost/shared/insights";
import { PATIENT_STATUSES, URGENCIES } from "@hulppost/shared/patients";
import { csvText } from "../../platform/csv";
import { CLINICAL_TERMS } from "../patients/papers/clinical-terms.messages";
import { INSIGHTS_WORDS, type InsightsWords } from "./insights.messages";

type Row = (string | number)[];

/**
 * The figures as tables, one per section, in the download's language. Decimals are written with
 * the language's decimal mark (12,5 in Dutch): with the semicolon separator a Dutch spreadsheet
 * reads "12.5" as text or a date.
 */
function sectionTables(view: InsightsView, language: Language): Record<InsightSection, Row[]> {
  const w = INSIGHTS_WORDS[language];
  const terms = CLINICAL_TERMS[language];
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2, useGrouping: false });
  const decimal = (value: number | null) => (value === null ? "" : number.format(value));
  const percent = (value: number | null) => (value === null ? "" : number.format(Math.round(value * 1000) / 10));
  const posts = [w.posts.doctor, w.posts.nurse, w.posts.first_aider];
  return {
    status: [
      [w.status, w.code, w.patients],
      ...PATIENT_STATUSES.map((s) => [terms.status[s], s, view.patients.byStatus[s]]),
    ],
    urgency: [
      [w.urgency, w.code, w.patients],
      ...URGENCIES.map((u) => [terms.urgency[u], u, view.patients.byUrgency[u]]),
    ],
    hour: [
      [w.hour, w.patients],
      ...view.patients.byHour.map((n, hour) => [`${hourText(hour)}–${hourText((hour + 1) % 24)}`, n]),
    ],
    outcome: [
      [w.status, w.code, w.patients],
      ...PATIENT_STATUSES.map((s) => [terms.status[s], s, view.patients.outcome.byStatus[s]]),
    ],
    response: [
      [w.figure, w.value],
      [w.measured, view.response.measured],
      [w.unmeasured, view.response.unmeasured],
      [w.median, decimal(view.response.medianMinutes)],
      [w.p90, decimal(view.response.p90Minutes)],
    ],
    staffingMonths: [
      [w.month, w.events, w.needed, w.filled, w.fillRate],
      ...view.staffing.months.map((m) => [m.month, m.events, m.needed, m.filled, percent(m.fillRate)]),
    ],
    staffingEvents: [
      [
        w.event,
        w.date,
        ...posts.flatMap((post) => [w.required(post), w.assigned(post)]),
        w.needed,
        w.filled,
        w.fillRate,
      ],
      ...view.staffing.events.map((e) => [
        e.name,
        e.date,
        e.required.doctors,
        e.assigned.doctors,
        e.required.nurses,
        e.assigned.nurses,
        e.required.firstAiders,
        e.assigned.firstAiders,
        e.needed,
        e.filled,
        percent(e.fillRate),
      ]),
    ],
    hoursPeople: [
      [w.lastName, w.firstName, w.events, w.hours],
      ...view.hours.people.map((p) => [p.lastName, p.firstName, p.events, decimal(p.hours)]),
    ],
    hoursQualifications: [
      [w.qualification, w.code, w.assignments, w.hours],
      ...view.hours.qualifications.map((q) => [
        w.posts[q.qualification],
        q.qualification,
        q.assignments,
        decimal(q.hours),
      ]),
    ],
  };
}

const hourText = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/**
 * One section as a plain table (its header and rows), or the period and then every section one
 * after the other, each under its title and followed by an empty line.
 */
export function renderInsightsCsv(view: InsightsView, language: Language, section?: InsightSection): string {
  const tables = sectionTables(view, language);
  if (section) return csvText(tables[section], language);
  const w: InsightsWords = INSIGHTS_WORDS[language];
  const rows = [
    [w.period, view.from, view.to],
    [],
    ...INSIGHT_SECTIONS.flatMap((name) => [[w.sections[name]], ...tables[name], []]),
  ];
  return csvText(rows, language);
}
