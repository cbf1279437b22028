import type { PushDeviceView } from "@hulppost/shared/notifications";
import { expect } from "vitest";
import type { PushService } from "./push-service";
import { addCaregiver } from "./sms";
import type { Tenant } from "./tenants";
import type { TestApp, TestUser } from "./test-app";

/** A caregiver of the tenant with a phone subscribed at the test push service (decision 046). */
export interface Phone extends TestUser {
  device: string;
}

export async function caregiverWithPhone(
  t: TestApp,
  service: PushService,
  tenant: Tenant,
  person: {
    firstName: string;
    lastName?: string;
    qualification?: "doctor" | "nurse" | "first_aider";
    language?: "nl" | "en" | "es" | "fr";
  },
): Promise<Phone> {
  const user = await addCaregiver(t, tenant, { lastName: "Test", phone: null, qualification: "nurse", ...person });
  const subscription = service.subscribe();
  const device = await user.agent.json<PushDeviceView>("POST", "/api/me/push-devices", {
    endpoint: subscription.endpoint,
    keys: subscription.keys,
    label: "Telefoon",
  });
  expect(device.status).toBe(201);
  return { ...user, device: subscription.id };
}

/** What a phone showed: the payloads' kind, title and line, oldest first. */
export const shown = (service: PushService, phone: Phone, kind?: string) =>
  service
    .received(phone.device)
    .map((p) => p.payload as { kind: string; title: string; body: string; link: string })
    .filter((p) => !kind || p.kind === kind);

/** Runs the jobs until none is due (a delivery may enqueue none, an SMS one more). */
export async function deliverAll(t: TestApp) {
  while ((await t.deps.jobs.runDue()) > 0);
}
