import { PERMISSIONS, type Permission } from "@hulppost/shared/permissions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declaredPermissions } from "../../src/http/route";
import { createTenant, type Tenant } from "../helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../helpers/test-app";
import { orgScopedFixtures } from "./fixtures";

/**
 * No organisation sees another's data. Every organisation-scoped route is called by organisation
 * A's admin and caregiver with organisation B's ids (and with B's object ids under A's own path);
 * every attempt must answer 404 and leave the database as it was. The list of routes comes from
 * the routes themselves, so a new route without fixtures here fails this test.
 */

let t: TestApp;
let a: Tenant;
let b: Tenant;
let root: TestUser;
let ids: Awaited<ReturnType<typeof orgScopedFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  a = await createTenant(t, { label: "Tenant A" });
  b = await createTenant(t, { label: "Tenant B" });
  root = await t.createUser({ roles: ["super_admin"] });
  ids = await orgScopedFixtures(t, b);
});
afterAll(() => t.close());

const routes = () =>
  [...declaredPermissions.entries()].map(([key, permission]) => {
    const [method, path] = key.split(" ") as [string, string];
    return { method, path, permission };
  });

const TENANT_TABLES = [
  "organizations",
  "organization_settings",
  "user_organizations",
  "invitations",
  "profiles",
  "accounts",
  "events",
  "event_assignments",
  "event_interests",
  "teams",
  "team_members",
  "patients",
  "vital_signs",
  "patient_history",
  "patient_photos",
  "jobs",
  "treatment_categories",
  "treatment_templates",
  // Site maps: placements live on the assignment rows.
  "event_assets",
  // Infrastructure.
  "infrastructure_assets",
  "asset_unavailability",
  "asset_photos",
  // Chat.
  "chat_messages",
  "chat_reads",
  // Locations.
  "location_shares",
  // SMS center.
  "sms_messages",
  "sms_recipients",
  // Incidents.
  "incidents",
  "casualties",
  "casualty_triages",
  "incident_timeline",
  "triage_tag_batches",
  "hospitals",
  "incident_hospitals",
  // Availability: a person's own, read by admins of their organisations only.
  "availability_absences",
  "availability_preferences",
];

/** A fingerprint of everything tenants own, to prove a refused call changed nothing. */
async function snapshot() {
  const parts: string[] = [];
  for (const table of TENANT_TABLES) {
    const [row] = await t.database.query<{ h: string }>(
      `select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${table} x`,
    );
    parts.push(`${table}:${row?.h}`);
  }
  const [users] = await t.database.query<{ h: string }>(
    `select md5(string_agg(id::text || email_verified::text || two_factor_enabled::text, '|' order by id)) as h from users`,
  );
  parts.push(`users:${users?.h}`);
  return parts.join("\n");
}

function fill(path: string, orgId: string, values: Record<string, string>) {
  return path
    .replace("{orgId}", orgId)
    .replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "00000000-0000-4000-8000-000000000000");
}

const who = (person: TestUser) => (person === a.admin ? "admin" : "caregiver");

describe("cross-tenant isolation", () => {
  it("has a fixture for every id any route takes", () => {
    const needed = new Set(routes().flatMap((r) => [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string)));
    needed.delete("orgId");
    for (const name of needed) expect(ids.values[name], `a fixture id for {${name}}`).toBeDefined();
  });

  it("answers 404 to organisation A's admin and caregiver on every route of organisation B, and changes nothing", async () => {
    const orgRoutes = routes().filter((r) => PERMISSIONS[r.permission as Permission].scope === "organization");
    expect(orgRoutes.length).toBeGreaterThan(10);
    const before = await snapshot();
    for (const route of orgRoutes) {
      const body = route.method === "GET" ? undefined : (ids.bodies[`${route.method} ${route.path}`] ?? {});
      for (const person of [a.admin, a.caregiver]) {
        const foreignOrg = await person.agent.request(route.method, fill(route.path, b.orgId, ids.values), body);
        expect(foreignOrg.status, `${route.method} ${route.path} with B's orgId, as A's ${who(person)}`).toBe(404);
        // A's own organisation, but B's objects (people, invitations, events, teams …).
        if (/\{(?!orgId)\w+\}/.test(route.path)) {
          const foreignObject = await person.agent.request(route.method, fill(route.path, a.orgId, ids.values), body);
          // Within their own organisation a caregiver is first stopped by their role (403).
          const rule = PERMISSIONS[route.permission as Permission] as { roles?: readonly string[] };
          const caregiverAllowed = rule.roles?.includes("hulpverlener") ?? true;
          const expected = person === a.admin || caregiverAllowed ? [404] : [403];
          expect(
            expected,
            `${route.method} ${route.path} with B's object ids under A, as A's ${who(person)}`,
          ).toContain(foreignObject.status);
        }
      }
    }
    expect(await snapshot()).toBe(before);
  }, 180_000);

  it("answers 401 to anonymous calls of every route that is not public", async () => {
    const anonymous = t.agent();
    for (const route of routes().filter((r) => r.permission !== "public")) {
      const res = await anonymous.request(
        route.method,
        fill(route.path, b.orgId, ids.values),
        route.method === "GET" ? undefined : {},
      );
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it("answers 403 to a caregiver on the admin routes of their own organisation", async () => {
    const adminOnly = routes().filter((r) => {
      const rule = PERMISSIONS[r.permission as Permission] as { scope: string; roles?: readonly string[] };
      return rule.scope === "organization" && !rule.roles?.includes("hulpverlener");
    });
    expect(adminOnly.length).toBeGreaterThan(5);
    const own = await orgScopedFixtures(t, a);
    const before = await snapshot();
    for (const route of adminOnly) {
      const body = route.method === "GET" ? undefined : (own.bodies[`${route.method} ${route.path}`] ?? {});
      const res = await a.caregiver.agent.request(route.method, fill(route.path, a.orgId, own.values), body);
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
    }
    expect(await snapshot()).toBe(before);
  }, 120_000);

  it("answers 403 to an admin on every super admin route", async () => {
    for (const route of routes().filter((r) => PERMISSIONS[r.permission as Permission].scope === "platform")) {
      const res = await a.admin.agent.request(
        route.method,
        fill(route.path, b.orgId, ids.values),
        route.method === "GET" ? undefined : {},
      );
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
    }
  });

  it("lets a super admin into any organisation", async () => {
    expect((await root.agent.json("GET", `/api/orgs/${b.orgId}/members`)).status).toBe(200);
    expect((await root.agent.json("GET", `/api/orgs/${a.orgId}`)).status).toBe(200);
  });

  it("treats a malformed organisation id as not found", async () => {
    expect((await a.admin.agent.json("GET", "/api/orgs/not-a-uuid/members")).status).toBe(404);
    expect((await a.admin.agent.json("GET", `/api/orgs/${a.orgId}'--/members`)).status).toBe(404);
  });
});

describe("foreign people in one's own objects", () => {
  it("cannot put organisation B's caregiver on organisation A's event or team", async () => {
    const own = await orgScopedFixtures(t, a);
    const assign = await a.admin.agent.json<{ error: { code: string } }>(
      "POST",
      `/api/orgs/${a.orgId}/events/${own.values.eventId}/assignments`,
      {
        userId: b.caregiver.id,
      },
    );
    expect(assign.status).toBe(404);
    const team = await a.admin.agent.json("POST", `/api/orgs/${a.orgId}/teams/${own.values.teamId}/members`, {
      userId: b.caregiver.id,
    });
    expect(team.status).toBe(409);
    const candidates = await a.admin.agent.json<{ userId: string }[]>(
      "GET",
      `/api/orgs/${a.orgId}/events/${own.values.eventId}/candidates`,
    );
    expect(candidates.body.map((c) => c.userId)).not.toContain(b.caregiver.id);
  });
});
