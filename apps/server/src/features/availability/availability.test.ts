import type { AbsenceView, CaregiverAvailabilityView } from "@hulppost/shared/availability";
import type { CandidateView, EventView } from "@hulppost/shared/events";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent, inDays } from "../../../test/helpers/events";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../../../test/helpers/test-app";
import { profiles, userOrganizations } from "../../db/schema/index";

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let colleague: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t);
  other = await createTenant(t, { label: "Buren" });
  colleague = await t.createUser({ firstName: "Collega", lastName: "Zorg" });
  await t.deps.db
    .insert(userOrganizations)
    .values({ userId: colleague.id, organizationId: tenant.orgId, role: "hulpverlener" });
  await t.deps.db.update(profiles).set({ isNurse: true }).where(eq(profiles.userId, colleague.id));
});
afterAll(() => t.close());

const absence = (overrides: Record<string, unknown> = {}) => ({
  startDate: inDays(50),
  startTime: "08:00",
  endDate: inDays(52),
  endTime: "18:00",
  reason: "Huwelijk van mijn zus",
  ...overrides,
});

async function addAbsence(user: TestUser, overrides: Record<string, unknown> = {}) {
  const res = await user.agent.json<AbsenceView>("POST", "/api/me/absences", absence(overrides));
  expect(res.status).toBe(201);
  return res.body;
}

const removeAbsence = (user: TestUser, id: string) => user.agent.json("DELETE", `/api/me/absences/${id}`);

async function candidate(eventId: string, userId: string) {
  const res = await tenant.admin.agent.json<CandidateView[]>(
    "GET",
    `/api/orgs/${tenant.orgId}/events/${eventId}/candidates`,
  );
  expect(res.status).toBe(200);
  return res.body.find((c) => c.userId === userId);
}

describe("my absences and preferences", () => {
  it("refuses a bad period with a field error and stores nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ endDate: inDays(50), endTime: "08:00" }, "endTime", "absenceEndAfterStart"],
      [{ endDate: inDays(50 + 400) }, "endDate", "absenceTooLong"],
      [{ reason: "a\u0000b" }, "reason", "invalidCharacters"],
      [{ startTime: "25:00" }, "startTime", "invalidTime"],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await colleague.agent.json<{ error: { fields?: Record<string, string> } }>(
        "POST",
        "/api/me/absences",
        absence(overrides),
      );
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.error)).toContain(field);
      expect(JSON.stringify(res.body.error)).toContain(message);
    }
    expect((await colleague.agent.json<AbsenceView[]>("GET", "/api/me/absences")).body).toEqual([]);
  });

  it("lists, and deletes only my own", async () => {
    const mine = await addAbsence(colleague, { reason: "  Vakantie  " });
    expect(mine).toMatchObject({ startTime: "08:00", endTime: "18:00", reason: "Vakantie" });
    expect((await colleague.agent.json<AbsenceView[]>("GET", "/api/me/absences")).body.map((a) => a.id)).toEqual([
      mine.id,
    ]);
    expect((await removeAbsence(tenant.caregiver, mine.id)).status).toBe(404);
    expect((await removeAbsence(colleague, mine.id)).status).toBe(204);
    expect((await colleague.agent.json<AbsenceView[]>("GET", "/api/me/absences")).body).toEqual([]);
  });

  it("saves preferences and refuses nonsense", async () => {
    const bad = await colleague.agent.json("PUT", "/api/me/availability-preferences", {
      avoidWeekdays: [8],
      maxEventsPerMonth: 0,
    });
    expect(bad.status).toBe(400);
    const empty = await colleague.agent.json("GET", "/api/me/availability-preferences");
    expect(empty.body).toEqual({ avoidWeekdays: [], maxEventsPerMonth: null });
    const saved = await colleague.agent.json("PUT", "/api/me/availability-preferences", {
      avoidWeekdays: [7, 6],
      maxEventsPerMonth: 3,
    });
    expect(saved.body).toEqual({ avoidWeekdays: [6, 7], maxEventsPerMonth: 3 });
    await colleague.agent.json("PUT", "/api/me/availability-preferences", {
      avoidWeekdays: [],
      maxEventsPerMonth: null,
    });
  });
});

describe("who sees an absence's reason", () => {
  it("shows it to the admin, to no other caregiver, and to no other organisation", async () => {
    const mine = await addAbsence(tenant.caregiver, { reason: "Operatie" });
    const path = `/caregivers/${tenant.caregiver.id}/availability`;
    const admin = await tenant.admin.agent.json<CaregiverAvailabilityView>("GET", `/api/orgs/${tenant.orgId}${path}`);
    expect(admin.status).toBe(200);
    expect(admin.body.absences.map((a) => a.reason)).toEqual(["Operatie"]);
    const peer = await colleague.agent.json("GET", `/api/orgs/${tenant.orgId}${path}`);
    expect(peer.status).toBe(403);
    expect(JSON.stringify(peer.body)).not.toContain("Operatie");
    // An admin of another organisation asking through their own organisation: not their member.
    const foreign = await other.admin.agent.json("GET", `/api/orgs/${other.orgId}${path}`);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain("Operatie");
    await removeAbsence(tenant.caregiver, mine.id);
  });
});

describe("conflicts in the candidate list", () => {
  it("an absence ending when the event starts does not clash; one minute into it does", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId, {
      date: inDays(60),
      startTime: "08:00",
      endTime: "12:00",
    });
    const touching = await addAbsence(colleague, {
      startDate: inDays(59),
      startTime: "20:00",
      endDate: inDays(60),
      endTime: "08:00",
    });
    expect((await candidate(event.id, colleague.id))?.unavailable).toEqual([]);
    await removeAbsence(colleague, touching.id);
    const into = await addAbsence(colleague, {
      startDate: inDays(59),
      startTime: "20:00",
      endDate: inDays(60),
      endTime: "08:01",
      reason: "Nachtdienst",
    });
    expect((await candidate(event.id, colleague.id))?.unavailable).toEqual([
      { startsAt: into.startsAt, endsAt: into.endsAt, reason: "Nachtdienst" },
    ]);
    // A warning, not a refusal: the admin decides.
    const assigned = await tenant.admin.agent.json("POST", `/api/orgs/${tenant.orgId}/events/${event.id}/assignments`, {
      userId: colleague.id,
    });
    expect(assigned.status).toBe(201);
    await tenant.admin.agent.json("DELETE", `/api/orgs/${tenant.orgId}/events/${event.id}/assignments/${colleague.id}`);
    await removeAbsence(colleague, into.id);
  });

  it("counts the other events of the month against the cap", async () => {
    await colleague.agent.json("PUT", "/api/me/availability-preferences", { avoidWeekdays: [], maxEventsPerMonth: 1 });
    // Both on the first of a month a few months ahead: always the same month.
    const day = `${inDays(120).slice(0, 7)}-01`;
    const morning = await createEvent(tenant.admin.agent, tenant.orgId, {
      date: day,
      startTime: "08:00",
      endTime: "10:00",
    });
    const evening = await createEvent(tenant.admin.agent, tenant.orgId, {
      date: day,
      startTime: "19:00",
      endTime: "23:00",
    });
    expect(await candidate(evening.id, colleague.id)).toMatchObject({ eventsThisMonth: 0, maxEventsPerMonth: 1 });
    await tenant.admin.agent.json("POST", `/api/orgs/${tenant.orgId}/events/${morning.id}/assignments`, {
      userId: colleague.id,
    });
    expect(await candidate(evening.id, colleague.id)).toMatchObject({ eventsThisMonth: 1, maxEventsPerMonth: 1 });
    // The event itself does not count against itself.
    expect(await candidate(morning.id, colleague.id)).toMatchObject({ eventsThisMonth: 0 });
    await tenant.admin.agent.json(
      "DELETE",
      `/api/orgs/${tenant.orgId}/events/${morning.id}/assignments/${colleague.id}`,
    );
    await colleague.agent.json("PUT", "/api/me/availability-preferences", {
      avoidWeekdays: [],
      maxEventsPerMonth: null,
    });
  });
});

describe("open shifts for me", () => {
  it("leaves out what I am not qualified for, what overlaps my events and what falls in my absence", async () => {
    const needs = { requiredDoctors: 0, requiredNurses: 1, requiredFirstAiders: 0 };
    const open = await createEvent(tenant.admin.agent, tenant.orgId, { ...needs, name: "Open", date: inDays(70) });
    const doctorsOnly = await createEvent(tenant.admin.agent, tenant.orgId, {
      ...needs,
      requiredNurses: 0,
      requiredDoctors: 1,
      name: "Artsen",
      date: inDays(70),
    });
    const mine = await createEvent(tenant.admin.agent, tenant.orgId, {
      ...needs,
      requiredNurses: 2,
      name: "Mijn dienst",
      date: inDays(71),
      startTime: "10:00",
      endTime: "14:00",
    });
    const clash = await createEvent(tenant.admin.agent, tenant.orgId, {
      ...needs,
      name: "Botsing",
      date: inDays(71),
      startTime: "13:00",
      endTime: "16:00",
    });
    const away = await createEvent(tenant.admin.agent, tenant.orgId, { ...needs, name: "Weg", date: inDays(72) });
    await tenant.admin.agent.json("POST", `/api/orgs/${tenant.orgId}/events/${mine.id}/assignments`, {
      userId: colleague.id,
    });
    const holiday = await addAbsence(colleague, {
      startDate: inDays(72),
      startTime: "00:00",
      endDate: inDays(73),
      endTime: "00:00",
    });
    const list = async (query: string) =>
      (await colleague.agent.json<EventView[]>("GET", `/api/orgs/${tenant.orgId}/vacancies${query}`)).body.map(
        (e) => e.id,
      );
    const all = await list("");
    expect(all).toEqual(expect.arrayContaining([open.id, clash.id, away.id]));
    expect(all).not.toContain(doctorsOnly.id);
    const eligible = await list("?eligible=true");
    expect(eligible).toContain(open.id);
    expect(eligible).not.toContain(doctorsOnly.id);
    expect(eligible).not.toContain(mine.id);
    expect(eligible).not.toContain(clash.id);
    expect(eligible).not.toContain(away.id);
    // Raising a hand from the list is the existing interest route.
    const raised = await colleague.agent.json("POST", `/api/orgs/${tenant.orgId}/events/${open.id}/interest`);
    expect(raised.status).toBe(200);
    await removeAbsence(colleague, holiday.id);
    expect(await list("?eligible=true")).toContain(away.id);
  });
});
