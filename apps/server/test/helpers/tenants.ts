import { eq } from "drizzle-orm";
import { organizations, profiles, userOrganizations } from "../../src/db/schema/index";
import { insertOrganization } from "../../src/features/organizations/organizations.service";
import type { TestApp, TestUser } from "./test-app";

export interface Tenant {
  orgId: string;
  name: string;
  admin: TestUser;
  caregiver: TestUser;
}

let counter = 0;

/** An organisation with a signed-in admin (its responsible person) and a signed-in caregiver. */
export async function createTenant(
  t: TestApp,
  options: { plan?: "free" | "premium"; label?: string } = {},
): Promise<Tenant> {
  counter++;
  const label = options.label ?? `Tenant ${counter} ${Math.random().toString(36).slice(2, 6)}`;
  const admin = await t.createUser({ firstName: "Admin", lastName: label });
  const caregiver = await t.createUser({ firstName: "Zorg", lastName: label });
  const orgId = await t.deps.db.transaction((tx) =>
    insertOrganization(
      tx,
      {
        displayName: label,
        name: label.toLowerCase().replace(/[^a-z0-9]+/g, "_"),
        contactEmail: null,
        contactPhone: null,
        plan: options.plan ?? "premium",
      },
      admin.id,
    ),
  );
  await t.deps.db
    .insert(userOrganizations)
    .values({ userId: caregiver.id, organizationId: orgId, role: "hulpverlener", isPrimary: true });
  await t.deps.db.update(profiles).set({ isNurse: true }).where(eq(profiles.userId, caregiver.id));
  const [org] = await t.deps.db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return { orgId, name: org?.name as string, admin, caregiver };
}

export async function userCodeOf(t: TestApp, userId: string): Promise<string> {
  const [profile] = await t.deps.db
    .select({ code: profiles.userCode })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return profile?.code as string;
}
