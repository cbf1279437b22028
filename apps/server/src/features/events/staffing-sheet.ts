import type { Language } from "@hulppost/shared/constants";
import type { EventDetailView } from "@hulppost/shared/events";
import { formatPhone } from "@hulppost/shared/field-formats";
import PDFDocument from "pdfkit";
import { SHEET_WORDS } from "./staffing-sheet.messages";

const BLANK_LINES = 8;
const COLUMNS = [
  { key: "name", width: 170 },
  { key: "post", width: 95 },
  { key: "phone", width: 120 },
  { key: "signature", width: 130 },
] as const;

/**
 * The paper staffing sheet of spec issue 5: the event, contacts, hospital, the people by team with
 * their phone numbers, and blank lines for whoever joins on the day. A4, printable in black.
 */
export function renderStaffingSheet(
  event: EventDetailView,
  organizationName: string,
  language: Language,
  timeZone: string,
): Promise<Buffer> {
  const w = SHEET_WORDS[language];
  const doc = new PDFDocument({
    size: "A4",
    margin: 40,
    info: { Title: `${w.title} – ${event.name}`, Author: organizationName },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));

  const dateFormat = new Intl.DateTimeFormat(language, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc
    .font("Helvetica-Bold")
    .fontSize(9)
    .fillColor("#555")
    .text(organizationName.toUpperCase(), { characterSpacing: 1 });
  doc.font("Helvetica-Bold").fontSize(20).fillColor("#000").text(`${w.title}: ${event.name}`);
  if (event.cancelled)
    doc
      .font("Helvetica-Bold")
      .fontSize(14)
      .fillColor("#b91c1c")
      .text(w.cancelled ?? "")
      .fillColor("#000");
  doc.moveDown(0.5);

  const field = (label: string | undefined, value: string | null | undefined) => {
    if (!value) return;
    doc.font("Helvetica-Bold").fontSize(10).text(`${label}: `, { continued: true }).font("Helvetica").text(value);
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
  const ensureRoom = (height: number) => {
    if (doc.y + height > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
  };
  const header = () => {
    ensureRoom(rowHeight * 2);
    let x = left;
    const y = doc.y;
    doc.rect(left, y, width, rowHeight).fill("#eeeeee").fillColor("#000");
    for (const col of COLUMNS) {
      doc
        .font("Helvetica-Bold")
        .fontSize(9)
        .text(w[col.key] ?? col.key, x + 4, y + 6, { width: col.width - 8 });
      x += col.width;
    }
    doc.y = y + rowHeight;
  };
  const row = (cells: string[]) => {
    ensureRoom(rowHeight);
    let x = left;
    const y = doc.y;
    doc.rect(left, y, width, rowHeight).strokeColor("#999").lineWidth(0.5).stroke();
    COLUMNS.forEach((col, i) => {
      doc
        .font("Helvetica")
        .fontSize(9)
        .fillColor("#000")
        .text(cells[i] ?? "", x + 4, y + 6, { width: col.width - 8, height: rowHeight - 6, ellipsis: true });
      x += col.width;
    });
    doc.y = y + rowHeight;
  };
  const section = (title: string, color?: string) => {
    ensureRoom(rowHeight * 3);
    doc.moveDown(0.8);
    doc.x = left;
    if (color)
      doc
        .rect(left, doc.y + 2, 8, 8)
        .fill(color)
        .fillColor("#000");
    doc
      .font("Helvetica-Bold")
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
  doc.font("Helvetica").fontSize(8).fillColor("#666").text(`${w.generated} ${stamp} · Hulppost`);
  doc.end();
  return done;
}
