import type { Language } from "@hulppost/shared/constants";
import type { EventDetailView } from "@hulppost/shared/events";
import { formatPhone } from "@hulppost/shared/field-formats";
import { ensureRoom, startPdf } from "../../platform/pdf/document";
import { pdfTable } from "../../platform/pdf/table";
import { SHEET_WORDS } from "./staffing-sheet.messages";

const BLANK_LINES = 8;
const COLUMNS = [
  { key: "name", width: 170 },
  { key: "post", width: 95 },
  { key: "phone", width: 120 },
  { key: "signature", width: 130 },
] as const;

/**
 * The paper staffing sheet the spec describes: the event, contacts, hospital, the people by team with
 * their phone numbers, and blank lines for whoever joins on the day. A4, printable in black.
 */
export function renderStaffingSheet(
  event: EventDetailView,
  organizationName: string,
  language: Language,
  timeZone: string,
): Promise<Buffer> {
  const w = SHEET_WORDS[language];
  const { doc, done } = startPdf({ title: `${w.title} – ${event.name}`, author: organizationName, language });

  const dateFormat = new Intl.DateTimeFormat(language, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  });
  const left = doc.page.margins.left;

  doc.font("Sans-Bold").fontSize(9).fillColor("#555").text(organizationName.toUpperCase(), { characterSpacing: 1 });
  doc.font("Sans-Bold").fontSize(20).fillColor("#000").text(`${w.title}: ${event.name}`);
  if (event.cancelled)
    doc
      .font("Sans-Bold")
      .fontSize(14)
      .fillColor("#b91c1c")
      .text(w.cancelled ?? "")
      .fillColor("#000");
  doc.moveDown(0.5);

  const field = (label: string | undefined, value: string | null | undefined) => {
    if (!value) return;
    doc.font("Sans-Bold").fontSize(10).text(`${label}: `, { continued: true }).font("Sans").text(value);
  };
  const endDay = event.endDate !== event.date ? ` → ${dateFormat.format(new Date(event.endsAt))}` : "";
  field(w.date, `${dateFormat.format(new Date(event.startsAt))}${endDay}`);
  field(w.time, `${event.startTime} – ${event.endTime}`);
  field(w.location, event.location);
  field(w.address, event.address);
  field(
    w.contact,
    [event.contactName, formatPhone(event.contactPhone), event.contactEmail].filter(Boolean).join(" · "),
  );
  field(w.hospital, [event.hospitalName, event.hospitalAddress].filter(Boolean).join(", "));
  field(w.emergency, formatPhone(event.hospitalPhone));
  doc.moveDown(0.3);
  const s = event.staffing;
  field(
    w.staffing,
    [
      `${w.doctors} ${s.doctors.assigned}/${s.doctors.required}`,
      `${w.nurses} ${s.nurses.assigned}/${s.nurses.required}`,
      `${w.firstAiders} ${s.firstAiders.assigned}/${s.firstAiders.required}`,
      `${w.tents} ${s.tents.required}`,
      `${w.ambulances} ${s.ambulances.required}`,
    ].join("   "),
  );

  const rowHeight = 20;
  const table = pdfTable(
    doc,
    COLUMNS.map((col) => ({ header: w[col.key] ?? col.key, width: col.width })),
    { rowHeight },
  );
  const row = (cells: string[]) => table.row(cells);
  const header = () => table.header();
  const section = (title: string, color?: string) => {
    ensureRoom(doc, rowHeight * 3);
    doc.moveDown(0.8);
    doc.x = left;
    if (color)
      doc
        .rect(left, doc.y + 2, 8, 8)
        .fill(color)
        .fillColor("#000");
    doc
      .font("Sans-Bold")
      .fontSize(12)
      .text(title, left + (color ? 14 : 0), doc.y);
    doc.x = left;
    doc.moveDown(0.3);
    header();
  };

  const person = (a: EventDetailView["assignments"][number]) => [
    `${a.firstName} ${a.lastName}`,
    w[a.qualification] ?? a.qualification,
    formatPhone(a.phone),
    "",
  ];
  for (const team of event.teams) {
    const members = event.assignments.filter((a) => a.teamId === team.id);
    section(`${w.team}: ${team.name}`, team.color);
    for (const a of members) row(person(a));
  }
  const withoutTeam = event.assignments.filter((a) => !a.teamId);
  if (withoutTeam.length || !event.teams.length) {
    section(event.teams.length ? (w.noTeam ?? "") : (w.team ?? ""));
    for (const a of withoutTeam) row(person(a));
  }
  section(w.extra ?? "");
  for (let i = 0; i < BLANK_LINES; i++) row(["", "", "", ""]);

  const stamp = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short", timeZone }).format(
    new Date(),
  );
  doc.moveDown(1);
  doc.x = left;
  doc.font("Sans").fontSize(8).fillColor("#666").text(`${w.generated} ${stamp} · Hulppost`);
  doc.end();
  return done;
}
