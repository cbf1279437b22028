import { describe, expect, it } from "vitest";
import type { Qualification } from "../constants";
import {
  ageOn,
  checkRoster,
  DEFAULT_STAFFING_RULES,
  isMinorOn,
  postsUnder,
  type RosterAssignment,
  type RosterEvent,
  type RosterPerson,
  type RuleKind,
  type StaffingRules,
  staffingRules,
  touchesNight,
  weekOf,
} from "./rules";

/** An event on local days and times; the instants read them as UTC (the planning zone does not matter here). */
function ev(id: string, date: string, startTime: string, endTime: string, endDate = date): RosterEvent {
  return {
    id,
    date,
    startTime,
    endDate,
    endTime,
    startsAt: Date.parse(`${date}T${startTime}:00Z`),
    endsAt: Date.parse(`${endDate}T${endTime}:00Z`),
  };
}

const person = (id: string, over: Partial<RosterPerson> = {}): RosterPerson => ({
  id,
  birthDate: null,
  isDoctor: false,
  isNurse: false,
  hasFirstAidCertificate: true,
  pastEvents: 5,
  ...over,
});

const at = (eventId: string, userId: string, qualification: Qualification = "first_aider"): RosterAssignment => ({
  eventId,
  userId,
  qualification,
});

/** One person working every event given, under the rules given (the defaults unless changed). */
function broken(events: RosterEvent[], rules: Partial<StaffingRules> = {}, who: Partial<RosterPerson> = {}) {
  return checkRoster({
    rules: { ...DEFAULT_STAFFING_RULES, ...rules },
    events,
    people: [person("p", who)],
    assignments: events.map((e) => at(e.id, "p")),
  });
}
const kinds = (violations: { rule: RuleKind }[]) => violations.map((v) => v.rule).sort();

describe("the rules contract", () => {
  it("accepts the defaults and refuses a bad clock and a cap of 0", () => {
    expect(staffingRules.safeParse(DEFAULT_STAFFING_RULES).success).toBe(true);
    const bad = staffingRules.safeParse({ ...DEFAULT_STAFFING_RULES, minorNightStart: "24:00", maxHoursPerWeek: 0 });
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["minorNightStart", "maxHoursPerWeek"]));
  });
  it("refuses a field it does not know", () => {
    expect(staffingRules.safeParse({ ...DEFAULT_STAFFING_RULES, extra: 1 }).success).toBe(false);
  });
});

describe("minimum rest between shifts", () => {
  const morning = ev("a", "2026-06-01", "08:00", "12:00");
  it.each([
    ["exactly 11 h is allowed", ev("b", "2026-06-01", "23:00", "23:30"), []],
    ["10 h 59 min is broken", ev("b", "2026-06-01", "22:59", "23:30"), ["rest"]],
    ["touching ends (0 h) is broken", ev("b", "2026-06-01", "12:00", "14:00"), ["rest"]],
    ["an overlap is an overlap, not rest", ev("b", "2026-06-01", "11:00", "14:00"), ["overlap"]],
    ["a shift inside another overlaps", ev("b", "2026-06-01", "09:00", "10:00"), ["overlap"]],
  ] as const)("%s", (_, next, expected) => {
    expect(kinds(broken([morning, next]))).toEqual(expected);
  });

  it("names the hours of rest and the earlier shift", () => {
    const [v] = broken([morning, ev("b", "2026-06-01", "22:59", "23:30")]);
    expect(v).toMatchObject({ rule: "rest", eventId: "b", otherEventId: "a", userId: "p" });
    expect(v?.value).toBeCloseTo(10 + 59 / 60, 6);
  });

  it.each([
    ["13:00 the next day: 11 h after 02:00", "13:00", []],
    ["12:59 the next day: 10 h 59 min", "12:59", ["rest"]],
  ] as const)("across midnight, %s", (_, start, expected) => {
    const night = ev("n", "2026-06-05", "20:00", "02:00", "2026-06-06");
    expect(kinds(broken([night, ev("d", "2026-06-06", start, "18:00")]))).toEqual(expected);
  });

  it("checks every pair, not only neighbours: a long shift against two later ones", () => {
    const long = ev("l", "2026-06-01", "08:00", "20:00");
    const v = broken([long, ev("x", "2026-06-01", "10:00", "11:00"), ev("y", "2026-06-01", "12:00", "13:00")]);
    expect(kinds(v)).toEqual(["overlap", "overlap", "rest"]);
  });

  it.each([
    [0, []],
    [12, ["rest"]],
  ] as const)("follows the organisation's hours (%i)", (minRestHours, expected) => {
    expect(kinds(broken([morning, ev("b", "2026-06-01", "23:00", "23:30")], { minRestHours }))).toEqual(expected);
  });
});

describe("hours a week", () => {
  // 2026-06-01 is a Monday; six 8-hour days with a day between them fill the week's 48 h.
  const days = ["2026-06-01", "2026-06-02", "2026-06-03", "2026-06-04", "2026-06-05", "2026-06-06"];
  const eight = days.map((d, i) => ev(`d${i}`, d, "08:00", "16:00"));
  it("48 h at a cap of 48 is allowed", () => {
    expect(broken(eight)).toEqual([]);
  });
  it("49 h is one over: named on the week's last shift, with the hours", () => {
    const v = broken([...eight, ev("sun", "2026-06-07", "08:00", "09:00")]);
    expect(v).toEqual([{ rule: "weekHours", eventId: "sun", userId: "p", value: 49 }]);
  });
  it("Sunday and the next Monday are two weeks", () => {
    const v = broken([...eight, ev("mon", "2026-06-08", "08:00", "09:00")]);
    expect(v).toEqual([]);
  });
  it("a shift counts whole in the week it starts in (Sunday night into Monday)", () => {
    const sunday = ev("sun", "2026-06-07", "18:00", "02:00", "2026-06-08");
    expect(kinds(broken([...eight, sunday]))).toEqual(["weekHours"]);
    const mondayWeek = [1, 2, 3, 4, 5].map((n) => ev(`m${n}`, `2026-06-1${n}`, "08:00", "16:00"));
    expect(broken([sunday, ...mondayWeek.slice(0, 1)], { maxHoursPerWeek: 8, minRestHours: 0 })).toEqual([]);
  });
  it("no cap: any hours", () => {
    const rules = { maxHoursPerWeek: null, minRestHours: 0 };
    expect(broken([...eight, ev("sun", "2026-06-07", "00:00", "23:00")], rules)).toEqual([]);
  });
  it.each([
    ["2026-06-01", "2026-06-01"],
    ["2026-06-07", "2026-06-01"],
    ["2026-06-08", "2026-06-08"],
    ["2027-01-01", "2026-12-28"],
    ["2024-03-03", "2024-02-26"],
  ])("weekOf(%s) is the Monday %s", (day, monday) => {
    expect(weekOf(day)).toBe(monday);
  });
});

describe("minors", () => {
  it.each([
    ["2008-06-13", "2026-06-12", 17],
    ["2008-06-13", "2026-06-13", 18],
    ["2008-06-13", "2026-06-14", 18],
    ["2008-02-29", "2026-02-28", 17],
    ["2008-02-29", "2026-03-01", 18],
    ["2008-02-29", "2028-02-29", 20],
    ["2010-12-31", "2026-01-01", 15],
  ])("born %s, on %s: %i", (birth, day, age) => {
    expect(ageOn(birth, day)).toBe(age);
  });

  it("a birthday on the event's day makes an adult; the day before, a minor", () => {
    const late = (date: string) => [ev("late", date, "20:00", "23:30")];
    expect(kinds(broken(late("2026-06-13"), {}, { birthDate: "2008-06-13" }))).toEqual([]);
    const v = broken(late("2026-06-12"), {}, { birthDate: "2008-06-13" });
    expect(v).toEqual([{ rule: "minorNight", eventId: "late", userId: "p", value: 17 }]);
  });

  it("an unknown birth date counts as an adult", () => {
    expect(isMinorOn(null, "2026-06-01")).toBe(false);
    expect(broken([ev("late", "2026-06-01", "20:00", "23:30")])).toEqual([]);
  });

  const minor = { birthDate: "2010-01-01" };
  it.each([
    ["ending exactly 23:00 is allowed", ev("e", "2026-06-01", "15:00", "23:00"), []],
    ["ending 23:01 is broken", ev("e", "2026-06-01", "15:01", "23:01"), ["minorNight"]],
    ["starting 05:59 is broken", ev("e", "2026-06-01", "05:59", "12:00"), ["minorNight"]],
    ["starting 06:00 is allowed", ev("e", "2026-06-01", "06:00", "12:00"), []],
    ["an overnight event is broken", ev("e", "2026-06-01", "20:00", "03:00", "2026-06-02"), ["minorNight"]],
    ["ending at midnight is broken", ev("e", "2026-06-01", "20:00", "00:00", "2026-06-02"), ["minorNight"]],
  ] as const)("night 23:00–06:00: %s", (_, event, expected) => {
    expect(kinds(broken([event], {}, minor))).toEqual(expected);
  });

  it.each([
    ["20:00", "22:00", false],
    ["21:00", "22:01", true],
    ["06:00", "21:00", false],
  ] as const)("the night the organisation sets (22:00–06:00): %s–%s touches it: %s", (start, end, touches) => {
    const rules = { ...DEFAULT_STAFFING_RULES, minorNightStart: "22:00", minorNightEnd: "06:00" };
    expect(touchesNight(ev("e", "2026-06-01", start, end), rules)).toBe(touches);
  });

  it("a night that does not span midnight (00:00–06:00): an evening shift ending at midnight does not touch it", () => {
    const rules = { ...DEFAULT_STAFFING_RULES, minorNightStart: "00:00", minorNightEnd: "06:00" };
    expect(touchesNight(ev("e", "2026-06-01", "18:00", "00:00", "2026-06-02"), rules)).toBe(false);
    expect(touchesNight(ev("e", "2026-06-01", "18:00", "00:30", "2026-06-02"), rules)).toBe(true);
    expect(touchesNight(ev("e", "2026-06-01", "05:00", "09:00"), rules)).toBe(true);
    expect(touchesNight(ev("e", "2026-06-01", "07:00", "09:00", "2026-06-03"), rules)).toBe(true);
  });

  it.each([
    ["8 h in a day is allowed", [ev("a", "2026-06-01", "08:00", "16:00")], []],
    ["9 h in a day is broken", [ev("a", "2026-06-01", "08:00", "17:00")], ["minorDayHours"]],
    [
      "4 h + 3 h + 2 h the same day are 9",
      [
        ev("a", "2026-06-01", "06:00", "10:00"),
        ev("b", "2026-06-01", "21:00", "23:00"),
        ev("c", "2026-06-01", "11:00", "14:00"),
      ],
      ["minorDayHours"],
    ],
  ] as const)("day hours: %s", (_, events, expected) => {
    expect(kinds(broken([...events], { minRestHours: 0 }, minor))).toEqual(expected);
  });

  it("week hours: 40 h allowed, 41 h broken for a minor; an adult may work 41", () => {
    const forty = ["01", "02", "03", "04", "05"].map((d) => ev(`d${d}`, `2026-06-${d}`, "08:00", "16:00"));
    expect(broken(forty, {}, minor)).toEqual([]);
    const more = [...forty, ev("sat", "2026-06-06", "08:00", "09:00")];
    expect(broken(more, {}, minor)).toEqual([{ rule: "minorWeekHours", eventId: "sat", userId: "p", value: 41 }]);
    expect(broken(more, {}, { birthDate: "2000-01-01" })).toEqual([]);
  });
});

describe("a buddy for a first-timer", () => {
  // Buddy and mix are judged at the organisation's own events: those that come with their places.
  const event = { ...ev("e", "2026-06-01", "10:00", "16:00"), required: { doctor: 0, nurse: 0, first_aider: 9 } };
  function buddy(others: number[], buddyMinEvents: number | null = 3) {
    const people = [person("new", { pastEvents: 0 }), ...others.map((n, i) => person(`o${i}`, { pastEvents: n }))];
    return checkRoster({
      rules: { ...DEFAULT_STAFFING_RULES, buddyMinEvents },
      events: [event],
      people,
      assignments: people.map((p) => at("e", p.id)),
    });
  }
  it("a first-timer alone is broken", () => {
    expect(buddy([])).toEqual([{ rule: "buddy", eventId: "e", userId: "new" }]);
  });
  it("beside someone with N-1 events is broken, with N is allowed", () => {
    expect(kinds(buddy([2, 1]))).toEqual(["buddy"]);
    expect(buddy([3])).toEqual([]);
  });
  it("no buddy rule: nothing", () => {
    expect(buddy([], null)).toEqual([]);
  });
  it("someone with one event before is no first-timer", () => {
    const v = checkRoster({
      rules: DEFAULT_STAFFING_RULES,
      events: [event],
      people: [person("once", { pastEvents: 1 })],
      assignments: [at("e", "once")],
    });
    expect(v).toEqual([]);
  });
});

describe("the mix of a post and its places", () => {
  const required = { doctor: 1, nurse: 1, first_aider: 4 };
  function mix(nurses: number, firstAiders: number, firstAidersPerSenior: number | null = 2) {
    const staff = [
      ...Array.from({ length: nurses }, (_, i) => ({ p: person(`n${i}`, { isNurse: true }), q: "nurse" as const })),
      ...Array.from({ length: firstAiders }, (_, i) => ({ p: person(`f${i}`), q: "first_aider" as const })),
    ];
    return checkRoster({
      rules: { ...DEFAULT_STAFFING_RULES, firstAidersPerSenior },
      events: [{ ...ev("e", "2026-06-01", "10:00", "16:00"), required }],
      people: staff.map((s) => s.p),
      assignments: staff.map((s) => at("e", s.p.id, s.q)),
    });
  }
  it.each([
    [1, 2, []],
    [1, 3, ["mix"]],
    [0, 1, ["mix"]],
    [1, 0, []],
  ] as const)("%i senior(s), %i first aiders at 2 per senior", (nurses, firstAiders, expected) => {
    expect(kinds(mix(nurses, firstAiders))).toEqual(expected);
  });
  it("any mix when the rule is off", () => {
    expect(mix(0, 3, null)).toEqual([]);
  });
  it("more than the places asked for is overfilled; exactly as many is not", () => {
    expect(mix(1, 4, null)).toEqual([]);
    expect(mix(1, 5, null)).toEqual([{ rule: "overfilled", eventId: "e", value: 5 }]);
  });
  it("events without places (another organisation's) are not counted", () => {
    const v = checkRoster({
      rules: { ...DEFAULT_STAFFING_RULES, firstAidersPerSenior: 1 },
      events: [ev("e", "2026-06-01", "10:00", "16:00")],
      people: [person("a"), person("b")],
      assignments: [at("e", "a"), at("e", "b")],
    });
    expect(v).toEqual([]);
  });
});

describe("qualification", () => {
  const nurse = person("p", { isNurse: true, hasFirstAidCertificate: false });
  const doctor = person("p", { isDoctor: true, hasFirstAidCertificate: false });
  const firstAider = person("p");
  it.each([
    ["a nurse as first aider, higher may fill lower", nurse, "first_aider", true, []],
    ["a nurse as first aider, only own posts", nurse, "first_aider", false, ["qualification"]],
    ["a doctor as nurse, higher may fill lower", doctor, "nurse", true, []],
    ["a doctor as nurse, only own posts", doctor, "nurse", false, ["qualification"]],
    ["a first aider as nurse, either way", firstAider, "nurse", true, ["qualification"]],
    ["a nurse as nurse, only own posts", nurse, "nurse", false, []],
  ] as const)("%s", (_, who, post, higherMayFillLower, expected) => {
    const v = checkRoster({
      rules: { ...DEFAULT_STAFFING_RULES, higherMayFillLower },
      events: [ev("e", "2026-06-01", "10:00", "16:00")],
      people: [who],
      assignments: [at("e", "p", post)],
    });
    expect(kinds(v)).toEqual(expected);
  });
  it("postsUnder lists the posts a person may fill", () => {
    expect(postsUnder({ higherMayFillLower: true }, doctor)).toEqual(["doctor", "nurse", "first_aider"]);
    expect(postsUnder({ higherMayFillLower: false }, doctor)).toEqual(["doctor"]);
    expect(postsUnder({ higherMayFillLower: true }, person("x", { hasFirstAidCertificate: false }))).toEqual([]);
  });
});

describe("absences", () => {
  const event = ev("e", "2026-06-01", "10:00", "16:00");
  const away = (from: string, to: string) => ({
    absences: [{ startsAt: Date.parse(`2026-06-01T${from}:00Z`), endsAt: Date.parse(`2026-06-01T${to}:00Z`) }],
  });
  it.each([
    ["ending when the event starts is allowed", "08:00", "10:00", []],
    ["starting when the event ends is allowed", "16:00", "18:00", []],
    ["a minute into the event is broken", "08:00", "10:01", ["absence"]],
    ["inside the event is broken", "12:00", "13:00", ["absence"]],
  ] as const)("%s", (_, from, to, expected) => {
    expect(kinds(broken([event], {}, away(from, to)))).toEqual(expected);
  });
});
