import { eventInput } from "../helpers/events";
import type { Tenant } from "../helpers/tenants";
import type { TestApp } from "../helpers/test-app";

/**
 * Objects of one tenant for every id a route can take, and a valid body for the routes that
 * need one, so a refused call is refused for the right reason (tenancy), not for a bad body.
 */
export async function orgScopedFixtures(_t: TestApp, tenant: Tenant) {
  const invitation = await tenant.admin.agent.json<{ id: string; code: string }>(
    "POST",
    `/api/orgs/${tenant.orgId}/invitations`,
    {
      role: "hulpverlener",
      maxUses: 5,
      expiresInDays: 7,
    },
  );
  const event = await tenant.admin.agent.json<{ id: string }>(
    "POST",
    `/api/orgs/${tenant.orgId}/events`,
    eventInput({ name: "Van de buren" }),
  );
  await tenant.admin.agent.json("POST", `/api/orgs/${tenant.orgId}/events/${event.body.id}/assignments`, {
    userId: tenant.caregiver.id,
  });
  const team = await tenant.admin.agent.json<{ id: string }>(
    "POST",
    `/api/orgs/${tenant.orgId}/events/${event.body.id}/teams`,
    { name: "Ploeg" },
  );
  await tenant.admin.agent.json("POST", `/api/orgs/${tenant.orgId}/teams/${team.body.id}/members`, {
    userId: tenant.caregiver.id,
  });
  const values: Record<string, string> = {
    userId: tenant.caregiver.id,
    invitationId: invitation.body.id,
    code: invitation.body.code,
    eventId: event.body.id,
    teamId: team.body.id,
    token: "x".repeat(32),
  };
  const profile = { firstName: "X", lastName: "Y", isDoctor: false, isNurse: true, hasFirstAidCertificate: true };
  const bodies: Record<string, unknown> = {
    "PATCH /api/orgs/{orgId}": { displayName: "Overgenomen" },
    "PUT /api/orgs/{orgId}/settings": {
      chatEnabled: false,
      smsCenterEnabled: false,
      locationsEnabled: false,
      smsOnAssignment: false,
    },
    "POST /api/orgs/{orgId}/members": { userCode: "USER-AAAAAA", role: "admin" },
    "PATCH /api/orgs/{orgId}/members/{userId}": { role: "admin" },
    "PUT /api/orgs/{orgId}/members/{userId}/profile": profile,
    "POST /api/orgs/{orgId}/members/{userId}/password": { password: "overname1", confirmPassword: "overname1" },
    "POST /api/orgs/{orgId}/invitations": { role: "admin", maxUses: null, expiresInDays: 30 },
    "POST /api/orgs/{orgId}/events": eventInput({ name: "Ingebroken" }),
    "PATCH /api/orgs/{orgId}/events/{eventId}": { name: "Overgenomen", cancelled: true },
    "POST /api/orgs/{orgId}/events/{eventId}/assignments": { userId: tenant.caregiver.id },
    "POST /api/orgs/{orgId}/events/{eventId}/teams": { name: "Indringers" },
    "PATCH /api/orgs/{orgId}/teams/{teamId}": { name: "Overgenomen" },
    "POST /api/orgs/{orgId}/teams/{teamId}/members": { userId: tenant.caregiver.id },
  };
  return { values, bodies };
}
