import type { Qualification } from "@hulppost/shared/constants";
import { postsUnder } from "@hulppost/shared/staffing/rules";
import { describe, expect, it } from "vitest";
import { instant, person, rosterData, scopeEvent } from "../../../test/helpers/roster";
import { explainItems, explainUnfilled } from "./explain";
import { newViolations, planRoster } from "./plan";
import type { Pick, RosterData } from "./roster-data";

const options = { seconds: 5, maxVars: 40_000 };
const plan = (data: RosterData) => planRoster(data, options);
const who = (picks: Pick[], eventId?: string) =>
  picks
    .filter((p) => !eventId || p.eventId === eventId)
    .map((p) => p.userId)
    .sort();

/** The largest number of places any rule-abiding assignment fills, by trying them all. */
function bruteForceBest(data: RosterData): number {
  const pairs: { userId: string; eventId: string; posts: Qualification[] }[] = [];
  for (const e of data.events) {
    for (const p of data.people) {
      const posts = postsUnder(data.rules, p).filter((q) => e.required[q] > 0);
      if (posts.length) pairs.push({ userId: p.id, eventId: e.id, posts });
    }
  }
  let best = 0;
  const chosen: Pick[] = [];
  const full = (eventId: string, q: Qualification) => {
    const e = data.events.find((x) => x.id === eventId);
    const taken = [...data.assignments, ...chosen].filter((a) => a.eventId === eventId && a.qualification === q);
    return !e || taken.length >= e.required[q];
  };
  const walk = (i: number) => {
    if (chosen.length + (pairs.length - i) <= best) return;
    if (i === pairs.length) {
      if (newViolations(data, chosen).length === 0) best = chosen.length;
      return;
    }
    const pair = pairs[i];
    if (!pair) return;
    for (const q of pair.posts) {
      if (full(pair.eventId, q)) continue;
      chosen.push({ userId: pair.userId, eventId: pair.eventId, qualification: q });
      walk(i + 1);
      chosen.pop();
    }
    walk(i + 1);
  };
  walk(0);
  return best;
}

/** A small seeded generator, so a failing case can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

function tinyInstance(seed: number): RosterData {
  const r = random(seed);
  const int = (n: number) => Math.floor(r() * n);
  const days = ["2027-03-01", "2027-03-02", "2027-03-03"];
  const starts = ["06:00", "09:00", "14:00", "20:00"];
  const events = Array.from({ length: 2 + int(2) }, (_, i) => {
    const start = starts[int(starts.length)] ?? "09:00";
    const length = 3 + int(8);
    const end = `${String((Number(start.slice(0, 2)) + length) % 24).padStart(2, "0")}:00`;
    return scopeEvent(`e${i}`, days[int(days.length)] ?? "2027-03-01", start, end, {
      doctor: int(2) ? 0 : 1,
      nurse: int(2),
      first_aider: 1 + int(2),
    });
  });
  const people = Array.from({ length: 3 + int(2) }, (_, i) =>
    person(`p${i}`, {
      isDoctor: int(5) === 0,
      isNurse: int(3) === 0,
      hasFirstAidCertificate: true,
      pastEvents: [0, 1, 5][int(3)] ?? 5,
      birthDate: int(4) === 0 ? "2010-06-01" : "1990-01-01",
      absences:
        int(4) === 0 ? [{ startsAt: instant("2027-03-02", "00:00"), endsAt: instant("2027-03-02", "12:00") }] : [],
    }),
  );
  return rosterData({
    events,
    people,
    interest: people.filter(() => int(3) === 0).map((p) => ({ userId: p.id, eventId: `e${int(events.length)}` })),
    rules: {
      maxHoursPerWeek: 12 + int(12),
      minorMaxHoursPerDay: 6,
      buddyMinEvents: 3,
      firstAidersPerSenior: int(2) ? null : 2,
    },
  });
}

describe("the solver against brute force", () => {
  it("fills as many places as the best rule-abiding assignment, and breaks no rule", async () => {
    for (let seed = 1; seed <= 40; seed++) {
      const data = tinyInstance(seed);
      const result = await plan(data);
      expect(newViolations(data, result.picks), `seed ${seed}`).toEqual([]);
      expect(result.picks.length, `seed ${seed}`).toBe(bruteForceBest(data));
      expect(result.picks.length).toBeGreaterThanOrEqual(result.greedyFilled);
    }
  });
});

describe("each rule in the proposal", () => {
  const morning = scopeEvent("a", "2027-03-01", "08:00", "16:00", { first_aider: 1 });

  it("allows exactly the minimum rest and refuses a tenth of an hour less", async () => {
    const elevenLater = scopeEvent("b", "2027-03-02", "03:00", "07:00", { first_aider: 1 });
    const justShort = scopeEvent("c", "2027-03-02", "02:54", "07:00", { first_aider: 1 });
    const one = [person("p")];
    expect(who((await plan(rosterData({ events: [morning, elevenLater], people: one }))).picks)).toEqual(["p", "p"]);
    expect((await plan(rosterData({ events: [morning, justShort], people: one }))).picks).toHaveLength(1);
  });

  it("keeps a minor out of the night and within a day's hours, 17 against 18 on the event's date", async () => {
    const late = scopeEvent("late", "2027-03-01", "18:00", "23:30", { first_aider: 1 });
    const seventeen = person("m", { birthDate: "2009-03-02" });
    const eighteen = person("a", { birthDate: "2009-03-01" });
    expect((await plan(rosterData({ events: [late], people: [seventeen] }))).picks).toEqual([]);
    expect(who((await plan(rosterData({ events: [late], people: [eighteen] }))).picks)).toEqual(["a"]);
    const long = scopeEvent("long", "2027-03-01", "08:00", "18:00", { first_aider: 1 });
    expect((await plan(rosterData({ events: [long], people: [seventeen] }))).picks).toEqual([]);
  });

  it("holds the weekly hours cap, counting hours already worked at another organisation", async () => {
    const elsewhere = { ...scopeEvent("x", "2027-03-03", "08:00", "18:00"), required: undefined };
    const events = [morning, scopeEvent("b", "2027-03-05", "08:00", "16:00", { first_aider: 1 })];
    const data = rosterData({
      events,
      otherEvents: [elsewhere],
      people: [person("p")],
      assignments: [{ eventId: "x", userId: "p", qualification: "first_aider" }],
      rules: { maxHoursPerWeek: 20 },
    });
    const result = await plan(data);
    expect(result.picks).toHaveLength(1);
    expect(newViolations(data, result.picks)).toEqual([]);
  });

  it("does not propose someone busy at another organisation's event, or away", async () => {
    const elsewhere = { ...scopeEvent("x", "2027-03-01", "12:00", "14:00"), required: undefined };
    const away = person("away", {
      absences: [{ startsAt: instant("2027-03-01", "15:00"), endsAt: instant("2027-03-01", "20:00") }],
    });
    const data = rosterData({
      events: [morning],
      otherEvents: [elsewhere],
      people: [person("busy"), away],
      assignments: [{ eventId: "x", userId: "busy", qualification: "first_aider" }],
    });
    const result = await plan(data);
    expect(result.picks).toEqual([]);
    const unfilled = explainUnfilled(result);
    expect(unfilled[0]?.reasons).toEqual(
      expect.arrayContaining([
        { code: "busy", people: 1 },
        { code: "absent", people: 1 },
      ]),
    );
  });

  it("puts a first-timer only beside an experienced buddy", async () => {
    const two = scopeEvent("a", "2027-03-01", "08:00", "16:00", { first_aider: 2 });
    const alone = await plan(rosterData({ events: [two], people: [person("new", { pastEvents: 0 })] }));
    expect(alone.picks).toEqual([]);
    expect(explainUnfilled(alone)[0]?.reasons).toEqual([{ code: "buddy", people: 1 }]);
    const paired = await plan(
      rosterData({ events: [two], people: [person("new", { pastEvents: 0 }), person("old", { pastEvents: 4 })] }),
    );
    expect(who(paired.picks)).toEqual(["new", "old"]);
    const reasons = explainItems(paired).map((i) => [i.userId, i.reasons]);
    expect(reasons).toContainEqual(["old", expect.arrayContaining(["experienced", "buddy"])]);
    expect(reasons).toContainEqual(["new", expect.arrayContaining(["firstTimer"])]);
  });

  it("keeps the mix: at most this many first aiders per doctor or nurse", async () => {
    const post = scopeEvent("a", "2027-03-01", "08:00", "16:00", { nurse: 1, first_aider: 3 });
    const people = [person("n", { isNurse: true }), person("f1"), person("f2"), person("f3")];
    const withNurse = await plan(rosterData({ events: [post], people, rules: { firstAidersPerSenior: 2 } }));
    expect(withNurse.picks).toHaveLength(3);
    expect(withNurse.picks.filter((p) => p.qualification === "first_aider")).toHaveLength(2);
    const noNurse = await plan(
      rosterData({ events: [post], people: people.slice(1), rules: { firstAidersPerSenior: 2 } }),
    );
    expect(noNurse.picks).toEqual([]);
    expect(explainUnfilled(noNurse).find((u) => u.qualification === "first_aider")?.reasons).toEqual([
      { code: "mix", people: 3 },
    ]);
  });
});

describe("preferences and fairness", () => {
  it("takes those who raised a hand first", async () => {
    const e = scopeEvent("a", "2027-03-01", "08:00", "16:00", { first_aider: 2 });
    const people = ["p1", "p2", "p3", "p4", "p5"].map((id) => person(id));
    const data = rosterData({
      events: [e],
      people,
      interest: [
        { eventId: "a", userId: "p4" },
        { eventId: "a", userId: "p2" },
      ],
    });
    const result = await plan(data);
    expect(who(result.picks)).toEqual(["p2", "p4"]);
    expect(explainItems(result).every((i) => i.reasons[0] === "raisedHand")).toBe(true);
  });

  it("spreads the hours: nobody works twice while someone free works not at all", async () => {
    const days = ["2027-03-01", "2027-03-03", "2027-03-05", "2027-03-08", "2027-03-10", "2027-03-12"];
    const events = days.map((d, i) => scopeEvent(`e${i}`, d, "08:00", "16:00", { first_aider: 1 }));
    const people = ["p1", "p2", "p3", "p4", "p5", "p6"].map((id) => person(id));
    const result = await plan(rosterData({ events, people }));
    expect(result.picks).toHaveLength(6);
    expect(new Set(result.picks.map((p) => p.userId)).size).toBe(6);
  });

  it("counts the hours already worked: the one with fewer goes first", async () => {
    const e = scopeEvent("a", "2027-03-20", "08:00", "16:00", { first_aider: 1 });
    const before = { ...scopeEvent("x", "2027-03-10", "08:00", "18:00"), required: undefined };
    const data = rosterData({
      events: [e],
      otherEvents: [before],
      people: [person("busy"), person("fresh")],
      assignments: [{ eventId: "x", userId: "busy", qualification: "first_aider" }],
    });
    const result = await plan(data);
    expect(who(result.picks)).toEqual(["fresh"]);
    expect(explainItems(result)[0]?.reasons).toContain("fewestHours");
  });

  it("says when nobody holds the post", async () => {
    const e = scopeEvent("a", "2027-03-01", "08:00", "16:00", { doctor: 1 });
    const result = await plan(rosterData({ events: [e], people: [person("p")] }));
    expect(explainUnfilled(result)).toMatchObject([
      { eventId: "a", qualification: "doctor", count: 1, reasons: [{ code: "noneQualified", people: 0 }] },
    ]);
  });
});
