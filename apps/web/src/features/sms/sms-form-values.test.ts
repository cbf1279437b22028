import type { SmsMessageView } from "@hulppost/shared/sms";
import { describe, expect, it } from "vitest";
import {
  emptySmsForm,
  insertAt,
  placeholdersOf,
  scheduledInstant,
  selectionOf,
  smsForm,
  suggestedSchedule,
  toSendBody,
} from "./sms-form-values";
import { isSettling } from "./sms-status";

const future = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

describe("placeholders", () => {
  it("goes where the cursor is, replacing a selection, with a space after a word", () => {
    expect(insertAt("Hoi ,", "{voornaam}", 4, 4)).toEqual({ value: "Hoi {voornaam},", cursor: 14 });
    expect(insertAt("Hoi", "{voornaam}", 3, 3)).toEqual({ value: "Hoi {voornaam}", cursor: 14 });
    expect(insertAt("Hoi Jan!", "{voornaam}", 4, 7)).toEqual({ value: "Hoi {voornaam}!", cursor: 14 });
    expect(insertAt("", "{evenement}", 0, 0)).toEqual({ value: "{evenement}", cursor: 11 });
  });
});

describe("send later", () => {
  it("reads the date and time in Belgian time, summer and winter", () => {
    expect(scheduledInstant("2026-07-04", "14:30")).toBe("2026-07-04T12:30:00.000Z");
    expect(scheduledInstant("2026-01-10", "08:00")).toBe("2026-01-10T07:00:00.000Z");
    expect(scheduledInstant("2026-07-04", "")).toBeNull();
  });

  it("suggests the next full hour after an hour from now", () => {
    const { date, time } = suggestedSchedule(Date.parse("2026-07-04T12:10:00Z"));
    expect({ date, time }).toEqual({ date: "2026-07-04", time: "16:00" });
  });
});

describe("the form", () => {
  const filled = { ...emptySmsForm(), text: "Hoi {voornaam} 🚑", eventId: "e1" };

  it("needs a text and someone to send it to", () => {
    const issues = smsForm.safeParse(emptySmsForm()).error?.issues.map((i) => `${String(i.path[0])}:${i.message}`);
    expect(issues).toEqual(["text:required", "userIds:noRecipients"]);
    expect(smsForm.safeParse(filled).success).toBe(true);
  });

  it("refuses more than 160 characters, counting an emoji as one", () => {
    expect(smsForm.safeParse({ ...filled, text: "🚑".repeat(160) }).success).toBe(true);
    const long = smsForm.safeParse({ ...filled, text: "a".repeat(161) });
    expect(long.error?.issues[0]?.message).toBe("smsTooLong");
  });

  it("asks which event {evenement} names when no event is among the recipients", () => {
    const values = { ...emptySmsForm(), text: "Op {evenement}", everyone: true };
    expect(smsForm.safeParse(values).error?.issues[0]?.message).toBe("smsEventRequired");
    expect(smsForm.safeParse({ ...values, placeholderEventId: "e2" }).success).toBe(true);
  });

  it("asks it for the event placeholder written in any language, and offers the reader's own", () => {
    for (const text of ["À {événement}", "At {event}", "En {evento}"]) {
      const values = { ...emptySmsForm(), text, everyone: true };
      expect(smsForm.safeParse(values).error?.issues[0]?.message, text).toBe("smsEventRequired");
    }
    expect(placeholdersOf("fr")).toEqual({ firstName: "{prénom}", event: "{événement}" });
    expect(placeholdersOf("es").firstName).toBe("{nombre}");
    expect(placeholdersOf("de")).toEqual(placeholdersOf("nl"));
  });

  it("refuses a moment in the past", () => {
    const later = { ...filled, later: true, date: "2020-01-01", time: "10:00" };
    expect(smsForm.safeParse(later).error?.issues[0]?.message).toBe("scheduledInPast");
    expect(smsForm.safeParse({ ...later, date: future }).success).toBe(true);
  });

  it("sends a team instead of its event, and the event that {evenement} names", () => {
    expect(selectionOf({ ...filled, teamId: "t1" })).toMatchObject({ eventIds: [], teamIds: ["t1"] });
    const body = toSendBody(smsForm.parse({ ...filled, later: true, date: future, time: "09:15" }), "id-1");
    expect(body).toMatchObject({ id: "id-1", eventId: "e1", recipients: { eventIds: ["e1"] } });
    expect(body.scheduledAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:15:00\.000Z$/);
  });
});

describe("polling", () => {
  const message = (over: Partial<SmsMessageView>): SmsMessageView => ({
    id: "m",
    text: "x",
    status: "sending",
    encoding: "gsm7",
    parts: 1,
    scheduledAt: null,
    createdAt: new Date().toISOString(),
    createdBy: { id: null, name: "A" },
    source: "center",
    counts: { pending: 1, sent: 0, delivered: 0, failed: 0 },
    recipientCount: 1,
    skippedCount: 0,
    ...over,
  });

  it("asks again while someone is queued or sent, and stops once settled", () => {
    expect(isSettling(message({}))).toBe(true);
    // Handed to the provider but not yet reported delivered: the report is still to come.
    expect(isSettling(message({ status: "done", counts: { pending: 0, sent: 1, delivered: 0, failed: 0 } }))).toBe(
      true,
    );
    expect(isSettling(message({ status: "done", counts: { pending: 0, sent: 0, delivered: 1, failed: 0 } }))).toBe(
      false,
    );
    expect(isSettling(message({ status: "cancelled" }))).toBe(false);
    expect(isSettling(message({ status: "scheduled", scheduledAt: new Date(Date.now() + 60_000).toISOString() }))).toBe(
      false,
    );
    expect(isSettling(message({ createdAt: new Date(Date.now() - 3_600_000).toISOString() }))).toBe(false);
  });
});
