import type { PatientListView, PatientView } from "@hulppost/shared/patients";
import { describe, expect, it } from "vitest";
import type { QueuedWrite } from "../../lib/field/pending-writes";
import { overlayPatient, overlayPatientList, overlayVitals } from "./patient-overlay";

const me = { id: "u1", name: "Lotte Janssens" };
const ORG = "o1";
const EVENT = "e1";
let seq = 0;
const write = (w: Record<string, unknown>): QueuedWrite =>
  ({ seq: ++seq, ownerId: me.id, orgId: ORG, queuedAt: "2026-11-23T10:00:00.000Z", attempts: 0, ...w }) as QueuedWrite;

const create = (patientId: string, body: Record<string, unknown> = {}) =>
  write({
    kind: "createPatient",
    eventId: EVENT,
    patientId,
    body: { id: patientId, urgency: "high", arrivedAt: "2026-11-23T10:00:00.000Z", ...body },
  });

describe("a patient registered offline", () => {
  it("is shown from its waiting registration, as the server would make it", () => {
    const writes = [create("p1", { firstName: "Anna", birthDate: "2015-05-01", source: "quick" })];
    const view = overlayPatient(undefined, writes, "p1", me) as PatientView;
    expect(view).toMatchObject({
      id: "p1",
      eventId: EVENT,
      firstName: "Anna",
      urgency: "high",
      status: "under_treatment",
      source: "quick",
      nextStatuses: ["completed", "hospital_referral", "call_112"],
      createdBy: { id: "u1", name: "Lotte Janssens" },
      latestNews2: null,
    });
    // Under 16: NEWS2 is shown with its warning, as on the server.
    expect(view.news2Warnings).toContain("under16");
  });

  it("takes its later edits, measurements and status steps in order", () => {
    const writes = [
      create("p1"),
      write({
        kind: "updatePatient",
        patientId: "p1",
        body: { complaint: "Wesp", editedAt: "2026-11-23T10:01:00.000Z" },
      }),
      write({
        kind: "addVitals",
        patientId: "p1",
        body: { id: "v1", respiratoryRate: 30, spo2: 90, measuredAt: "2026-11-23T10:02:00.000Z" },
      }),
      write({
        kind: "changeStatus",
        patientId: "p1",
        body: { status: "call_112", changedAt: "2026-11-23T10:03:00.000Z" },
      }),
      // Not a step the machine allows from call_112: left out, as the server would refuse it.
      write({
        kind: "changeStatus",
        patientId: "p1",
        body: { status: "under_treatment", changedAt: "2026-11-23T10:04:00.000Z" },
      }),
    ];
    const view = overlayPatient(undefined, writes, "p1", me) as PatientView;
    expect(view.complaint).toBe("Wesp");
    expect(view.status).toBe("call_112");
    expect(view.outcome).toBe("hospital");
    expect(view.nextStatuses).toEqual(["hospital_referral", "completed"]);
    expect(view.latestNews2?.parts.respiratoryRate).toBe(3);
    expect(view.latestVitalsAt).toBe("2026-11-23T10:02:00.000Z");
  });

  it("leaves other patients alone and shows nothing for a patient it does not know", () => {
    expect(overlayPatient(undefined, [create("p1")], "p2", me)).toBeUndefined();
  });
});

describe("the patient list", () => {
  const list: PatientListView = {
    items: [
      {
        id: "s1",
        firstName: "Bert",
        lastName: null,
        ageYears: 40,
        sex: null,
        urgency: "low",
        status: "under_treatment",
        complaint: "Enkel",
        arrivedAt: "2026-11-23T09:00:00.000Z",
        dischargedAt: null,
        latestNews2Total: 1,
        latestNews2Risk: "low",
        latestVitalsAt: "2026-11-23T09:10:00.000Z",
        treatedByName: "Bart",
        spo2Scale2: false,
        nextObservationAt: "2026-11-23T09:40:00.000Z",
      },
    ],
    total: 1,
    page: 1,
    pageSize: 25,
    counts: {
      scope: { at_post: 1, done: 0, all: 1 },
      status: { under_treatment: 1, completed: 0, hospital_referral: 0, call_112: 0 },
      urgency: { unknown: 0, low: 1, medium: 0, high: 0 },
    },
    post: {
      present: 1,
      byUrgency: { unknown: 0, low: 1, medium: 0, high: 0 },
      referralsUnderway: 0,
      arrivalsLastHour: 1,
      total: 1,
    },
  };

  it("puts waiting registrations of the event on top of the first page, newest first, and counts them", () => {
    const writes = [
      create("p1", { arrivedAt: "2026-11-23T10:00:00.000Z" }),
      create("p2", { arrivedAt: "2026-11-23T10:05:00.000Z" }),
      write({
        kind: "createPatient",
        eventId: "other",
        patientId: "p3",
        body: { id: "p3", arrivedAt: "2026-11-23T10:06:00.000Z" },
      }),
    ];
    const shown = overlayPatientList(list, writes, EVENT, me, { firstPage: true, scope: "all" });
    expect(shown.items.map((i) => i.id)).toEqual(["p2", "p1", "s1"]);
    expect(shown.total).toBe(3);
    expect(shown.counts.urgency.high).toBe(2);
    expect(
      overlayPatientList(list, writes, EVENT, me, { firstPage: false, scope: "all" }).items.map((i) => i.id),
    ).toEqual(["s1"]);
  });

  it("shows a waiting status change of a patient on the page, keeping what the list knew", () => {
    const writes = [
      write({
        kind: "changeStatus",
        patientId: "s1",
        body: { status: "completed", changedAt: "2026-11-23T10:00:00.000Z" },
      }),
    ];
    const [item] = overlayPatientList(list, writes, EVENT, me, { firstPage: true, scope: "all" }).items;
    expect(item).toMatchObject({
      id: "s1",
      status: "completed",
      complaint: "Enkel",
      latestNews2Total: 1,
      treatedByName: "Bart",
    });
  });

  it("scores a waiting measurement on the patient's own SpO2 scale, as the record and the server do", () => {
    const measured = write({
      kind: "addVitals",
      patientId: "s1",
      // A complete set, all in the normal band but SpO2 90 % on air: 3 on scale 1, 0 on scale 2.
      body: {
        id: "v9",
        respiratoryRate: 16,
        spo2: 90,
        onOxygen: false,
        systolic: 120,
        heartRate: 70,
        consciousness: "alert",
        temperature: 37,
        measuredAt: "2026-11-23T10:00:00.000Z",
      },
    });
    const onScale = (scale2: boolean) => {
      const own = { ...list, items: list.items.map((i) => ({ ...i, spo2Scale2: scale2 })) };
      return overlayPatientList(own, [measured], EVENT, me, { firstPage: true, scope: "all" }).items[0]
        ?.latestNews2Total;
    };
    expect(onScale(false)).toBe(3);
    expect(onScale(true)).toBe(0);
  });

  describe("the post's status bar and the counts include what waits on the device", () => {
    const now = Date.parse("2026-11-23T10:30:00.000Z");
    const status = (patientId: string, to: string) =>
      write({ kind: "changeStatus", patientId, body: { status: to, changedAt: "2026-11-23T10:10:00.000Z" } });

    type Row = [string, QueuedWrite[], number, [number, number], number, number, number];
    it.each<Row>([
      // [what waits, present, by urgency (low, high), referrals, last hour, total]
      ["nothing", [], 1, [1, 0], 0, 1, 1],
      ["a new patient", [create("p1")], 2, [1, 1], 0, 2, 2],
      ["two new patients, one sent home", [create("p1"), create("p2"), status("p2", "completed")], 2, [1, 1], 0, 3, 3],
      ["a new patient waiting for the 112 ambulance", [create("p1"), status("p1", "call_112")], 2, [1, 1], 1, 2, 2],
      ["the patient on the page sent home", [status("s1", "completed")], 0, [0, 0], 0, 1, 1],
      ["the patient on the page referred", [status("s1", "hospital_referral")], 0, [0, 0], 1, 1, 1],
      [
        "a refused change",
        [{ ...status("s1", "completed"), problem: { status: 404, code: "NOT_FOUND", message: "" } }],
        1,
        [1, 0],
        0,
        1,
        1,
      ],
    ])("%s", (_, writes, present, [low, high], referrals, lastHour, total) => {
      const { post, counts } = overlayPatientList(list, writes, EVENT, me, { firstPage: true, scope: "all", now });
      expect(post).toMatchObject({
        present,
        byUrgency: { low, high },
        referralsUnderway: referrals,
        arrivalsLastHour: lastHour,
        total,
      });
      expect(Object.values(counts.status).reduce((a, b) => a + b, 0)).toBe(total);
    });

    it.each<[string, QueuedWrite[], { at_post: number; done: number; all: number }, number]>([
      // [what waits, per scope, statuses counted in the "at the post" scope]
      ["nothing", [], { at_post: 1, done: 0, all: 1 }, 1],
      ["a new patient", [create("p1")], { at_post: 2, done: 0, all: 2 }, 2],
      ["the patient on the page sent home", [status("s1", "completed")], { at_post: 0, done: 1, all: 1 }, 0],
      ["the patient on the page referred", [status("s1", "hospital_referral")], { at_post: 1, done: 0, all: 1 }, 1],
    ])("per scope: %s", (_, writes, scope, statusesAtPost) => {
      const { counts } = overlayPatientList(list, writes, EVENT, me, { firstPage: true, scope: "at_post", now });
      expect(counts.scope).toEqual(scope);
      expect(Object.values(counts.status).reduce((a, b) => a + b, 0)).toBe(statusesAtPost);
    });

    it("counts an arrival of more than an hour ago as present but not as of the last hour", () => {
      const { post } = overlayPatientList(list, [create("p1", { arrivedAt: "2026-11-23T09:00:00.000Z" })], EVENT, me, {
        firstPage: true,
        scope: "all",
        now,
      });
      expect(post).toMatchObject({ present: 2, arrivalsLastHour: 1 });
    });
  });

  it("does not list a registration twice once the server has it", () => {
    const synced = { ...list, items: [{ ...list.items[0], id: "p1" }] } as PatientListView;
    expect(overlayPatientList(synced, [create("p1")], EVENT, me, { firstPage: true, scope: "all" }).items).toHaveLength(
      1,
    );
  });
});

describe("measurements", () => {
  it("adds the waiting ones, scored on the record's scale, newest first, without repeating a stored one", () => {
    const writes = [
      write({
        kind: "addVitals",
        patientId: "p1",
        body: { id: "v2", spo2: 90, measuredAt: "2026-11-23T10:05:00.000Z" },
      }),
      write({
        kind: "addVitals",
        patientId: "p1",
        body: { id: "v1", spo2: 97, measuredAt: "2026-11-23T10:00:00.000Z" },
      }),
    ];
    const stored = overlayVitals([], writes.slice(1), "p1", false, me)?.[0];
    const shown = overlayVitals(stored ? [stored] : [], writes, "p1", true, me) ?? [];
    expect(shown.map((v) => v.id)).toEqual(["v2", "v1"]);
    // SpO2 90 % scores 0 on scale 2 (target 88–92 %), 3 on scale 1.
    expect(shown[0]?.news2.parts.spo2).toBe(0);
    expect(overlayVitals(undefined, [], "p1", false, me)).toBeUndefined();
  });

  it("shows two taken at the same moment in the order they were entered, the last one first", () => {
    const at = "2026-11-23T10:05:00.000Z";
    const stored = overlayVitals(
      [],
      [write({ kind: "addVitals", patientId: "p1", body: { id: "s1", heartRate: 70, measuredAt: at } })],
      "p1",
      false,
      me,
    );
    const writes = [
      write({ kind: "addVitals", patientId: "p1", body: { id: "w1", heartRate: 78, measuredAt: at } }),
      write({ kind: "addVitals", patientId: "p1", body: { id: "w2", heartRate: 132, measuredAt: at } }),
    ];
    const shown = overlayVitals(stored, writes, "p1", false, me) ?? [];
    expect(shown.map((v) => v.id)).toEqual(["w2", "w1", "s1"]);
  });
});
