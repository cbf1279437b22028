import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userOrganizations } from "../../src/db/schema/index";
import type { Agent } from "../helpers/agent";
import { assetInput } from "../helpers/assets";
import { createEvent } from "../helpers/events";
import { createTenant, type Tenant } from "../helpers/tenants";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * Two people on the same record at once (decision 036): a save from a form loaded before the other
 * person's save of the same field is refused with 409 EDIT_CONFLICT naming the fields, and changes
 * nothing; a field the other did not touch saves without asking; a save from the new version goes
 * through. One case per form that more than one person can open.
 */

let t: TestApp;
let tenant: Tenant;
/** A second admin of the organisation: the other person at the other desk. */
let other: Agent;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { plan: "premium" });
  const second = await t.createUser({ firstName: "Tweede", lastName: "Beheerder" });
  await t.deps.db
    .insert(userOrganizations)
    .values({ userId: second.id, organizationId: tenant.orgId, role: "admin", isPrimary: true });
  other = second.agent;
});
afterAll(() => t.close());

type Json = Record<string, unknown> & { version: number };
type ErrorBody = { error: { code: string; details?: { fields: string[]; version: number } } };

interface Case {
  name: string;
  /** Makes the record; answers where it is read and written, and who the two people are. */
  make(): Promise<{ read: string; write: string; method: "PATCH" | "PUT"; me: Agent; them: Agent }>;
  /** The field both change (two different values), and a field only "me" changes. */
  both: [string, unknown, unknown];
  mine: [string, unknown];
}

const org = () => `/api/orgs/${tenant.orgId}`;

const cases: Case[] = [
  {
    name: "a patient record (admin at a desk, nurse on a phone)",
    async make() {
      const event = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Stadsfeest" });
      await tenant.admin.agent.json("POST", `${org()}/events/${event.id}/assignments`, {
        userId: tenant.caregiver.id,
      });
      const id = randomUUID();
      const made = await tenant.admin.agent.json("POST", `${org()}/events/${event.id}/patients`, { id });
      expect(made.status).toBe(201);
      const url = `${org()}/patients/${id}`;
      return { read: url, write: url, method: "PATCH", me: tenant.admin.agent, them: tenant.caregiver.agent };
    },
    both: ["medication", "Ibuprofen 400 mg", "Paracetamol"],
    mine: ["allergies", "Pollen"],
  },
  {
    name: "an event",
    async make() {
      const event = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Zomerfeest" });
      const url = `${org()}/events/${event.id}`;
      return { read: url, write: url, method: "PATCH", me: tenant.admin.agent, them: other };
    },
    both: ["endTime", "23:00", "22:00"],
    mine: ["description", "Met vuurwerk"],
  },
  {
    name: "a team",
    async make() {
      const event = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Ploegfeest" });
      const team = await tenant.admin.agent.json<{ id: string }>("POST", `${org()}/events/${event.id}/teams`, {
        name: "Ploeg A",
      });
      return {
        read: `${org()}/events/${event.id}`,
        write: `${org()}/teams/${team.body.id}`,
        method: "PATCH",
        me: tenant.admin.agent,
        them: other,
      };
    },
    both: ["name", "Ploeg Noord", "Ploeg Zuid"],
    mine: ["color", "#16a34a"],
  },
  {
    name: "an asset",
    async make() {
      const asset = await tenant.admin.agent.json<{ id: string }>("POST", `${org()}/assets`, assetInput());
      expect(asset.status).toBe(201);
      const url = `${org()}/assets/${asset.body.id}`;
      return { read: url, write: url, method: "PATCH", me: tenant.admin.agent, them: other };
    },
    both: ["homeLocation", "Garage Noord", "Kazerne Zuid"],
    mine: ["model", "Sprinter"],
  },
  {
    name: "a treatment template",
    async make() {
      const categories = await tenant.admin.agent.json<{ id: string }[]>("GET", `${org()}/treatment-categories`);
      const template = await tenant.admin.agent.json<{ id: string }>("POST", `${org()}/treatment-templates`, {
        name: "Wespensteek",
        categoryId: categories.body[0]?.id,
        templateText: "Angel verwijderen",
      });
      expect(template.status).toBe(201);
      const url = `${org()}/treatment-templates/${template.body.id}`;
      return { read: url, write: url, method: "PATCH", me: tenant.admin.agent, them: other };
    },
    both: ["templateText", "Angel verwijderen, koelen", "Angel verwijderen, antihistaminicum"],
    mine: ["description", "Bij allergie: 112"],
  },
  {
    name: "a caregiver's profile (the admin's form and the caregiver's own)",
    async make() {
      return {
        read: `${org()}/members/${tenant.caregiver.id}`,
        write: `${org()}/members/${tenant.caregiver.id}/profile`,
        method: "PUT",
        me: tenant.admin.agent,
        them: tenant.caregiver.agent,
      };
    },
    both: ["phone", "0470 22 33 44", "0470 55 66 77"],
    mine: ["diploma", "Bachelor verpleegkunde"],
  },
  {
    name: "the organisation's details",
    async make() {
      return { read: org(), write: org(), method: "PATCH", me: tenant.admin.agent, them: other };
    },
    both: ["contactPhone", "09 111 22 33", "09 444 55 66"],
    mine: ["contactEmail", "post@example.test"],
  },
  {
    name: "the organisation's settings",
    async make() {
      return {
        read: `${org()}/settings`,
        write: `${org()}/settings`,
        method: "PUT",
        me: tenant.admin.agent,
        them: other,
      };
    },
    both: ["reportLanguage", "fr", "en"],
    mine: ["chatEnabled", false],
  },
];

/** The caregiver's own profile goes through /api/me/profile; the others write where the admin does. */
const writeAs = (c: { write: string; method: "PATCH" | "PUT"; them: Agent }, agent: Agent) =>
  agent === tenant.caregiver.agent && c.write.endsWith("/profile")
    ? { url: "/api/me/profile", method: "PATCH" as const }
    : { url: c.write, method: c.method };

async function versionOf(url: string, agent: Agent, teamId?: string): Promise<number> {
  const body = (await agent.json<Json & { teams?: Json[] }>("GET", url)).body;
  if (teamId) return (body.teams?.find((team) => team.id === teamId)?.version as number) ?? -1;
  return (body as Json).version ?? ((body as unknown as { settings: Json }).settings?.version as number);
}

describe("two people save the same record", () => {
  for (const c of cases)
    it(`${c.name}: the later save of the same field is a 409 naming it; other fields save; nothing is lost`, async () => {
      const made = await c.make();
      const teamId = made.write.includes("/teams/") ? made.write.split("/").pop() : undefined;
      const loaded = await versionOf(made.read, made.me, teamId);
      expect(loaded).toBeGreaterThanOrEqual(1);
      const body = (fields: Record<string, unknown>, version?: number) => ({
        ...fields,
        ...(version !== undefined ? { version } : {}),
      });
      const [field, mineValue, theirValue] = c.both;

      // They save first, from the same version.
      const theirs = writeAs(made, made.them);
      const first = await made.them.json<Json>(theirs.method, theirs.url, body({ [field]: theirValue }, loaded));
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const after = await versionOf(made.read, made.me, teamId);
      expect(after).toBeGreaterThan(loaded);

      // My save of the same field, from the version I loaded: refused, naming it, and nothing changes.
      const stale = await made.me.json<ErrorBody>(made.method, made.write, body({ [field]: mineValue }, loaded));
      expect(stale.status, JSON.stringify(stale.body)).toBe(409);
      expect(stale.body.error.code).toBe("EDIT_CONFLICT");
      expect(stale.body.error.details).toEqual({ fields: [field], version: after });
      expect(await versionOf(made.read, made.me, teamId)).toBe(after);

      // A field they did not touch saves from the old version without asking; theirs stays.
      const [own, ownValue] = c.mine;
      const mine = await made.me.json<Json>(made.method, made.write, body({ [own]: ownValue }, loaded));
      expect(mine.status, JSON.stringify(mine.body)).toBe(200);
      expect(mine.body[field]).toEqual(first.body[field]);

      // The same value they chose is no conflict; after seeing theirs, my choice goes through.
      const same = await made.me.json<Json>(made.method, made.write, body({ [field]: theirValue }, loaded));
      expect(same.status, JSON.stringify(same.body)).toBe(200);
      const now = await versionOf(made.read, made.me, teamId);
      const resolved = await made.me.json<Json>(made.method, made.write, body({ [field]: mineValue }, now));
      expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
      // Without a version (an API client that does not ask), nothing is checked.
      const unchecked = await made.them.json<Json>(theirs.method, theirs.url, body({ [field]: theirValue }));
      expect(unchecked.status, JSON.stringify(unchecked.body)).toBe(200);
    });
});

describe("a patient edited offline", () => {
  it("keeps the later edit wins rule: an edit with a device time is never a conflict", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Veldfeest" });
    await tenant.admin.agent.json("POST", `${org()}/events/${event.id}/assignments`, { userId: tenant.caregiver.id });
    const id = randomUUID();
    await tenant.caregiver.agent.json("POST", `${org()}/events/${event.id}/patients`, { id });
    await tenant.admin.agent.json("PATCH", `${org()}/patients/${id}`, { notes: "Van de tafel", version: 1 });
    const offline = await tenant.caregiver.agent.json<Json>("PATCH", `${org()}/patients/${id}`, {
      notes: "Van de gsm",
      editedAt: new Date().toISOString(),
    });
    expect(offline.status).toBe(200);
    expect(offline.body.notes).toBe("Van de gsm");
  });
});
