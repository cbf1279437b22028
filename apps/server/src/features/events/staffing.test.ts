import { adminDashboardView } from "@hulppost/shared/events";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent, inDays } from "../../../test/helpers/events";
import { pdfText } from "../../../test/helpers/patient-papers";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../../../test/helpers/test-app";
import { jobs, organizations, profiles, smsMessages, smsRecipients, userOrganizations } from "../../db/schema/index";
import { SMS_JOB } from "../../platform/sms/sms-queue";

let t: TestApp;
let tenant: Tenant;
let doctor: TestUser;
let firstAider: TestUser;

async function join(person: TestUser, qualification: Partial<typeof profiles.$inferInsert>, phone = "+32470999000") {
  await t.deps.db
    .insert(userOrganizations)
    .values({ userId: person.id, organizationId: tenant.orgId, role: "hulpverlener" });
  await t.deps.db
    .update(profiles)
    .set({ ...qualification, phone })
    .where(eq(profiles.userId, person.id));
}

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t);
  doctor = await t.createUser({ firstName: "Dokter", lastName: "Dirk", language: "en" });
  firstAider = await t.createUser({ firstName: "Eerste", lastName: "Hulp", language: "fr" });
  await join(doctor, { isDoctor: true, hasFirstAidCertificate: true });
  await join(firstAider, { hasFirstAidCertificate: true });
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };
type EventView = {
  id: string;
  mine: { assigned: boolean; interested: boolean; qualification: string | null };
  interestCount: number;
  staffing: Record<string, { assigned: number }>;
};
type Detail = EventView & {
  assignments: { userId: string; qualification: string; teamId: string | null }[];
  interests: { userId: string; createdAt: string }[];
  teams: { id: string }[];
  contactPhone: string | null;
};

const path = (eventId: string, rest = "") => `/api/orgs/${tenant.orgId}/events/${eventId}${rest}`;

/** The text messages queued for a person, with their message's source, event and author. */
const smsTo = (userId: string) =>
  t.deps.db
    .select({
      id: smsRecipients.id,
      phone: smsRecipients.phone,
      text: smsRecipients.text,
      status: smsRecipients.status,
      source: smsMessages.source,
      eventId: smsMessages.eventId,
      createdBy: smsMessages.createdBy,
    })
    .from(smsRecipients)
    .innerJoin(smsMessages, eq(smsMessages.id, smsRecipients.messageId))
    .where(eq(smsRecipients.userId, userId));

describe("assignments", () => {
  it("assigns by the person's highest qualification, refuses a post they cannot fill and a double assignment", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId);
    const assigned = await tenant.admin.agent.json<{ assignment: { qualification: string }; overlapping: unknown[] }>(
      "POST",
      path(event.id, "/assignments"),
      {
        userId: doctor.id,
      },
    );
    expect(assigned.status).toBe(201);
    expect(assigned.body.assignment.qualification).toBe("doctor");
    const twice = await tenant.admin.agent.json<ErrorBody>("POST", path(event.id, "/assignments"), {
      userId: doctor.id,
      qualification: "nurse",
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe("ALREADY_ASSIGNED");
    const notQualified = await tenant.admin.agent.json<ErrorBody>("POST", path(event.id, "/assignments"), {
      userId: firstAider.id,
      qualification: "doctor",
    });
    expect(notQualified.status).toBe(400);
    expect(notQualified.body.error.fields?.qualification).toBe("notQualified");
    const view = await tenant.admin.agent.json<Detail>("GET", path(event.id));
    expect(view.body.staffing.doctors?.assigned).toBe(1);
    expect(view.body.assignments.map((a) => a.userId)).toEqual([doctor.id]);
  });

  it("mails the caregiver in their language and queues an SMS when the organisation wants one", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Jaarmarkt" });
    await tenant.admin.agent.json("POST", path(event.id, "/assignments"), { userId: firstAider.id });
    const [mail] = await t.mailsTo(firstAider.email);
    expect(mail?.template).toBe("eventAssigned");
    expect(mail?.subject).toBe("Vous êtes affecté(e) : Jaarmarkt");
    expect(mail?.text).toContain("secouriste");
    // The SMS center's path: a message of source `assignment`, its recipient row and one job.
    const texts = await smsTo(firstAider.id);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({
      phone: "+32470999000",
      status: "pending",
      source: "assignment",
      eventId: event.id,
      createdBy: tenant.admin.id,
    });
    expect([...(texts[0]?.text ?? "x".repeat(999))].length).toBeLessThanOrEqual(160);
    expect(texts[0]?.text).toContain("Jaarmarkt");
    const queued = await t.deps.db.select().from(jobs).where(eq(jobs.type, SMS_JOB));
    expect(queued.filter((j) => (j.payload as { recipientId?: string }).recipientId === texts[0]?.id)).toMatchObject([
      { status: "pending" },
    ]);

    expect((await tenant.admin.agent.delete(path(event.id, `/assignments/${firstAider.id}`))).status).toBe(204);
    const [notice] = await t.mailsTo(firstAider.email);
    expect(notice?.template).toBe("eventUnassigned");
    expect((await tenant.admin.agent.delete(path(event.id, `/assignments/${firstAider.id}`))).status).toBe(404);

    // With the setting off, or on the free plan, no SMS is queued.
    await tenant.admin.agent.json("PUT", `/api/orgs/${tenant.orgId}/settings`, {
      chatEnabled: true,
      smsCenterEnabled: true,
      locationsEnabled: true,
      smsOnAssignment: false,
    });
    const quiet = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Stil" });
    // The assignments themselves succeed: only the text message is left out.
    expect(
      (await tenant.admin.agent.json("POST", path(quiet.id, "/assignments"), { userId: firstAider.id })).status,
    ).toBe(201);
    const free = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Gratis", date: inDays(40) });
    await t.deps.db.update(organizations).set({ plan: "free" }).where(eq(organizations.id, tenant.orgId));
    await tenant.admin.agent.json("PUT", `/api/orgs/${tenant.orgId}/settings`, {
      chatEnabled: true,
      smsCenterEnabled: true,
      locationsEnabled: true,
      smsOnAssignment: true,
    });
    expect(
      (await tenant.admin.agent.json("POST", path(free.id, "/assignments"), { userId: firstAider.id })).status,
    ).toBe(201);
    await t.deps.db.update(organizations).set({ plan: "premium" }).where(eq(organizations.id, tenant.orgId));
    // The first assignment's text and the unassignment's: none for the quiet or the free event.
    expect(await smsTo(firstAider.id)).toHaveLength(2);
  });
});

describe("interest and vacancies", () => {
  it("lets a caregiver raise a hand for a vacancy, see it counted, and withdraw it", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId, {
      name: "Vacature",
      requiredDoctors: 0,
      requiredNurses: 0,
      requiredFirstAiders: 2,
    });
    const vacancies = await firstAider.agent.json<EventView[]>("GET", `/api/orgs/${tenant.orgId}/vacancies`);
    expect(vacancies.body.map((e) => e.id)).toContain(event.id);
    const countBefore = (
      await firstAider.agent.json<{ count: number }>("GET", `/api/orgs/${tenant.orgId}/vacancies/count`)
    ).body.count;
    expect(countBefore).toBe(vacancies.body.length);

    const raised = await firstAider.agent.json<EventView>("POST", path(event.id, "/interest"));
    expect(raised.body).toMatchObject({ mine: { interested: true }, interestCount: 1 });
    const again = await firstAider.agent.json<EventView>("POST", path(event.id, "/interest"));
    expect(again.body.interestCount).toBe(1);
    const detail = await tenant.admin.agent.json<Detail>("GET", path(event.id));
    expect(detail.body.interests).toEqual([
      expect.objectContaining({ userId: firstAider.id, createdAt: expect.any(String) }),
    ]);
    // A caregiver does not see who else raised a hand.
    expect((await doctor.agent.json<Detail>("GET", path(event.id))).body.interests).toEqual([]);

    const withdrawn = await firstAider.agent.json<EventView>("DELETE", path(event.id, "/interest"));
    expect(withdrawn.body).toMatchObject({ mine: { interested: false }, interestCount: 0 });

    // Once the posts are filled it is no longer a vacancy.
    await tenant.admin.agent.json("POST", path(event.id, "/assignments"), {
      userId: doctor.id,
      qualification: "first_aider",
    });
    await tenant.admin.agent.json("POST", path(event.id, "/assignments"), { userId: firstAider.id });
    const later = await firstAider.agent.json<EventView[]>("GET", `/api/orgs/${tenant.orgId}/vacancies`);
    expect(later.body.map((e) => e.id)).not.toContain(event.id);
    const mine = await firstAider.agent.json<EventView[]>("GET", `/api/orgs/${tenant.orgId}/my-events`);
    expect(mine.body.map((e) => e.id)).toContain(event.id);
  });

  it("refuses interest for a past or cancelled event", async () => {
    const past = await createEvent(tenant.admin.agent, tenant.orgId, { date: inDays(-3) });
    const closed = await firstAider.agent.json<ErrorBody>("POST", path(past.id, "/interest"));
    expect(closed.status).toBe(409);
    expect(closed.body.error.code).toBe("EVENT_CLOSED");
  });

  it("shows an assigned caregiver the team and contacts, others only the event", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId);
    await tenant.admin.agent.json("POST", path(event.id, "/assignments"), { userId: doctor.id });
    const assigned = await doctor.agent.json<Detail>("GET", path(event.id));
    expect(assigned.body.contactPhone).toBe("+32475112233");
    expect(assigned.body.assignments.map((a) => a.userId)).toEqual([doctor.id]);
    const outsider = await firstAider.agent.json<Detail>("GET", path(event.id));
    expect(outsider.body.contactPhone).toBeNull();
    expect(outsider.body.assignments).toEqual([]);
  });
});

describe("teams", () => {
  it("are made, renamed and deleted, with members from the event's assigned caregivers only, one team each", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId);
    await tenant.admin.agent.json("POST", path(event.id, "/assignments"), { userId: doctor.id });
    const bad = await tenant.admin.agent.json<ErrorBody>("POST", path(event.id, "/teams"), { name: "", color: "red" });
    expect(bad.body.error.fields).toMatchObject({ name: "required", color: "invalidColor" });
    const a = await tenant.admin.agent.json<{ id: string; memberIds: string[] }>("POST", path(event.id, "/teams"), {
      name: "Finish",
      color: "#16a34a",
    });
    const b = await tenant.admin.agent.json<{ id: string }>("POST", path(event.id, "/teams"), {
      name: "Start",
      description: "Aan de start",
    });
    const teamPath = (id: string, rest = "") => `/api/orgs/${tenant.orgId}/teams/${id}${rest}`;
    const notAssigned = await tenant.admin.agent.json<ErrorBody>("POST", teamPath(a.body.id, "/members"), {
      userId: firstAider.id,
    });
    expect(notAssigned.status).toBe(409);
    expect(
      (
        await tenant.admin.agent.json<{ memberIds: string[] }>("POST", teamPath(a.body.id, "/members"), {
          userId: doctor.id,
        })
      ).body.memberIds,
    ).toEqual([doctor.id]);
    // Moving to the other team takes the person out of the first.
    await tenant.admin.agent.json("POST", teamPath(b.body.id, "/members"), { userId: doctor.id });
    const detail = await tenant.admin.agent.json<Detail>("GET", path(event.id));
    expect(detail.body.assignments[0]?.teamId).toBe(b.body.id);
    expect(
      (await tenant.admin.agent.json<{ name: string }>("PATCH", teamPath(a.body.id), { name: "Aankomst" })).body.name,
    ).toBe("Aankomst");
    expect(
      (await tenant.admin.agent.json<{ memberIds: string[] }>("DELETE", teamPath(b.body.id, `/members/${doctor.id}`)))
        .body.memberIds,
    ).toEqual([]);
    expect((await tenant.admin.agent.delete(teamPath(a.body.id))).status).toBe(204);
    expect((await tenant.admin.agent.delete(teamPath(a.body.id))).status).toBe(404);
    expect((await tenant.caregiver.agent.json("POST", path(event.id, "/teams"), { name: "X" })).status).toBe(403);
  });
});

describe("admin dashboard and history", () => {
  it("counts upcoming events, caregivers and open posts, and lists shortages most urgent first", async () => {
    const own = await createTenant(t);
    // People only here: tents and ambulances have their own test (infrastructure/planning.test.ts).
    const noAssets = { requiredTents: 0, requiredAmbulances: 0 };
    await createEvent(own.admin.agent, own.orgId, {
      name: "Later groot",
      date: inDays(30),
      requiredDoctors: 5,
      requiredNurses: 0,
      requiredFirstAiders: 0,
      ...noAssets,
    });
    const soon = await createEvent(own.admin.agent, own.orgId, {
      name: "Binnenkort",
      date: inDays(2),
      requiredDoctors: 0,
      requiredNurses: 1,
      requiredFirstAiders: 0,
      ...noAssets,
    });
    await createEvent(own.admin.agent, own.orgId, {
      name: "Vol",
      date: inDays(3),
      requiredDoctors: 0,
      requiredNurses: 1,
      requiredFirstAiders: 0,
      ...noAssets,
    });
    const full = (
      await own.admin.agent.json<{ id: string; name: string }[]>("GET", `/api/orgs/${own.orgId}/events`)
    ).body.find((e) => e.name === "Vol");
    await own.admin.agent.json("POST", `/api/orgs/${own.orgId}/events/${full?.id}/assignments`, {
      userId: own.caregiver.id,
    });
    const board = await own.admin.agent.json<{
      upcomingEvents: number;
      caregivers: number;
      openPosts: number;
      shortages: { event: { id: string; name: string }; totalMissing: number }[];
    }>("GET", `/api/orgs/${own.orgId}/dashboard`);
    expect(board.body).toMatchObject({ upcomingEvents: 3, caregivers: 1, openPosts: 6 });
    expect(adminDashboardView.strict().safeParse(board.body).error?.issues ?? []).toEqual([]);
    expect(board.body.shortages.map((s) => s.event.name)).toEqual(["Binnenkort", "Later groot"]);
    expect(board.body.shortages[0]?.event.id).toBe(soon.id);
    expect((await own.caregiver.agent.json("GET", `/api/orgs/${own.orgId}/dashboard`)).status).toBe(403);
  });

  it("shows who works when, and each caregiver's history", async () => {
    const own = await createTenant(t);
    const past = await createEvent(own.admin.agent, own.orgId, {
      name: "Voorbij",
      date: inDays(-10),
      startTime: "10:00",
      endTime: "14:00",
    });
    const next = await createEvent(own.admin.agent, own.orgId, { name: "Straks", date: inDays(5) });
    for (const id of [past.id, next.id])
      await own.admin.agent.json("POST", `/api/orgs/${own.orgId}/events/${id}/assignments`, {
        userId: own.caregiver.id,
      });
    const week = await own.admin.agent.json<{ userId: string; shifts: { eventId: string }[] }[]>(
      "GET",
      `/api/orgs/${own.orgId}/schedule?from=${inDays(4)}&to=${inDays(10)}`,
    );
    expect(week.body.find((r) => r.userId === own.caregiver.id)?.shifts.map((s) => s.eventId)).toEqual([next.id]);
    const history = await own.admin.agent.json<
      { userId: string; eventsWorked: number; hoursWorked: number; upcoming: number }[]
    >("GET", `/api/orgs/${own.orgId}/caregiver-history`);
    expect(history.body.find((r) => r.userId === own.caregiver.id)).toMatchObject({
      eventsWorked: 1,
      hoursWorked: 4,
      upcoming: 1,
    });
    const person = await own.admin.agent.json<{ eventId: string; phase: string }[]>(
      "GET",
      `/api/orgs/${own.orgId}/members/${own.caregiver.id}/history`,
    );
    expect(person.body.map((e) => [e.eventId, e.phase])).toEqual([
      [next.id, "planned"],
      [past.id, "past"],
    ]);
    expect(
      (await own.admin.agent.json("GET", `/api/orgs/${own.orgId}/schedule?from=nope&to=${inDays(1)}`)).status,
    ).toBe(400);
  });
});

describe("calendar feed and staffing sheet", () => {
  it("gives a caregiver a secret iCalendar address of their shifts, replaceable and revocable", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId, { name: "In mijn agenda" });
    await tenant.admin.agent.json("POST", path(event.id, "/assignments"), { userId: firstAider.id });
    expect((await firstAider.agent.json<{ url: string | null }>("GET", "/api/me/calendar-feed")).body.url).toBeNull();
    const made = await firstAider.agent.json<{ url: string }>("POST", "/api/me/calendar-feed");
    const feedPath = new URL(made.body.url).pathname;
    const feed = await t.agent().get(feedPath);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toContain("text/calendar");
    const ics = await feed.text();
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain("SUMMARY:In mijn agenda");
    const rotated = await firstAider.agent.json<{ url: string }>("POST", "/api/me/calendar-feed");
    expect((await t.agent().get(feedPath)).status).toBe(404);
    expect((await t.agent().get(new URL(rotated.body.url).pathname)).status).toBe(200);
    await firstAider.agent.json("DELETE", "/api/me/calendar-feed");
    expect((await t.agent().get(new URL(rotated.body.url).pathname)).status).toBe(404);
  });

  it("leaves a deactivated organisation's shifts out of the feed", async () => {
    const own = await createTenant(t);
    const event = await createEvent(own.admin.agent, own.orgId, { name: "Bij een gesloten organisatie" });
    await own.admin.agent.json("POST", `/api/orgs/${own.orgId}/events/${event.id}/assignments`, {
      userId: own.caregiver.id,
    });
    const made = await own.caregiver.agent.json<{ url: string }>("POST", "/api/me/calendar-feed");
    const feedPath = new URL(made.body.url).pathname;
    expect(await (await t.agent().get(feedPath)).text()).toContain("SUMMARY:Bij een gesloten organisatie");
    await t.deps.db.update(organizations).set({ active: false }).where(eq(organizations.id, own.orgId));
    const feed = await t.agent().get(feedPath);
    expect(feed.status).toBe(200);
    expect(await feed.text()).not.toContain("Bij een gesloten organisatie");
  });

  it("prints the staffing sheet as a PDF for admins", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Afdrukken" });
    await tenant.admin.agent.json("POST", path(event.id, "/assignments"), { userId: doctor.id });
    await tenant.admin.agent.json("POST", path(event.id, "/teams"), { name: "Post 1" });
    const pdf = await tenant.admin.agent.get(path(event.id, "/staffing-sheet?lang=nl"));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toContain("Afdrukken");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(1500);
    expect((await tenant.caregiver.agent.get(path(event.id, "/staffing-sheet"))).status).toBe(403);
  });

  it("prints a sheet for an event whose name has letters outside Latin-1, in a font that has them", async () => {
    const date = inDays(12);
    const event = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Święto Łodzi", date });
    const pdf = await tenant.admin.agent.get(path(event.id, "/staffing-sheet?lang=en"));
    expect(pdf.status).toBe(200);
    const disposition = pdf.headers.get("content-disposition") ?? "";
    // The sheet's name in the language asked for, then the event's.
    expect(disposition).toMatch(new RegExp(`filename\\*=UTF-8''${date}-[a-z-]+-%C5%9Awi%C4%99to-%C5%81odzi\\.pdf`));
    expect(disposition).toMatch(/filename="[\x20-\x7e]+\.pdf"/);
    const bytes = Buffer.from(await pdf.arrayBuffer()).toString("latin1");
    // The embedded font has Ś and Ł; Helvetica, PDF's own, would print them as gibberish.
    expect(bytes).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    expect(bytes).not.toContain("/Helvetica");
  });

  it("prints a team named with an emoji with a visible placeholder, not an empty box", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Emoji 🎉 Feest" });
    await tenant.admin.agent.json("POST", path(event.id, "/assignments"), { userId: doctor.id });
    const team = await tenant.admin.agent.json<{ id: string }>("POST", path(event.id, "/teams"), {
      name: "Team 🚑 Noord",
    });
    expect(team.status).toBe(201);
    const pdf = await tenant.admin.agent.get(path(event.id, "/staffing-sheet?lang=nl"));
    expect(pdf.status).toBe(200);
    const { text } = await pdfText(await pdf.arrayBuffer());
    expect(text).toContain("Team [emoji] Noord");
    expect(text).toContain("Emoji [emoji] Feest");
    expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});

describe("no N+1", () => {
  it("answers the event list and the dashboard with a fixed number of queries, whatever the number of events", async () => {
    const { queryCounter } = await import("../../db/client");
    const own = await createTenant(t);
    const measure = async (path: string) => {
      const store = { count: 0, texts: [] as string[] };
      const res = await queryCounter.run(store, () => own.admin.agent.get(path));
      expect(res.status).toBe(200);
      return store.count;
    };
    const listPath = `/api/orgs/${own.orgId}/events`;
    const boardPath = `/api/orgs/${own.orgId}/dashboard`;
    await createEvent(own.admin.agent, own.orgId);
    const fewList = await measure(listPath);
    const fewBoard = await measure(boardPath);
    for (let i = 0; i < 12; i++) {
      const e = await createEvent(own.admin.agent, own.orgId, { name: `E${i}`, date: inDays(i + 1) });
      await own.admin.agent.json("POST", `/api/orgs/${own.orgId}/events/${e.id}/assignments`, {
        userId: own.caregiver.id,
      });
    }
    expect(await measure(listPath)).toBe(fewList);
    expect(await measure(boardPath)).toBe(fewBoard);
    expect(fewList).toBeLessThanOrEqual(3);
    expect(fewBoard).toBeLessThanOrEqual(4);
    const assignments = await t.deps.db
      .select()
      .from(userOrganizations)
      .where(and(eq(userOrganizations.organizationId, own.orgId)));
    expect(assignments.length).toBe(2);
  });
});
