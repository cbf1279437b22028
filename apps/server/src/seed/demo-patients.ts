import { randomUUID } from "node:crypto";
import type { BodyPart } from "@hulppost/shared/body-parts";
import { URGENT_NEWS2 } from "@hulppost/shared/clinical/contradictions";
import { type Consciousness, type News2Input, scoreNews2 } from "@hulppost/shared/clinical/news2";
import type { Urgency } from "@hulppost/shared/patients";
import type { Db } from "../db/client";
import { patientHistory, patients, vitalSigns } from "../db/schema/index";

/**
 * Patients for the demo events, so the lists, the post's status bar and the bench have substance.
 * Rates follow what posts see: about 1 patient per 1,000 visitors at a city event, 2 at a run, up
 * to 20–30 per 1,000 at a multi-day festival; about 1 in 60 goes to hospital. Deterministic: the
 * same demo every time.
 */
export type DemoKind = "city" | "run" | "festival";

export interface DemoPatientPlan {
  organizationId: string;
  eventId: string;
  kind: DemoKind;
  visitors: number;
  startsAt: Date;
  endsAt: Date;
  hospital: string;
  caregivers: string[];
}

const RATE_PER_1000: Record<DemoKind, number> = { city: 1, run: 2, festival: 22 };
const REFERRAL_EVERY = 60;

/** First names with the sex they usually go with, so a demo record never reads "Fien, man". */
const FIRST: [string, "female" | "male"][] = [
  ["Lotte", "female"],
  ["Jens", "male"],
  ["Emma", "female"],
  ["Arne", "male"],
  ["Lien", "female"],
  ["Wout", "male"],
  ["Nina", "female"],
  ["Bram", "male"],
  ["Fien", "female"],
  ["Kobe", "male"],
  ["Sofie", "female"],
  ["Ruben", "male"],
  ["Ines", "female"],
];
const LAST = ["Peeters", "Janssens", "Maes", "Jacobs", "Mertens", "Willems", "Claes", "Goossens", "Wouters", "De Smet"];

type Case = {
  complaint: string;
  mechanism?: string;
  injury?: string;
  parts: BodyPart[];
  treatment: string;
  sick?: boolean;
};
const CASES: Record<DemoKind, Case[]> = {
  city: [
    {
      complaint: "Val op kasseien",
      mechanism: "Gestruikeld",
      injury: "Schaafwonde knie",
      parts: ["left_knee"],
      treatment: "Wonde gereinigd en verbonden",
    },
    { complaint: "Duizelig", parts: [], treatment: "Laten neerliggen, water gegeven" },
    {
      complaint: "Wespensteek",
      injury: "Zwelling hand",
      parts: ["right_hand"],
      treatment: "Angel verwijderd, gekoeld",
    },
    {
      complaint: "Snijwonde",
      mechanism: "Glas",
      injury: "Snijwonde vinger",
      parts: ["left_hand"],
      treatment: "Steristrips",
    },
    { complaint: "Pijn op de borst", parts: ["chest"], treatment: "ECG, zuurstof", sick: true },
  ],
  run: [
    { complaint: "Blaren", injury: "Blaar hiel", parts: ["right_heel"], treatment: "Blarenpleister" },
    { complaint: "Kramp kuit", parts: ["left_calf"], treatment: "Stretchen, isotone drank" },
    { complaint: "Uitgeput na finish", parts: [], treatment: "Rust, suiker, water", sick: true },
    {
      complaint: "Enkel verstuikt",
      mechanism: "Misstap op stoeprand",
      injury: "Zwelling enkel",
      parts: ["right_foot"],
      treatment: "Ijs, verband",
    },
  ],
  festival: [
    { complaint: "Te veel gedronken", parts: [], treatment: "Stabiele zijligging, observatie", sick: true },
    { complaint: "Hoofdpijn", parts: ["head"], treatment: "Paracetamol, water" },
    {
      complaint: "Enkel verstuikt",
      mechanism: "Uitgegleden in de modder",
      injury: "Zwelling enkel",
      parts: ["left_foot"],
      treatment: "Ijs, verband",
    },
    {
      complaint: "Snijwonde voet",
      mechanism: "Glas op het terrein",
      injury: "Snijwonde voetzool",
      parts: ["right_foot"],
      treatment: "Wonde gereinigd en verbonden",
    },
    {
      complaint: "Flauwgevallen",
      mechanism: "Lang rechtgestaan in de hitte",
      parts: [],
      treatment: "Benen hoog, water",
      sick: true,
    },
    { complaint: "Oogirritatie", parts: ["face"], treatment: "Spoelen met fysiologisch serum" },
    { complaint: "Paniekaanval", parts: [], treatment: "Rustige ruimte, begeleiding" },
    {
      complaint: "Val van podiumrand",
      mechanism: "Val van 1 m",
      injury: "Pijn pols",
      parts: ["left_forearm", "left_hand"],
      treatment: "Spalk",
    },
  ],
};

/** A small deterministic generator (mulberry32): the same demo on every start. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How long after their arrival someone may still be at a live post when their care is done. */
const LINGER_MS = 3 * 60 * 60_000;

/**
 * The urgency a post would give with these measurements (clinically coherent demo data): a NEWS2
 * that asks for an urgent response is high (the rule of `urgencyBelowNews2`), and a NEWS2 of 0 to 2
 * does not make high on its own.
 */
export function coherentUrgency(drawn: Urgency, news2: number | null): Urgency {
  if (news2 === null) return drawn;
  if (news2 >= URGENT_NEWS2) return "high";
  if (news2 <= 2 && drawn === "high") return "medium";
  return drawn;
}

type DemoVitals = Required<News2Input> & { diastolic: number; pain: number; glucose: number };

/** `recovered`: the last measurement of someone who went home or back to the event is normal. */
function vitals(rnd: () => number, sick: boolean, referred: boolean, recovered: boolean): DemoVitals {
  const around = (base: number, spread: number) => Math.round(base + (rnd() - 0.5) * 2 * spread);
  const bad = (referred || (sick && rnd() < 0.5)) && !recovered;
  return {
    systolic: bad ? around(95, 12) : around(128, 15),
    diastolic: bad ? around(58, 8) : around(80, 8),
    heartRate: bad ? around(118, 12) : around(82, 14),
    respiratoryRate: bad ? around(23, 3) : around(16, 3),
    spo2: bad ? around(93, 2) : Math.min(100, around(97, 2)),
    onOxygen: referred && rnd() < 0.5,
    consciousness: (bad && rnd() < 0.3 ? "confusion" : "alert") as Consciousness,
    temperature: Math.round((bad ? 37.9 : 36.7) * 10 + (rnd() - 0.5) * 8) / 10,
    pain: Math.floor(rnd() * 7),
    glucose: Math.round((5.5 + (rnd() - 0.5) * 3) * 10) / 10,
  };
}

export async function seedDemoPatients(tx: Db, plans: DemoPatientPlan[], now: Date): Promise<number> {
  let total = 0;
  for (const [p, plan] of plans.entries()) {
    const rnd = random(1000 + p * 7919);
    const end = Math.min(plan.endsAt.getTime(), now.getTime());
    const span = end - plan.startsAt.getTime();
    if (span <= 0 || !plan.caregivers.length) continue;
    const share = span / (plan.endsAt.getTime() - plan.startsAt.getTime());
    const count = Math.round((plan.visitors / 1000) * RATE_PER_1000[plan.kind] * share);
    const live = plan.endsAt > now;
    const patientRows: (typeof patients.$inferInsert)[] = [];
    const vitalRows: (typeof vitalSigns.$inferInsert)[] = [];
    const historyRows: (typeof patientHistory.$inferInsert)[] = [];
    for (let i = 0; i < count; i++) {
      const id = randomUUID();
      const found = CASES[plan.kind][Math.floor(rnd() * CASES[plan.kind].length)] as Case;
      const referred = (i + 1) % REFERRAL_EVERY === 0;
      const arrivedAt = new Date(plan.startsAt.getTime() + rnd() * span);
      const stay = (15 + rnd() * 60) * 60_000;
      // Some stay longer than their care took (waiting for a lift, a friend), but hours, not days.
      const stayedLong = arrivedAt.getTime() + stay < now.getTime();
      const lingers = stayedLong && live && rnd() < 0.15 && now.getTime() - arrivedAt.getTime() < LINGER_MS;
      const gone = stayedLong && !lingers;
      const caregiver = plan.caregivers[Math.floor(rnd() * plan.caregivers.length)] as string;
      const known = rnd() > 0.08;
      const drawnUrgency = referred
        ? "high"
        : found.sick
          ? rnd() < 0.5
            ? "medium"
            : "high"
          : rnd() < 0.7
            ? "low"
            : "medium";
      const measurements = found.sick || referred ? 2 + Math.floor(rnd() * 2) : rnd() < 0.5 ? 1 : 0;
      let latest: { at: Date; total: number | null; risk: (typeof patients.$inferInsert)["latestNews2Risk"] } | null =
        null;
      for (let m = 0; m < measurements; m++) {
        const at = new Date(arrivedAt.getTime() + (m * stay) / Math.max(measurements, 1) + 2 * 60_000);
        if (at > now) break;
        const last = m === measurements - 1;
        const values = vitals(rnd, Boolean(found.sick), referred && last, gone && !referred && last);
        const news2 = scoreNews2(values);
        vitalRows.push({
          id: randomUUID(),
          organizationId: plan.organizationId,
          patientId: id,
          measuredAt: at,
          ...values,
          news2Total: news2.total,
          news2Risk: news2.risk,
          recordedBy: caregiver,
          createdAt: at,
        });
        latest = { at, total: news2.total, risk: news2.risk };
      }
      const urgency = referred ? drawnUrgency : coherentUrgency(drawnUrgency, latest?.total ?? null);
      // Drawn in the same order as always, so the demo stays the same apart from the names' sexes.
      const source = rnd() < 0.3 ? "quick" : "form";
      const first = known ? (FIRST[Math.floor(rnd() * FIRST.length)] as (typeof FIRST)[number]) : null;
      const lastName = known ? (LAST[Math.floor(rnd() * LAST.length)] as string) : null;
      const estimatedAge = 16 + Math.floor(rnd() * 50);
      const sexRoll = rnd();
      patientRows.push({
        id,
        organizationId: plan.organizationId,
        eventId: plan.eventId,
        source,
        firstName: first?.[0] ?? null,
        lastName,
        estimatedAge,
        sex: first?.[1] ?? (sexRoll < 0.5 ? "female" : "male"),
        type: plan.kind === "run" && rnd() < 0.7 ? "participant" : "spectator",
        urgency,
        status: referred ? "hospital_referral" : gone ? "completed" : "under_treatment",
        statusChangedAt: gone ? new Date(arrivedAt.getTime() + stay) : arrivedAt,
        complaint: found.complaint,
        mechanism: found.mechanism ?? null,
        injury: found.injury ?? null,
        bodyParts: found.parts,
        treatment: found.treatment,
        arrivedAt,
        dischargedAt: gone ? new Date(arrivedAt.getTime() + stay) : null,
        outcome: referred ? "hospital" : gone ? (rnd() < 0.8 ? "back_to_event" : "home") : null,
        destinationHospital: referred ? plan.hospital : null,
        latestNews2Total: latest?.total ?? null,
        latestNews2Risk: latest?.risk ?? null,
        latestVitalsAt: latest?.at ?? null,
        createdBy: caregiver,
        updatedBy: caregiver,
        treatedBy: caregiver,
        createdAt: arrivedAt,
        updatedAt: arrivedAt,
      });
      historyRows.push({
        patientId: id,
        organizationId: plan.organizationId,
        at: arrivedAt,
        kind: "created",
        actorUserId: caregiver,
      });
    }
    // In slices: one statement per few hundred rows keeps the parameter count well under the limit.
    for (let i = 0; i < patientRows.length; i += 200) await tx.insert(patients).values(patientRows.slice(i, i + 200));
    for (let i = 0; i < vitalRows.length; i += 200) await tx.insert(vitalSigns).values(vitalRows.slice(i, i + 200));
    for (let i = 0; i < historyRows.length; i += 500)
      await tx.insert(patientHistory).values(historyRows.slice(i, i + 500));
    total += count;
  }
  return total;
}
