import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { patients, treatmentCategories, treatmentTemplates } from "../../src/db/schema/index";
import type { Agent } from "./agent";
import type { TestApp } from "./test-app";

/** The text of every page of a PDF, and how many pages it has. */
export async function pdfText(bytes: ArrayBuffer | Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  // pdf.js spaces glyph runs its own way; one space between words is what the assertions need.
  return { text: text.replace(/\s+/g, " "), pages: totalPages };
}

/**
 * Keeps a copy of a downloaded paper when PAPER_SAMPLES names a folder, to look at it as an image
 * (pdftoppm) after the run; the tests themselves only read the text.
 */
export function keepSample(name: string, bytes: ArrayBuffer | Uint8Array | string) {
  const dir = process.env.PAPER_SAMPLES;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), typeof bytes === "string" ? bytes : new Uint8Array(bytes));
}

const minutesAfter = (start: string, minutes: number) => new Date(Date.parse(start) + minutes * 60_000).toISOString();

/**
 * A realistic referral: a cyclist at "Fête de la Musique" with three measurements, GCS, a
 * treatment filled from the template "Verstuikte enkel", and a 112 call followed by a referral.
 */
export async function seedReferral(t: TestApp, agent: Agent, orgId: string, eventId: string) {
  const arrivedAt = new Date(Date.now() - 3 * 3600_000).toISOString();
  const id = randomUUID();
  const created = await agent.json<{ id: string }>("POST", `/api/orgs/${orgId}/events/${eventId}/patients`, {
    id,
    firstName: "Françoise",
    lastName: "Lefèvre-Ñuñez",
    birthDate: "1988-03-14",
    sex: "female",
    type: "participant",
    urgency: "high",
    complaint: "Chute à vélo, douleur à la cheville gauche",
    mechanism: "Val van de fiets bij 25 km/u, hoofd geraakt zonder helm",
    injury: "Zwelling en misvorming van de linkerenkel",
    bodyParts: ["left_foot", "head"],
    allergies: "Penicilline",
    medication: "Geen",
    medicalHistory: "Astma",
    pain: 7,
    gcsEye: 4,
    gcsVerbal: 4,
    gcsMotor: 6,
    treatment: "Enkel gespalkt, ijs, Paracetamol 1 g oraal",
    notes: "Zoë (zus) betaalt de kruk: 25 €",
    arrivedAt,
  });
  if (created.status !== 201) throw new Error(`patient not made: ${created.status} ${JSON.stringify(created.body)}`);
  const sets = [
    { minutes: 5, systolic: 142, diastolic: 91, heartRate: 112, respiratoryRate: 22, temperature: 36.8, spo2: 95 },
    { minutes: 35, systolic: 128, diastolic: 84, heartRate: 98, respiratoryRate: 19, temperature: 36.9, spo2: 97 },
    { minutes: 65, systolic: 118, diastolic: 76, heartRate: 88, respiratoryRate: 16, temperature: 37.1, spo2: 98 },
  ];
  for (const [i, set] of sets.entries()) {
    const { minutes, ...values } = set;
    const res = await agent.json("POST", `/api/orgs/${orgId}/patients/${id}/vitals`, {
      id: randomUUID(),
      measuredAt: minutesAfter(arrivedAt, minutes),
      onOxygen: false,
      consciousness: i === 0 ? "confusion" : "alert",
      pain: 7 - i * 2,
      ...(i === 2 ? { glucose: 5.4 } : {}),
      ...values,
    });
    if (res.status !== 201) throw new Error(`vitals not made: ${res.status} ${JSON.stringify(res.body)}`);
  }
  // The template a caregiver applied; written directly so these tests do not
  // depend on the templates API.
  const [trauma] = await t.deps.db
    .select({ id: treatmentCategories.id })
    .from(treatmentCategories)
    .where(and(eq(treatmentCategories.organizationId, orgId), eq(treatmentCategories.builtIn, "trauma")));
  if (!trauma) throw new Error("no built-in trauma category");
  const [template] = await t.deps.db
    .insert(treatmentTemplates)
    .values({
      organizationId: orgId,
      categoryId: trauma.id,
      name: "Verstuikte enkel",
      steps: ["Spalken", "Koelen"],
      medications: [
        { name: "Paracetamol", dosage: "1 g", frequency: "eenmalig", route: "oraal" },
        { name: "Ibuprofen", dosage: "400 mg", frequency: "eenmalig", route: "oraal" },
      ],
    })
    .returning({ id: treatmentTemplates.id });
  await t.deps.db
    .update(patients)
    .set({ treatmentTemplateId: template?.id } as never)
    .where(eq(patients.id, id));
  for (const status of ["call_112", "hospital_referral"]) {
    const res = await agent.json("POST", `/api/orgs/${orgId}/patients/${id}/status`, { status });
    if (res.status !== 200) throw new Error(`status not changed: ${res.status}`);
  }
  return { id, arrivedAt };
}
