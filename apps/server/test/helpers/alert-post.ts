import { randomUUID } from "node:crypto";
import type { PushDeviceView } from "@hulppost/shared/notifications";
import { expect } from "vitest";
import { eventAssignments, userOrganizations } from "../../src/db/schema/index";
import { createEvent } from "./events";
import type { PushService } from "./push-service";
import type { Tenant } from "./tenants";
import type { TestApp, TestUser } from "./test-app";

/**
 * A live post for the alert tests (decision 046): an event of the tenant running now, with people
 * assigned to it directly in the database (the assignment rules are tested elsewhere), each with
 * a phone subscribed at the test push service.
 */
export interface Person extends TestUser {
  name: string;
  device: { id: string; deviceId: string };
}

export async function phoneOf(service: PushService, user: TestUser) {
  const subscription = service.subscribe();
  const device = await user.agent.json<PushDeviceView>("POST", "/api/me/push-devices", {
    endpoint: subscription.endpoint,
    keys: subscription.keys,
    label: "Telefoon",
  });
  expect(device.status).toBe(201);
  return { id: subscription.id, deviceId: device.body.id };
}

export async function livePost(t: TestApp, tenant: Tenant, name: string) {
  const event = await createEvent(tenant.admin.agent, tenant.orgId, { name });
  await t.database.query(
    "update events set starts_at = now() - interval '1 hour', ends_at = now() + interval '5 hours' where id = $1",
    [event.id],
  );
  return event.id;
}

/** A member of the tenant, assigned to `eventId` (if given) with a qualification. */
export async function member(
  t: TestApp,
  service: PushService,
  tenant: Tenant,
  name: string,
  assignment?: { eventId: string; qualification: "doctor" | "nurse" | "first_aider"; postLeader?: boolean },
  role: "admin" | "hulpverlener" = "hulpverlener",
): Promise<Person> {
  const user = await t.createUser({ firstName: name, lastName: "Test" });
  await t.deps.db.insert(userOrganizations).values({ userId: user.id, organizationId: tenant.orgId, role });
  if (assignment) await assign(t, tenant, user.id, assignment);
  return { ...user, name, device: await phoneOf(service, user) };
}

export async function assign(
  t: TestApp,
  tenant: Tenant,
  userId: string,
  assignment: { eventId: string; qualification: "doctor" | "nurse" | "first_aider"; postLeader?: boolean },
) {
  await t.deps.db.insert(eventAssignments).values({
    organizationId: tenant.orgId,
    eventId: assignment.eventId,
    userId,
    qualification: assignment.qualification,
    postLeader: assignment.postLeader ?? false,
  });
}

export async function admitPatient(user: TestUser, orgId: string, eventId: string) {
  const res = await user.agent.json<{ id: string }>("POST", `/api/orgs/${orgId}/events/${eventId}/patients`, {
    id: randomUUID(),
    firstName: "Geheime",
    lastName: "Naam",
    urgency: "low",
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

/** Complete sets of the seven NEWS2 parameters with a known score (RCP chart, clinical.md). */
const CALM = {
  respiratoryRate: 16,
  spo2: 98,
  onOxygen: false,
  systolic: 120,
  diastolic: 80,
  heartRate: 70,
  consciousness: "alert",
  temperature: 37.0,
};
export const VITALS = {
  news0: CALM,
  // rate 22 (2) + pulse 100 (1) + 38.5 °C (1)
  news4: { ...CALM, respiratoryRate: 22, heartRate: 100, temperature: 38.5 },
  // rate 26 (3) alone: a single parameter scoring 3 with a total of 3
  single3: { ...CALM, respiratoryRate: 26 },
  // rate 22 (2) + pulse 115 (2) + 38.5 °C (1)
  news5: { ...CALM, respiratoryRate: 22, heartRate: 115, temperature: 38.5 },
  // + SpO2 94 (1)
  news6: { ...CALM, respiratoryRate: 22, heartRate: 115, temperature: 38.5, spo2: 94 },
  // + systolic 105 (1)
  news7: { ...CALM, respiratoryRate: 22, heartRate: 115, temperature: 38.5, spo2: 94, systolic: 105 },
} as const;

export async function measure(user: TestUser, orgId: string, patientId: string, values: object, id = randomUUID()) {
  const res = await user.agent.json<{ id: string; news2: { total: number | null } }>(
    "POST",
    `/api/orgs/${orgId}/patients/${patientId}/vitals`,
    { id, ...values },
  );
  expect([200, 201]).toContain(res.status);
  return id;
}
