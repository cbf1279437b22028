import { DEFAULT_STAFFING_RULES } from "@hulppost/shared/staffing/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orgScopedFixtures } from "../access/fixtures";
import { eventInput, inDays } from "../helpers/events";
import { createTenant, type Tenant, userCodeOf } from "../helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../helpers/test-app";

/**
 * Bad input never becomes a server error. Every operation of /api/openapi.json is called with
 * hostile values in each path and query parameter and in each field of a valid body: NUL and other
 * control characters, over-long strings, wrong types, deep nesting, impossible dates and numbers.
 * Each answer must be below 500 and, when refused, carry the `{ error: { code, message } }` shape.
 * Values no contract accepts (and impossible dates in a field or parameter the document marks as a
 * date) must be refused with a 4xx.
 * A route added later is walked the same way; one that takes a body needs a valid one in BASE_BODIES.
 */

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
}
interface Operation {
  parameters?: { in: "path" | "query"; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Must be refused (4xx): no field of any contract accepts these. */
const deepArray = (depth: number): unknown => {
  let value: unknown = "x";
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};
const LONG = "x".repeat(100_000);
const STRICT_STRING_VALUES: [string, unknown][] = [
  ["NUL", "a\u0000b"],
  ["a bell character", "a\u0007b"],
  ["NUL alone", "\u0000"],
  ["100,000 characters", LONG],
  ["a number", 12345],
  ["an object", { nested: "a\u0000b" }],
  ["an array", ["a\u0000b"]],
  ["500 levels of nesting", deepArray(500)],
];
const STRICT_NUMBER_VALUES: [string, unknown][] = [
  ["a string", "12"],
  ["NUL", "\u0000"],
  ["an object", {}],
  ["500 levels of nesting", deepArray(500)],
];
const STRICT_BOOLEAN_VALUES: [string, unknown][] = [
  ["a string", "true"],
  ["NUL", "\u0000"],
  ["a number", 1],
  ["500 levels of nesting", deepArray(500)],
];
/** Dates no date field accepts (years outside 1900–2200, days that do not exist). */
const IMPOSSIBLE_DATES: [string, string][] = [
  ["year 0000", "0000-01-01"],
  ["year 0099", "0099-12-31"],
  ["31 February", "2023-02-31"],
  ["year 99999", "99999-01-01"],
  ["year 1066", "1066-10-14"],
  ["an expanded year", "+020000-01-01"],
  ["a moment in year 0000", "0000-01-01T10:00:00Z"],
  ["a moment on 31 February", "2023-02-31T10:00:00Z"],
  ["a moment in month 13", "2026-13-01T10:00:00Z"],
  ["a moment at 25 o'clock", "2026-07-04T25:00:00Z"],
];
/** May be accepted by a field that takes any text, but never a server error. */
const LENIENT_VALUES: [string, unknown][] = [
  ...IMPOSSIBLE_DATES,
  ["1e308", 1e308],
  ["-1e308", -1e308],
  ["a fraction", 0.5],
  ["a negative number", -1],
  ["emoji and right-to-left text", "🚑 \u202Eevil"],
  ["a lone surrogate", "\uD800"],
  ["SQL", "'; drop table users; --"],
];
const STRICT_PARAM_VALUES: [string, string][] = [
  ["NUL", "a%00b"],
  ["an escape character", "%1B"],
  ["5,000 characters", "x".repeat(5000)],
];
const LENIENT_PARAM_VALUES: [string, string][] = [
  ["a broken escape", "%E0%A4%A"],
  ["a lone %", "%"],
  ["dot segments", "..%2F..%2Fetc"],
  ...IMPOSSIBLE_DATES,
  ["a number out of range", "99999999999999999999"],
];
/** Whole bodies that no contract accepts. */
const STRICT_BODIES: [string, string][] = [
  ["20,000 levels of nesting", `${"[".repeat(20_000)}${"]".repeat(20_000)}`],
  ["20,000 levels of objects", `${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}`],
  ["a string", '"hello"'],
  ["null", "null"],
  ["a number", "42"],
  ["an array", "[]"],
  ["broken JSON", '{"name": '],
  ["JSON with a NUL escape", '{"\\u0000": "\\u0000"}'],
];

let t: TestApp;
let tenant: Tenant;
let root: TestUser;
let doc: OpenApiDoc;
let values: Record<string, string>;
let bases: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Fuzz" });
  root = await t.createUser({ roles: ["super_admin"] });
  const fixtures = await orgScopedFixtures(t, tenant);
  values = { ...fixtures.values, orgId: tenant.orgId };
  const profile = {
    firstName: "Fien",
    lastName: "Fuzz",
    phone: "0470 12 34 56",
    address: "Kerkstraat 1",
    iban: "BE68 5390 0754 7034",
    vatNumber: "BE0123456789",
    diploma: "Verpleegkunde",
    birthDate: "1990-01-01",
    gender: "vrouw",
    isDoctor: false,
    isNurse: true,
    hasFirstAidCertificate: true,
  };
  const fuzzAsset = {
    name: "Fuzzambulance",
    type: "ambulance",
    description: "Beschrijving",
    status: "available",
    homeLocation: "Garage",
    capacity: 2,
    licencePlate: "1-ABC-123",
    vin: "WDB9066331S123456",
    serialNumber: "SN-1",
    manufacturer: "Mercedes-Benz",
    model: "Sprinter",
    year: 2019,
    lastMaintenanceOn: "2026-01-15",
    nextMaintenanceOn: "2026-07-15",
    active: true,
  };
  bases = {
    ...fixtures.bodies,
    "POST /api/client-errors": { kind: "not_found", path: "/nergens", message: "niet gevonden" },
    "PATCH /api/me/profile": profile,
    "PUT /api/orgs/{orgId}/members/{userId}/profile": profile,
    "PUT /api/me/language": { language: "nl" },
    "POST /api/me/push-devices": {
      endpoint: "https://fcm.googleapis.com/fcm/send/fuzz-device",
      keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) },
      label: "Fuzztelefoon",
    },
    "POST /api/me/onboarding/complete": {},
    "POST /api/me/absences": {
      startDate: inDays(40),
      startTime: "08:00",
      endDate: inDays(42),
      endTime: "18:00",
      reason: "Op reis",
    },
    "PUT /api/me/availability-preferences": { avoidWeekdays: [1, 7], maxEventsPerMonth: 4 },
    "POST /api/contact": { name: "Fien", email: "fien@example.test", organization: "Rode Kruis", message: "Hallo" },
    "POST /api/organizations": { displayName: "Fuzzers", name: "fuzzers", contactEmail: null, contactPhone: null },
    "POST /api/orgs/{orgId}/members": { userCode: await userCodeOf(t, root.id), role: "hulpverlener" },
    "POST /api/orgs/{orgId}/events": eventInput({ name: "Fuzzfeest" }),
    "POST /api/orgs/{orgId}/events/{eventId}/assignments": { userId: tenant.caregiver.id, qualification: "nurse" },
    "PUT /api/orgs/{orgId}/events/{eventId}/risk": {
      risk: {
        eventType: "concert",
        attendancePeak: 5000,
        attendanceTotal: 8000,
        indoor: false,
        seated: false,
        alcohol: true,
        temperatureC: 24,
        humidityPct: 60,
        prominentGuests: 0,
        policeRiskOfViolence: false,
      },
    },
    "POST /api/orgs/{orgId}/events/{eventId}/apply-suggested-staffing": {},
    "PUT /api/orgs/{orgId}/staffing-rules": { ...DEFAULT_STAFFING_RULES, minRestHours: 12 },
    "PUT /api/orgs/{orgId}/retention": { locationHours: 48, chatDays: 365 },
    "POST /api/orgs/{orgId}/roster-proposals": { month: "2026-12" },
    "POST /api/orgs/{orgId}/roster-proposals/accept": {
      items: [{ eventId: fixtures.values.eventId, userId: tenant.caregiver.id, qualification: "first_aider" }],
    },
    "POST /api/platform/organizations": {
      displayName: "Platform fuzz",
      name: "platform_fuzz",
      plan: "free",
      active: true,
    },
    "PATCH /api/platform/organizations/{orgId}": { displayName: "Fuzz", contactPhone: "0470 12 34 56" },
    "DELETE /api/platform/organizations/{orgId}": { confirmation: "fuzz" },
    "PUT /api/platform/users/{userId}/roles": { roles: ["organisator"] },
    "DELETE /api/platform/users/{userId}": { confirmation: "someone@example.test" },
    "POST /api/orgs/{orgId}/members/{userId}/erase": { confirmation: "someone@example.test" },
    "POST /api/me/close-account": { password: "niet-het-wachtwoord" },
    "POST /api/auth/sign-up/email": {
      email: "fuzz-signup@example.test",
      password: "geheim123",
      name: "Fien Fuzz",
      firstName: "Fien",
      lastName: "Fuzz",
      birthDate: "1990-01-01",
      gender: "vrouw",
      language: "nl",
      callbackURL: "/dashboard",
    },
    "POST /api/auth/sign-in/email": { email: "nobody@example.test", password: "geheim123", callbackURL: "/dashboard" },
    "POST /api/auth/sign-out": {},
    "POST /api/auth/request-password-reset": { email: "nobody@example.test", redirectTo: "/auth" },
    "POST /api/auth/reset-password": { token: "x".repeat(24), newPassword: "geheim123" },
    "POST /api/auth/set-password": { token: "x".repeat(24), newPassword: "geheim123", type: "invite" },
    "POST /api/auth/send-verification-email": { email: "nobody@example.test", callbackURL: "/dashboard" },
    "POST /api/auth/change-password": { currentPassword: "wrong-password", newPassword: "geheim123" },
    "POST /api/auth/revoke-session": { token: "x".repeat(32) },
    "POST /api/auth/revoke-other-sessions": {},
    "POST /api/auth/two-factor/get-totp-uri": { password: "wrong-password" },
    "POST /api/auth/two-factor/enable": { password: "wrong-password" },
    "POST /api/auth/two-factor/disable": { password: "wrong-password" },
    "POST /api/auth/two-factor/verify-totp": { code: "123456" },
    "POST /api/auth/two-factor/verify-backup-code": { code: "abcde-12345" },
    "POST /api/auth/impersonation/start": { userId: "00000000-0000-4000-8000-000000000000" },
    "POST /api/auth/impersonation/stop": {},
    // Treatments: every field filled, so each one is fuzzed inside a valid body.
    "POST /api/orgs/{orgId}/treatment-categories": { name: "Fuzzcategorie" },
    "PATCH /api/orgs/{orgId}/treatment-categories/{categoryId}": { name: "Fuzzcategorie 2", active: true },
    "POST /api/orgs/{orgId}/treatment-templates": {
      name: "Fuzzsjabloon",
      categoryId: fixtures.values.categoryId,
      description: "Beschrijving",
      templateText: "Tekst",
      steps: ["Rust", "IJs"],
      medications: [{ name: "Paracetamol", dosage: "1 g", frequency: "4× per dag", route: "oraal" }],
      equipment: ["Coldpack"],
      active: true,
    },
    "PATCH /api/orgs/{orgId}/treatment-templates/{templateId}": {
      name: "Fuzzsjabloon 2",
      description: "Beschrijving",
      templateText: "Tekst",
      steps: ["Rust"],
      medications: [{ name: "Ibuprofen" }],
      equipment: ["Zwachtel"],
      active: true,
    },
    "POST /api/orgs/{orgId}/treatment-templates/{templateId}/duplicate": { name: "Fuzzsjabloon (kopie)" },
    // Site maps: the fixture asset is assigned to the fixture event.
    "PUT /api/orgs/{orgId}/events/{eventId}/map/site": { latitude: 50.8503, longitude: 4.3517 },
    "PUT /api/orgs/{orgId}/events/{eventId}/map/assets/{assetId}": { latitude: 50.8505, longitude: 4.352 },
    // Infrastructure: every field filled, so each one is fuzzed inside a valid body.
    "POST /api/orgs/{orgId}/assets": fuzzAsset,
    "PATCH /api/orgs/{orgId}/assets/{assetId}": { ...fuzzAsset, name: "Fuzzambulance 2" },
    "POST /api/orgs/{orgId}/assets/{assetId}/periods": {
      startsOn: inDays(60),
      endsOn: inDays(61),
      reason: "repair",
      detail: "Fuzzdetail",
    },
    "PATCH /api/orgs/{orgId}/asset-periods/{periodId}": {
      startsOn: inDays(40),
      endsOn: inDays(42),
      reason: "inspection",
      detail: "Fuzzdetail",
    },
    "POST /api/orgs/{orgId}/events/{eventId}/assets": { assetId: fixtures.values.freeAssetId },
    // Chat: a message with a line break, and the fixture message as read mark.
    "POST /api/orgs/{orgId}/chat/channels/{channelId}/messages": {
      id: "6f1c2a40-8d3e-4b7a-9c15-2e8f0a7b3d91",
      body: "Tent 2 heeft ijs nodig.\nWie brengt het?",
    },
    "PUT /api/orgs/{orgId}/chat/channels/{channelId}/read": { messageId: fixtures.values.messageId },
    // SMS center: every field filled, each kind of group named, a moment tomorrow.
    "POST /api/orgs/{orgId}/sms/preview": {
      recipients: {
        userIds: [tenant.caregiver.id],
        eventIds: [fixtures.values.eventId],
        teamIds: [fixtures.values.teamId],
        qualifications: ["nurse"],
        everyone: false,
      },
    },
    "POST /api/orgs/{orgId}/sms/messages": {
      id: "3d2b7c1e-5a4f-4e8b-9c6d-1f0a2b3c4d5e",
      text: "Hallo {voornaam}, tot op {evenement}! 🚑",
      recipients: { userIds: [tenant.caregiver.id], eventIds: [fixtures.values.eventId], everyone: false },
      scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
      eventId: fixtures.values.eventId,
    },
    // Plans and payment: the checkout page's language.
    "POST /api/orgs/{orgId}/billing/checkout": { language: "fr" },
    // Locations: every field filled, a queued position taken a minute ago.
    "POST /api/orgs/{orgId}/locations": {
      latitude: 51.0543,
      longitude: 3.7174,
      accuracyM: 12,
      recordedAt: new Date(Date.now() - 60_000).toISOString(),
    },
  };
  doc = (await root.agent.json<OpenApiDoc>("GET", "/api/openapi.json")).body;
});
afterAll(() => t.close());

function resolve(schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  if (schema.$ref) return resolve(doc.components?.schemas?.[schema.$ref.split("/").pop() as string]);
  if (schema.allOf?.length === 1) return resolve(schema.allOf[0]);
  return schema;
}

function kindOf(schema: JsonSchema | undefined): string {
  const s = resolve(schema);
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return kindOf(variants.find((v) => resolve(v).type !== "null") ?? variants[0]);
  if (s.enum) return "string";
  const types = Array.isArray(s.type) ? s.type : [s.type];
  return types.find((type) => type && type !== "null") ?? "unknown";
}

/** "date" or "date-time" where the contract says the field is one (shared isoDate and instant). */
function formatOf(schema: JsonSchema | undefined): string | undefined {
  const s = resolve(schema);
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return variants.map(formatOf).find(Boolean);
  return s.format;
}
const isDateField = (schema: JsonSchema | undefined) => ["date", "date-time"].includes(formatOf(schema) ?? "");
const IMPOSSIBLE_DATE_LABELS = new Set(IMPOSSIBLE_DATES.map(([label]) => label));

function strictValuesFor(schema: JsonSchema | undefined): [string, unknown][] {
  if (isDateField(schema)) return [...STRICT_STRING_VALUES, ...IMPOSSIBLE_DATES];
  switch (kindOf(schema)) {
    case "string":
      return STRICT_STRING_VALUES;
    case "integer":
    case "number":
      return STRICT_NUMBER_VALUES;
    case "boolean":
      return STRICT_BOOLEAN_VALUES;
    case "array":
      return [
        ["a string", "a\u0000b"],
        ["an array with NUL", ["a\u0000b"]],
        ["500 levels of nesting", deepArray(500)],
        ["10,000 items", Array.from({ length: 10_000 }, () => "x")],
      ];
    case "object":
      return [
        ["a string", "a\u0000b"],
        ["500 levels of nesting", deepArray(500)],
      ];
    default:
      return [];
  }
}

function operations() {
  const list: { method: string; path: string; operation: Operation }[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(byMethod))
      list.push({ method: method.toUpperCase(), path, operation });
  return list;
}

const fillPath = (path: string, overrides: Record<string, string> = {}) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => overrides[name] ?? encodeURIComponent(values[name] ?? "x"));

interface Attempt {
  label: string;
  method: string;
  url: string;
  body?: string;
  strict: boolean;
}

function attemptsFor(method: string, path: string, operation: Operation): Attempt[] {
  const attempts: Attempt[] = [];
  const key = `${method} ${path}`;
  const jsonSchema = operation.requestBody?.content?.["application/json"]?.schema;
  const base = bases[key];
  const baseBody = jsonSchema ? JSON.stringify(base ?? {}) : undefined;

  for (const parameter of operation.parameters ?? []) {
    const strict: [string, string][] =
      parameter.in === "path" || kindOf(parameter.schema) !== "unknown" ? STRICT_PARAM_VALUES : [];
    const dateParam = isDateField(parameter.schema);
    for (const [label, raw] of [...strict, ...LENIENT_PARAM_VALUES]) {
      const isStrict = strict.some(([l]) => l === label) || (dateParam && IMPOSSIBLE_DATE_LABELS.has(label));
      const url =
        parameter.in === "path"
          ? fillPath(path, { [parameter.name]: raw })
          : `${fillPath(path)}?${encodeURIComponent(parameter.name)}=${raw}`;
      attempts.push({
        label: `${parameter.in} ${parameter.name} = ${label}`,
        method,
        url,
        body: baseBody,
        strict: isStrict,
      });
    }
  }
  if (!jsonSchema) return attempts;

  const url = fillPath(path);
  for (const [label, body] of STRICT_BODIES)
    attempts.push({ label: `body = ${label}`, method, url, body, strict: true });
  const properties = resolve(jsonSchema).properties ?? {};
  for (const [field, fieldSchema] of Object.entries(properties)) {
    const strict = strictValuesFor(fieldSchema);
    for (const [label, value] of strict)
      attempts.push({
        label: `${field} = ${label}`,
        method,
        url,
        body: JSON.stringify({ ...(base as object), [field]: value }),
        strict: true,
      });
    for (const [label, value] of LENIENT_VALUES.filter(([label]) => !strict.some(([l]) => l === label)))
      attempts.push({
        label: `${field} = ${label}`,
        method,
        url,
        body: JSON.stringify({ ...(base as object), [field]: value }),
        strict: false,
      });
  }
  return attempts;
}

async function problemWith(attempt: Attempt): Promise<string | null> {
  const headers: Record<string, string> = { origin: "http://localhost" };
  if (attempt.body !== undefined) headers["content-type"] = "application/json";
  const cookie = root.agent.cookieHeader;
  if (cookie) headers.cookie = cookie;
  const res = await t.app.request(
    `http://localhost${attempt.url}`,
    { method: attempt.method, headers, body: attempt.body },
    { incoming: { socket: { remoteAddress: "10.9.9.9" } } },
  );
  // An event stream (the realtime route) never ends: its status and headers say what it answered,
  // then the test hangs up instead of waiting for the end of an endless body.
  const streaming = res.headers.get("content-type")?.startsWith("text/event-stream") ?? false;
  if (streaming) await res.body?.cancel();
  const text = streaming ? "" : await res.text();
  const where = `${attempt.method} ${attempt.url.slice(0, 120)} with ${attempt.label}`;
  if (res.status >= 500) return `${where}: ${res.status} ${text.slice(0, 200)}`;
  if (attempt.strict && res.status < 400) return `${where}: accepted (${res.status})`;
  if (res.status >= 400) {
    if (!res.headers.get("content-type")?.includes("application/json"))
      return `${where}: ${res.status} answered as ${res.headers.get("content-type")}`;
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    if (typeof body.error?.code !== "string" || typeof body.error?.message !== "string")
      return `${where}: ${res.status} without the error shape: ${text.slice(0, 200)}`;
    if (/\bat .+:\d+:\d+/.test(text)) return `${where}: a stack trace in the answer`;
  }
  return null;
}

describe("every OpenAPI route with hostile input", () => {
  it("has a valid base body for every route that takes one", () => {
    const missing = operations()
      .filter(({ operation }) => operation.requestBody?.content?.["application/json"])
      .map(({ method, path }) => `${method} ${path}`)
      .filter((key) => !(key in bases));
    expect(missing, "routes with a JSON body but no base body in the fuzz test").toEqual([]);
  });

  it("answers 4xx with the error shape, never 500, and the session survives", async () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(60);
    expect(all.some(({ path }) => path.startsWith("/api/auth/"))).toBe(true);
    const problems: string[] = [];
    let count = 0;
    for (const { method, path, operation } of all) {
      for (const attempt of attemptsFor(method, path, operation)) {
        count++;
        const problem = await problemWith(attempt);
        if (problem) problems.push(problem);
      }
      // None of the attempts was a valid request, so none may have signed the super admin out
      // (which would also turn every later attempt into a meaningless 401).
      if ((await root.agent.get("/api/me")).status !== 200) {
        problems.push(`${method} ${path}: a hostile request signed the caller out`);
        await root.agent.post("/api/auth/sign-in/email", { email: root.email, password: root.password });
      }
    }
    expect(count).toBeGreaterThan(2000);
    // Impossible dates must be refused where a date is expected, so the document must say where.
    const withDates = all.filter(({ operation }) => JSON.stringify(operation).includes('"format":"date'));
    expect(withDates.length).toBeGreaterThan(8);
    expect(problems).toEqual([]);
  }, 600_000);

  it("leaves Object.prototype alone when a body names __proto__", async () => {
    const res = await root.agent.request(
      "POST",
      "/api/contact",
      '{"name":"Fien","email":"fien@example.test","message":"Hallo","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
    );
    expect(res.status).toBeLessThan(500);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
