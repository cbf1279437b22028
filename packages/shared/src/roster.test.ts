import { describe, expect, it } from "vitest";
import { ROSTER_ACCEPT_MAX, rosterAcceptBody, rosterProposalBody } from "./roster";

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join(".")}:${i.message}`);
const id = "4b9c4c1e-4a59-4a4e-9b1c-3a3f1d2b5c6d";

describe("the roster contract", () => {
  it("takes exactly one of an event and a month", () => {
    expect(rosterProposalBody.safeParse({ eventId: id }).success).toBe(true);
    expect(rosterProposalBody.safeParse({ month: "2027-03" }).success).toBe(true);
    expect(issues(rosterProposalBody.safeParse({}))).toEqual(["month:required"]);
    expect(issues(rosterProposalBody.safeParse({ eventId: id, month: "2027-03" }))).toEqual(["eventId:eventOrMonth"]);
    expect(issues(rosterProposalBody.safeParse({ month: "2027-3" }))).toEqual(["month:invalidMonth"]);
    expect(rosterProposalBody.safeParse({ month: "2027-03", extra: 1 }).success).toBe(false);
  });

  it("accepts one to 2,000 items of known posts", () => {
    const item = { eventId: id, userId: id, qualification: "nurse" };
    expect(rosterAcceptBody.safeParse({ items: [item] }).success).toBe(true);
    expect(issues(rosterAcceptBody.safeParse({ items: [] }))).toEqual(["items:required"]);
    expect(issues(rosterAcceptBody.safeParse({ items: Array(ROSTER_ACCEPT_MAX + 1).fill(item) }))).toEqual([
      "items:tooMany",
    ]);
    expect(rosterAcceptBody.safeParse({ items: [{ ...item, qualification: "chef" }] }).success).toBe(false);
  });
});
