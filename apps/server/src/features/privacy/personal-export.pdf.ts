import type { Language } from "@hulppost/shared/constants";
import { contentWidth, stampFooters, startPdf } from "../../platform/pdf/document";
import { labelledValue, paperHeader, sectionTitle } from "../../platform/pdf/layout";
import { type PdfColumn, pdfTable } from "../../platform/pdf/table";
import { plural } from "../../platform/plural";
import { paperClock } from "../patients/papers/paper-format";
import type { ExportSections, Row, SectionKey } from "./personal-export.data";
import { EXPORT_WORDS, fill } from "./personal-export.words";

/** Lines a table shows before it points at data.json: the summary stays a few pages. */
const MAX_LINES = 25;

const str = (value: unknown) => (value === null || value === undefined ? "" : String(value));

export interface SummaryInput {
  sections: ExportSections;
  language: Language;
  timeZone: string;
  generatedAt: Date;
  /** The organisation of an admin's export; null for the person's own. */
  organization: string | null;
}

/** The summary PDF (overzicht.pdf in Dutch): the sections with their counts and main lines, in the person's language. */
export async function renderSummaryPdf(input: SummaryInput): Promise<Buffer> {
  const { sections, language, organization } = input;
  const w = EXPORT_WORDS[language];
  const clock = paperClock(language, input.timeZone);
  const word = (value: unknown) => w.values[str(value)] ?? str(value);
  const when = (value: unknown) => (value ? clock.dateTime(str(value)) : "");
  const profile = sections.profile ?? {};
  const name = str(profile.name);
  const title = organization ? fill(w.titleFor, { name, organization }) : w.title;
  const { doc, done } = startPdf({ title, author: "Hulppost", language });
  paperHeader(doc, organization ?? "Hulppost", title, fill(w.made, { date: clock.longDate(input.generatedAt) }));
  const note = (text: string) =>
    doc
      .font("Sans")
      .fontSize(9)
      .fillColor("#444444")
      .text(text, { width: contentWidth(doc) })
      .fillColor("#000000");
  note(organization ? fill(w.introOrg, { organization }) : w.intro);
  doc.moveDown(0.3);
  note(w.patientsNote);

  sectionTitle(doc, w.sections.profile);
  labelledValue(doc, w.fields.name, name);
  labelledValue(doc, w.fields.email, str(profile.email));
  labelledValue(doc, w.fields.phone, str(profile.phone));
  labelledValue(doc, w.fields.address, str(profile.address));
  labelledValue(doc, w.fields.birthDate, profile.birthDate ? clock.birthDate(str(profile.birthDate)) : "");
  labelledValue(doc, w.fields.iban, str(profile.iban));
  labelledValue(doc, w.fields.userCode, str(profile.userCode));
  labelledValue(doc, w.fields.language, word(profile.language));
  labelledValue(doc, w.fields.signedUpAt, when(profile.signedUpAt));
  labelledValue(doc, w.fields.twoFactor, profile.twoFactorEnabled ? w.yes : w.no);

  sectionTitle(doc, w.counts, 120);
  const counted = (Object.keys(w.sections) as SectionKey[]).filter((key) => key !== "profile");
  const counts = pdfTable(doc, [{ header: "" }, { header: "", width: 80, align: "right" }], { rowHeight: 17 });
  for (const key of counted) counts.row([w.sections[key], str(sections[key].length)]);

  const table = (key: Exclude<SectionKey, "profile">, columns: PdfColumn[], cells: (row: Row) => string[]) => {
    const rows = sections[key];
    if (!rows.length) return;
    sectionTitle(doc, `${w.sections[key]} (${rows.length})`, 60);
    const t = pdfTable(doc, columns, { rowHeight: 18, fontSize: 8.5 });
    t.header();
    for (const row of rows.slice(0, MAX_LINES)) t.row(cells(row));
    if (rows.length > MAX_LINES) note(plural(language, rows.length - MAX_LINES, w.more));
    return t;
  };
  const c = w.columns;

  table(
    "memberships",
    [{ header: c.organization }, { header: c.role, width: 110 }, { header: c.date, width: 110 }],
    (r) => [str(r.organization), word(r.role), when(r.since)],
  );
  const shifts = table(
    "assignments",
    [
      { header: c.event },
      { header: c.organization, width: 110 },
      { header: c.post, width: 95 },
      { header: c.date, width: 95 },
      { header: c.hours, width: 45, align: "right" },
    ],
    (r) => [str(r.event), str(r.organization), word(r.post), when(r.startsAt), clock.number(Number(r.hours ?? 0))],
  );
  if (shifts) {
    const total = sections.assignments.reduce((sum, r) => sum + Number(r.hours ?? 0), 0);
    shifts.row([{ text: w.totalHours, bold: true }, "", "", "", { text: clock.number(total), bold: true }]);
  }
  table(
    "interests",
    [{ header: c.event }, { header: c.organization, width: 150 }, { header: c.date, width: 110 }],
    (r) => [str(r.event), str(r.organization), when(r.at)],
  );
  table("absences", [{ header: c.date, width: 110 }, { header: c.until, width: 110 }, { header: c.reason }], (r) => [
    when(r.startsAt),
    when(r.endsAt),
    str(r.reason),
  ]);
  table("chatMessages", [{ header: c.when, width: 95 }, { header: c.channel, width: 120 }, { header: c.text }], (r) => [
    when(r.at),
    str(r.channel) || w.orgChannel,
    str(r.text),
  ]);
  table(
    "locationShares",
    [{ header: c.when, width: 110 }, { header: c.organization }, { header: c.what, width: 170 }],
    (r) => [when(r.at), str(r.organization), `${Number(r.latitude).toFixed(5)}, ${Number(r.longitude).toFixed(5)}`],
  );
  table("notifications", [{ header: c.when, width: 95 }, { header: c.kind, width: 90 }, { header: c.text }], (r) => [
    when(r.at),
    str(r.kind),
    str(r.title),
  ]);
  table("sessions", [{ header: c.when, width: 95 }, { header: c.device }, { header: "IP", width: 100 }], (r) => [
    when(r.startedAt),
    str(r.userAgent),
    str(r.ipAddress),
  ]);
  table("devices", [{ header: c.device }, { header: c.date, width: 110 }], (r) => [str(r.label), when(r.since)]);
  table("auditAboutMe", [{ header: c.when, width: 95 }, { header: c.who, width: 150 }, { header: c.action }], (r) => [
    when(r.at),
    str(r.actor),
    str(r.action),
  ]);
  table(
    "auditByMe",
    [{ header: c.when, width: 95 }, { header: c.action }, { header: c.organization, width: 150 }],
    (r) => [when(r.at), str(r.action), str(r.organization)],
  );
  // Patients by day, not by id: the ids are in data.json; the records are the organisation's.
  const perDay = new Map<string, number>();
  for (const r of sections.patientsRegistered) {
    const day = clock.longDate(str(r.registeredAt));
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  if (perDay.size) {
    sectionTitle(doc, `${w.sections.patientsRegistered} (${sections.patientsRegistered.length})`, 60);
    const t = pdfTable(doc, [{ header: c.date }, { header: c.count, width: 80, align: "right" }], {
      rowHeight: 18,
      fontSize: 8.5,
    });
    t.header();
    const days = [...perDay.entries()];
    for (const [day, count] of days.slice(0, MAX_LINES)) t.row([day, clock.number(count)]);
    if (days.length > MAX_LINES) note(plural(language, days.length - MAX_LINES, w.more));
  }

  stampFooters(doc, (page, pages) => `${title} · ${fill(w.page, { page, pages })}`);
  doc.end();
  return done;
}
