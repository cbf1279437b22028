import type { Tenant } from "../helpers/tenants";
import type { TestApp } from "../helpers/test-app";

/**
 * Objects of one tenant for every id a route can take, and a valid body for the routes that
 * need one, so a refused call is refused for the right reason (tenancy), not for a bad body.
 */
export async function orgScopedFixtures(t: TestApp, tenant: Tenant) {
  const invitation = await tenant.admin.agent.json<{ id: string; code: string }>(
    "POST",
    `/api/orgs/${tenant.orgId}/invitations`,
    {
      role: "hulpverlener",
      maxUses: 5,
      expiresInDays: 7,
    },
  );
  const values: Record<string, string> = {
    userId: tenant.caregiver.id,
    invitationId: invitation.body.id,
    code: invitation.body.code,
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
  };
  return { values, bodies };
}
