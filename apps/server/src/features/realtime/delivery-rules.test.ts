import { describe, expect, it } from "vitest";
import type { NoticeRow } from "../../platform/realtime/notice-rows";
import { judgeNotice, type StreamViewer } from "./delivery-rules";

const ME = "11111111-1111-4111-8111-111111111111";
const SOMEONE = "22222222-2222-4222-8222-222222222222";
const MY_EVENT = "e1e1e1e1-0000-4000-8000-000000000001";
const OTHER_EVENT = "e2e2e2e2-0000-4000-8000-000000000002";

let nextId = 1;
const notice = (overrides: Partial<NoticeRow>): NoticeRow => ({
  id: nextId++,
  organizationId: "00000000-0000-4000-8000-0000000000aa",
  kind: "event",
  op: "update",
  eventId: null,
  subjectId: null,
  userId: null,
  at: new Date(0).toISOString(),
  ...overrides,
});

const caregiver = (): StreamViewer => ({
  userId: ME,
  seesAll: false,
  superAdmin: false,
  assignedEvents: new Set([MY_EVENT]),
});

describe("what a stream is told", () => {
  it("tells an admin everything, without the organisation id", () => {
    const admin = { ...caregiver(), seesAll: true, assignedEvents: new Set<string>() };
    const verdict = judgeNotice(admin, notice({ kind: "patient", eventId: OTHER_EVENT, subjectId: "p" }));
    expect(verdict.send).toMatchObject({ kind: "patient", eventId: OTHER_EVENT });
    expect(verdict.send).not.toHaveProperty("organizationId");
  });

  it("tells a caregiver about patients and measurements of their own events only", () => {
    const viewer = caregiver();
    expect(judgeNotice(viewer, notice({ kind: "patient", eventId: MY_EVENT })).send).not.toBeNull();
    expect(judgeNotice(viewer, notice({ kind: "vitals", eventId: MY_EVENT })).send).not.toBeNull();
    expect(judgeNotice(viewer, notice({ kind: "patient", eventId: OTHER_EVENT })).send).toBeNull();
    expect(judgeNotice(viewer, notice({ kind: "vitals", eventId: null })).send).toBeNull();
  });

  it("follows the caregiver's own assignments", () => {
    const viewer = caregiver();
    judgeNotice(viewer, notice({ kind: "assignment", op: "insert", eventId: OTHER_EVENT, userId: ME }));
    expect(judgeNotice(viewer, notice({ kind: "patient", eventId: OTHER_EVENT })).send).not.toBeNull();
    judgeNotice(viewer, notice({ kind: "assignment", op: "delete", eventId: OTHER_EVENT, userId: ME }));
    expect(judgeNotice(viewer, notice({ kind: "patient", eventId: OTHER_EVENT })).send).toBeNull();
  });

  it("hides who raised a hand, who joined, and who was assigned at another event", () => {
    const viewer = caregiver();
    expect(judgeNotice(viewer, notice({ kind: "interest", userId: SOMEONE })).send).toBeNull();
    expect(judgeNotice(viewer, notice({ kind: "interest", userId: ME })).send).not.toBeNull();
    expect(judgeNotice(viewer, notice({ kind: "membership", userId: SOMEONE })).send).toBeNull();
    const elsewhere = judgeNotice(viewer, notice({ kind: "assignment", eventId: OTHER_EVENT, userId: SOMEONE }));
    expect(elsewhere.send).toMatchObject({ kind: "assignment", eventId: OTHER_EVENT, userId: null });
    const here = judgeNotice(viewer, notice({ kind: "assignment", eventId: MY_EVENT, userId: SOMEONE }));
    expect(here.send?.userId).toBe(SOMEONE);
    expect(judgeNotice(viewer, notice({ kind: "team", eventId: OTHER_EVENT })).send).toBeNull();
    expect(judgeNotice(viewer, notice({ kind: "team", eventId: MY_EVENT })).send).not.toBeNull();
  });

  it("passes the organisation's events, settings, assets, chat and locations", () => {
    for (const kind of ["event", "settings", "asset", "chat", "location"] as const)
      expect(judgeNotice(caregiver(), notice({ kind, eventId: OTHER_EVENT })).send).not.toBeNull();
  });

  it("tells admins about SMS messages and nobody else, not even the person texted", () => {
    const sms = notice({ kind: "sms", eventId: MY_EVENT, userId: ME });
    expect(judgeNotice(caregiver(), sms).send).toBeNull();
    expect(judgeNotice({ ...caregiver(), seesAll: true }, sms).send).toMatchObject({ kind: "sms" });
  });

  it("ends the stream when the person's own membership is deleted, re-checks when it changes", () => {
    expect(judgeNotice(caregiver(), notice({ kind: "membership", op: "delete", userId: ME })).next).toBe("end");
    expect(judgeNotice(caregiver(), notice({ kind: "membership", op: "update", userId: ME })).next).toBe("recheck");
    const superAdmin = { ...caregiver(), seesAll: true, superAdmin: true };
    expect(judgeNotice(superAdmin, notice({ kind: "membership", op: "delete", userId: ME })).next).toBe("recheck");
    expect(judgeNotice(caregiver(), notice({ kind: "membership", op: "delete", userId: SOMEONE })).next).toBe(
      "continue",
    );
  });
});
