import { count } from "drizzle-orm";
import type { AppDeps } from "../app-deps";
import { generateUserCode } from "../auth/user-code";
import type { Config } from "../config";
import type { Db } from "../db/client";
import {
  accounts,
  eventAssignments,
  eventInterests,
  events,
  organizationSettings,
  organizations,
  profiles,
  teamMembers,
  teams,
  userOrganizations,
  userRoles,
  users,
} from "../db/schema/index";
import { addDays, localDate, localToInstant } from "../platform/time";
import { seedDemoChat } from "./demo-chat";
import { DEMO_EVENTS, demoRisk } from "./demo-events";
import { seedDemoIncident } from "./demo-incident";
import { seedDemoInfrastructure } from "./demo-infrastructure";
import { type DemoPatientPlan, seedDemoPatients } from "./demo-patients";
import { DEMO_ACCOUNTS, DEMO_CAREGIVERS, DEMO_PASSWORD, type DemoPerson } from "./demo-people";
import { seedDemoSiteMap } from "./demo-site-map";
import { seedDemoTreatments } from "./demo-treatments";

type Qualification = "doctor" | "nurse" | "first_aider";
const TEAM_COLORS = ["#2563eb", "#16a34a", "#d97706", "#9333ea"];

/** Demo data is for the embedded database of a laptop or trial install, never for production. */
export function shouldSeedDemo(config: Config): boolean {
  return config.database === "pglite" && config.NODE_ENV !== "production" && config.DEMO_DATA === "auto";
}

/** Fills an empty embedded database with the demo organisation, so a first start has something to show. */
export async function seedDemoIfEmpty(deps: AppDeps): Promise<boolean> {
  const [row] = await deps.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(deps);
  deps.logger.info("demo data created: sign in as admin@demo.test, hulpverlener@demo.test, … with password demo1234");
  return true;
}

export async function seedDemo(deps: AppDeps, now = new Date()): Promise<void> {
  const context = await deps.auth.$context;
  // One hash for every demo account: hashing forty passwords would slow the first start.
  const passwordHash = await context.password.hash(DEMO_PASSWORD);
  const timeZone = deps.config.APP_TIMEZONE;

  await deps.db.transaction(async (tx) => {
    const people = [...DEMO_ACCOUNTS, ...DEMO_CAREGIVERS.filter((c) => c.email !== "hulpverlener@demo.test")];
    const ids = new Map<string, string>();
    let phone = 470_100_200;
    for (const person of people) {
      const id = await insertPerson(tx, person, passwordHash, `+32${phone++}`, now);
      ids.set(person.email, id);
    }

    const [org] = await tx
      .insert(organizations)
      .values({
        name: "demo_hulpdienst",
        displayName: "Demo Hulpdienst",
        contactEmail: "info@demo.test",
        contactPhone: "+3293001122",
        responsibleUserId: ids.get("admin@demo.test"),
        plan: "premium",
      })
      .returning({ id: organizations.id });
    if (!org) throw new Error("demo organisation not created");
    await tx.insert(organizationSettings).values({ organizationId: org.id });
    await tx.insert(userOrganizations).values(
      people
        .filter((p) => p.member)
        .map((p) => ({
          userId: ids.get(p.email) as string,
          organizationId: org.id,
          role: p.member as "admin" | "hulpverlener",
          isPrimary: true,
        })),
    );

    const pool: Record<Qualification, string[]> = { doctor: [], nurse: [], first_aider: [] };
    for (const person of people) {
      if (person.member === "hulpverlener" && person.qualification && person.email !== "hulpverlener@demo.test")
        pool[person.qualification].push(ids.get(person.email) as string);
    }
    const demoCaregiver = ids.get("hulpverlener@demo.test") as string;
    const adminId = ids.get("admin@demo.test") as string;
    const today = localDate(now, timeZone);
    await seedDemoTreatments(tx, org.id, adminId);

    const patientPlans: DemoPatientPlan[] = [];
    for (const [index, demo] of DEMO_EVENTS.entries()) {
      const date = addDays(today, demo.dayOffset);
      const endDate = addDays(date, demo.durationDays ?? 0);
      const [event] = await tx
        .insert(events)
        .values({
          organizationId: org.id,
          name: demo.name,
          date,
          endDate,
          startTime: demo.startTime,
          endTime: demo.endTime,
          startsAt: localToInstant(date, demo.startTime, timeZone),
          endsAt: localToInstant(endDate, demo.endTime, timeZone),
          location: demo.location,
          address: demo.address,
          description: demo.description,
          contactName: demo.contact[0],
          contactPhone: demo.contact[1],
          contactEmail: demo.contact[2],
          hospitalName: demo.hospital[0],
          hospitalAddress: demo.hospital[1],
          hospitalPhone: demo.hospital[2],
          requiredDoctors: demo.required.doctors,
          requiredNurses: demo.required.nurses,
          requiredFirstAiders: demo.required.firstAiders,
          requiredTents: demo.required.tents,
          requiredAmbulances: demo.required.ambulances,
          cancelled: demo.cancelled ?? false,
          risk: demoRisk(demo),
          createdBy: adminId,
        })
        .returning({ id: events.id });
      if (!event) throw new Error("demo event not created");

      // Rotate through the pool so each caregiver has a history; the demo caregiver works the past
      // events and the first upcoming one, and stays free for the others so vacancies show.
      const assigned: string[] = [];
      const take = (qualification: Qualification, n: number) => {
        const list = pool[qualification];
        for (let i = 0; i < n; i++) assigned.push(list[(index * 3 + i) % list.length] as string);
        return Array.from({ length: n }, () => qualification);
      };
      const posts = [
        ...take("doctor", demo.filled.doctors),
        ...take("nurse", demo.filled.nurses),
        ...take("first_aider", demo.filled.firstAiders),
      ];
      // The live event's doctor leads its post (decision 045): may declare an incident there.
      const live =
        localToInstant(date, demo.startTime, timeZone) <= now && now < localToInstant(endDate, demo.endTime, timeZone);
      const rows = assigned.map((userId, i) => ({
        organizationId: org.id,
        eventId: event.id,
        userId,
        qualification: posts[i] as Qualification,
        assignedBy: adminId,
        postLeader: live && posts[i] === "doctor",
      }));
      if (demo.dayOffset < 0 || index === 5) {
        rows.push({
          organizationId: org.id,
          eventId: event.id,
          userId: demoCaregiver,
          qualification: "nurse",
          assignedBy: adminId,
          postLeader: false,
        });
      }
      const unique = [...new Map(rows.map((r) => [r.userId, r])).values()];
      if (unique.length) await tx.insert(eventAssignments).values(unique);

      if (demo.visitors && demo.kind)
        patientPlans.push({
          organizationId: org.id,
          eventId: event.id,
          kind: demo.kind,
          visitors: demo.visitors,
          startsAt: localToInstant(date, demo.startTime, timeZone),
          endsAt: localToInstant(endDate, demo.endTime, timeZone),
          hospital: demo.hospital[0],
          caregivers: unique.map((r) => r.userId),
        });

      const assignedIds = new Set(unique.map((r) => r.userId));
      const candidates = [...pool.doctor, ...pool.nurse, ...pool.first_aider].filter((id) => !assignedIds.has(id));
      const interested = candidates.slice(index % 5, (index % 5) + (demo.interested ?? 0));
      if (interested.length) {
        await tx.insert(eventInterests).values(
          interested.map((userId, i) => ({
            organizationId: org.id,
            eventId: event.id,
            userId,
            createdAt: new Date(now.getTime() - (i + 1) * 3_600_000 * 7),
          })),
        );
      }

      for (const [t, name] of (demo.teams ?? []).entries()) {
        const [team] = await tx
          .insert(teams)
          .values({ organizationId: org.id, eventId: event.id, name, color: TEAM_COLORS[t % TEAM_COLORS.length] })
          .returning({ id: teams.id });
        const members = unique.filter((_, i) => i % (demo.teams?.length ?? 1) === t);
        if (team && members.length) {
          await tx
            .insert(teamMembers)
            .values(members.map((m) => ({ teamId: team.id, userId: m.userId, organizationId: org.id })));
        }
      }
    }
    await seedDemoPatients(tx, patientPlans, now);
    await seedDemoInfrastructure(tx, org.id, adminId, today);
    // Last, whatever steps come before it: it places only assets that are already assigned.
    await seedDemoSiteMap(tx, org.id, adminId, now);
    await seedDemoChat(tx, org.id, { admin: adminId, caregiver: demoCaregiver }, now);
    await seedDemoIncident(tx, org.id, adminId, now);
  });
}

async function insertPerson(
  tx: Db,
  person: DemoPerson,
  passwordHash: string,
  phone: string,
  now: Date,
): Promise<string> {
  const [user] = await tx
    .insert(users)
    .values({ name: `${person.firstName} ${person.lastName}`, email: person.email, emailVerified: true })
    .returning({ id: users.id });
  if (!user) throw new Error(`demo user ${person.email} not created`);
  await tx
    .insert(accounts)
    .values({ userId: user.id, accountId: user.id, providerId: "credential", password: passwordHash });
  await tx.insert(profiles).values({
    userId: user.id,
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    language: person.language ?? "nl",
    isDoctor: person.qualification === "doctor",
    isNurse: person.qualification === "nurse",
    hasFirstAidCertificate: person.qualification !== null,
    phone: person.qualification ? phone : null,
    userCode: generateUserCode(),
    createdAt: new Date(now.getTime() - 1000 * 3600 * 24 * 200),
  });
  if (person.roles.length) await tx.insert(userRoles).values(person.roles.map((role) => ({ userId: user.id, role })));
  return user.id;
}
