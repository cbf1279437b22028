import { randomUUID } from "node:crypto";
import { DEFAULT_STAFFING_RULES } from "@hulppost/shared/staffing/rules";
import { eventInput, inDays } from "../helpers/events";
import { insertAsset } from "../helpers/site-map";
import { setPhone } from "../helpers/sms";
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
  const patient = await tenant.admin.agent.json<{ id: string }>(
    "POST",
    `/api/orgs/${tenant.orgId}/events/${event.body.id}/patients`,
    { id: randomUUID(), firstName: "Pieter", lastName: "Patiënt", complaint: "Enkel verstuikt", urgency: "low" },
  );
  if (patient.status !== 201) throw new Error(`fixture patient not made: ${patient.status}`);
  await tenant.admin.agent.json("POST", `/api/orgs/${tenant.orgId}/patients/${patient.body.id}/vitals`, {
    id: randomUUID(),
    heartRate: 88,
    systolic: 130,
    diastolic: 80,
  });
  // An absence of the tenant's caregiver: another person's id must be a 404 on /me/absences.
  const absence = await tenant.caregiver.agent.json<{ id: string }>("POST", "/api/me/absences", {
    startDate: inDays(40),
    startTime: "08:00",
    endDate: inDays(41),
    endTime: "08:00",
    reason: "Privé",
  });
  if (absence.status !== 201) throw new Error(`fixture absence not made: ${absence.status}`);
  // The neighbour's own export of its data (decision 056): its id under another organisation is a 404.
  const dataExport = await tenant.admin.agent.json<{ id: string }>("POST", `/api/orgs/${tenant.orgId}/data-exports`);
  if (dataExport.status !== 202) throw new Error(`fixture export not made: ${dataExport.status}`);
  const values: Record<string, string> = {
    absenceId: absence.body.id,
    userId: tenant.caregiver.id,
    invitationId: invitation.body.id,
    code: invitation.body.code,
    eventId: event.body.id,
    teamId: team.body.id,
    patientId: patient.body.id,
    token: "x".repeat(32),
    exportId: dataExport.body.id,
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
    // The right confirmation: only the tenancy may refuse it.
    "POST /api/orgs/{orgId}/members/{userId}/erase": { confirmation: tenant.caregiver.email },
    "POST /api/orgs/{orgId}/invitations": { role: "admin", maxUses: null, expiresInDays: 30 },
    "POST /api/orgs/{orgId}/events": eventInput({ name: "Ingebroken" }),
    "PATCH /api/orgs/{orgId}/events/{eventId}": { name: "Overgenomen", cancelled: true },
    "POST /api/orgs/{orgId}/events/{eventId}/assignments": { userId: tenant.caregiver.id },
    "PUT /api/orgs/{orgId}/events/{eventId}/assignments/{userId}/post-leader": { postLeader: true },
    "PUT /api/orgs/{orgId}/events/{eventId}/assignments/{userId}/no-show": { noShow: true },
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
    "PUT /api/orgs/{orgId}/staffing-rules": { ...DEFAULT_STAFFING_RULES, minRestHours: 12 },
    // The neighbour's own name: an outsider is refused at the door, not by the confirmation.
    "POST /api/orgs/{orgId}/departure": { confirmation: tenant.name },
    "PUT /api/orgs/{orgId}/retention": { locationHours: 48, chatDays: 365 },
    // The neighbour's own event and caregiver: an outsider proposing or accepting on them is refused at the door.
    "POST /api/orgs/{orgId}/roster-proposals": { eventId: event.body.id },
    "POST /api/orgs/{orgId}/roster-proposals/accept": {
      items: [{ eventId: event.body.id, userId: tenant.caregiver.id, qualification: "first_aider" }],
    },
    "PUT /api/orgs/{orgId}/events/{eventId}/assignments/{userId}/post": { qualification: "first_aider" },
    "POST /api/orgs/{orgId}/events/{eventId}/teams": { name: "Indringers" },
    "PATCH /api/orgs/{orgId}/teams/{teamId}": { name: "Overgenomen" },
    "POST /api/orgs/{orgId}/teams/{teamId}/members": { userId: tenant.caregiver.id },
    "POST /api/orgs/{orgId}/events/{eventId}/patients": { id: randomUUID(), firstName: "Indringer", urgency: "low" },
    "PATCH /api/orgs/{orgId}/patients/{patientId}": { complaint: "Overgenomen" },
    "POST /api/orgs/{orgId}/patients/{patientId}/status": { status: "completed" },
    "POST /api/orgs/{orgId}/patients/{patientId}/vitals": { id: randomUUID(), heartRate: 80 },
    "PUT /api/orgs/{orgId}/patient-retention": { months: 1 },
    // A batch naming the tenant's own patient and event: the outsider is refused at the door.
    "POST /api/orgs/{orgId}/patient-changes": {
      changes: [
        { kind: "updatePatient", patientId: patient.body.id, body: { complaint: "Overgenomen" } },
        { kind: "createPatient", eventId: event.body.id, body: { id: randomUUID(), firstName: "Indringer" } },
      ],
    },
  };
  // Treatments.
  const treatments = await treatmentFixtures(tenant);
  Object.assign(values, treatments.values);
  Object.assign(bodies, treatments.bodies);
  // Site maps.
  const siteMap = await siteMapFixtures(_t, tenant, event.body.id);
  Object.assign(values, siteMap.values);
  Object.assign(bodies, siteMap.bodies);
  // Infrastructure.
  const infrastructure = await infrastructureFixtures(tenant, values.assetId as string);
  Object.assign(values, infrastructure.values);
  Object.assign(bodies, infrastructure.bodies);
  // Chat.
  const chat = await chatFixtures(tenant, event.body.id);
  Object.assign(values, chat.values);
  Object.assign(bodies, chat.bodies);
  // Locations.
  const locations = await locationFixtures(tenant);
  Object.assign(bodies, locations.bodies);
  // SMS center.
  const sms = await smsFixtures(_t, tenant, event.body.id);
  Object.assign(values, sms.values);
  Object.assign(bodies, sms.bodies);
  // Price management: platform-wide, not the tenant's, but its routes take an id too.
  const prices = await priceFixtures(_t);
  Object.assign(values, prices.values);
  Object.assign(bodies, prices.bodies);
  // Admin settings → System.
  Object.assign(values, await systemFixtures(_t, tenant));
  // Incidents.
  const incidents = await incidentFixtures(tenant);
  Object.assign(values, incidents.values);
  Object.assign(bodies, incidents.bodies);
  // Alerts: one of the tenant's caregiver's, and valid bodies for the choices.
  Object.assign(values, await notificationFixtures(_t, tenant, values.eventId as string));
  Object.assign(bodies, {
    "PUT /api/orgs/{orgId}/alert-preferences": { channels: {}, quietHours: null },
    "PUT /api/orgs/{orgId}/alert-defaults": { vacancy: { push: false, sms: false, email: false } },
    "PUT /api/orgs/{orgId}/observation-intervals": { none: 60, low: 30, medium: 15, high: 5 },
  });
  return { values, bodies };
}

/** `{notificationId}`: an alert of the tenant's caregiver, written as notify() writes one; `{deviceId}`: their phone. */
async function notificationFixtures(t: TestApp, tenant: Tenant, eventId: string) {
  const [row] = await t.database.query<{ id: string }>(
    `insert into notifications (organization_id, user_id, kind, event_id, title, body, link)
     values ($1, $2, 'vacancy', $3, 'Nieuwe vacature', 'Van de buren', '/dashboard') returning id`,
    [tenant.orgId, tenant.caregiver.id, eventId],
  );
  if (!row) throw new Error("fixture notification not made");
  const [device] = await t.database.query<{ id: string }>(
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth, label)
     values ($1, $2, $3, $4, 'Telefoon van de buren') returning id`,
    [tenant.caregiver.id, `https://fcm.googleapis.com/fcm/send/${randomUUID()}`, "B".repeat(87), "A".repeat(22)],
  );
  if (!device) throw new Error("fixture device not made");
  return { notificationId: row.id, deviceId: device.id };
}

/**
 * Incident mode: an open incident on a live event of the tenant, a casualty with a printed label,
 * and the label batch. The bodies are valid, so a refusal is the tenancy's.
 */
async function incidentFixtures(tenant: Tenant) {
  const org = `/api/orgs/${tenant.orgId}`;
  const agent = tenant.admin.agent;
  const live = await agent.json<{ id: string }>(
    "POST",
    `${org}/events`,
    eventInput({ name: "Nu bezig bij de buren", date: inDays(-1), endDate: inDays(1) }),
  );
  await agent.json("POST", `${org}/events/${live.body.id}/assignments`, { userId: tenant.caregiver.id });
  const batch = await agent.json<{ id: string; firstCode: string }>("POST", `${org}/triage-tags`, { count: 5 });
  const incident = await agent.json<{ id: string }>("POST", `${org}/events/${live.body.id}/incidents`, {
    name: "Bij de buren",
  });
  if (incident.status !== 201) throw new Error(`fixture incident not made: ${incident.status}`);
  const casualty = await agent.json<{ id: string }>("POST", `${org}/incidents/${incident.body.id}/triages`, {
    clientId: randomUUID(),
    tagCode: batch.body.firstCode,
    category: "T2",
  });
  const hospital = await agent.json<{ id: string }>("POST", `${org}/hospitals`, { name: "AZ van de buren" });
  const values = {
    incidentId: incident.body.id,
    casualtyId: casualty.body.id,
    tagCode: batch.body.firstCode,
    batchId: batch.body.id,
    hospitalId: hospital.body.id,
  };
  const bodies: Record<string, unknown> = {
    "POST /api/orgs/{orgId}/events/{eventId}/incidents": { name: "Ingebroken" },
    "POST /api/orgs/{orgId}/incidents/{incidentId}/close": { finalCounts: { T1: 0, T2: 0, T3: 0, dead: 0 } },
    "POST /api/orgs/{orgId}/incidents/{incidentId}/triages": {
      clientId: randomUUID(),
      casualtyId: casualty.body.id,
      category: "dead",
    },
    "PUT /api/orgs/{orgId}/incidents/{incidentId}/casualties/{casualtyId}/place": { place: "dead" },
    "POST /api/orgs/{orgId}/triage-tags": { count: 10 },
    "POST /api/orgs/{orgId}/hospitals": { name: "Ingebroken" },
    "PUT /api/orgs/{orgId}/hospitals/{hospitalId}": { name: "Overgenomen" },
    "PUT /api/orgs/{orgId}/incidents/{incidentId}/hospitals/{hospitalId}": { T1: 0, T2: 0, T3: 0 },
    "PUT /api/orgs/{orgId}/incidents/{incidentId}/casualties/{casualtyId}/transport": {
      hospitalId: hospital.body.id,
      ambulanceId: null,
    },
  };
  return { values, bodies };
}

/**
 * System tab: `{jobId}` is a failed job of the tenant (an SMS copy's, which names its
 * organisation), written as the queue leaves one that used up its attempts.
 */
async function systemFixtures(t: TestApp, tenant: Tenant) {
  const payload = { organizationId: tenant.orgId, messageId: randomUUID(), recipientId: randomUUID() };
  const [job] = await t.database.query<{ id: string }>(
    `insert into jobs (type, payload, status, attempts, max_attempts, last_error, finished_at)
     values ('sms.send', $1, 'failed', 6, 6, 'Twilio answered 503', now()) returning id`,
    [JSON.stringify(payload)],
  );
  if (!job) throw new Error("fixture job not made");
  return { jobId: job.id };
}

/**
 * Price management: a change scheduled a year ahead (so it can still be cancelled) is
 * `{priceId}`; a valid body for scheduling one. Straight into the database: only a super admin
 * may schedule, and the fixtures are made by the tenant's people.
 */
async function priceFixtures(t: TestApp) {
  const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString();
  const [row] = await t.database.query<{ id: string }>(
    "insert into price_changes (key, amount_cents, effective_from) values ('premium_monthly', 2900, $1) returning id",
    [inAYear],
  );
  if (!row) throw new Error("fixture price change not made");
  const bodies: Record<string, unknown> = {
    "POST /api/platform/prices": { key: "sms_per_message", amountCents: 18, effectiveFrom: inAYear },
  };
  return { values: { priceId: row.id }, bodies };
}

/**
 * SMS center: the tenant's caregiver gets a mobile number, and a message scheduled for
 * tomorrow (so it can still be cancelled) is `{messageId}`; a valid body for preview and send.
 */
async function smsFixtures(t: TestApp, tenant: Tenant, eventId: string) {
  await setPhone(t, tenant.caregiver.id, "+32470123456");
  const recipients = { userIds: [tenant.caregiver.id], eventIds: [eventId] };
  const message = await tenant.admin.agent.json<{ id: string }>("POST", `/api/orgs/${tenant.orgId}/sms/messages`, {
    id: randomUUID(),
    text: "Hallo {voornaam}, tot op {evenement}!",
    recipients,
    scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  if (message.status !== 201) throw new Error(`fixture SMS not made: ${message.status}`);
  const bodies: Record<string, unknown> = {
    "POST /api/orgs/{orgId}/sms/preview": { recipients },
    "POST /api/orgs/{orgId}/sms/messages": { id: randomUUID(), text: "Ingebroken", recipients },
  };
  return { values: { messageId: message.body.id }, bodies };
}

/**
 * Chat: `{channelId}` is the fixture event's channel (its caregiver is assigned) with a
 * message of the admin in it, `{messageId}`; a valid body for sending and for marking read.
 */
async function chatFixtures(tenant: Tenant, eventId: string) {
  const message = await tenant.admin.agent.json<{ id: string }>(
    "POST",
    `/api/orgs/${tenant.orgId}/chat/channels/${eventId}/messages`,
    { id: randomUUID(), body: "Wie neemt de eerste ronde?" },
  );
  if (message.status !== 201) throw new Error(`fixture chat message not made: ${message.status}`);
  const bodies: Record<string, unknown> = {
    "POST /api/orgs/{orgId}/chat/channels/{channelId}/messages": { id: randomUUID(), body: "Ingebroken" },
    "PUT /api/orgs/{orgId}/chat/channels/{channelId}/read": { messageId: message.body.id },
  };
  return { values: { channelId: eventId, messageId: message.body.id }, bodies };
}

/**
 * An unavailability period of the fixture asset (away from the fixture event's day, so it is
 * valid), a second asset that is on no event, and a valid body for each infrastructure write.
 * Made through the API: fixtures are made more than once per tenant, each time on a new asset.
 */
async function infrastructureFixtures(tenant: Tenant, assetId: string) {
  const org = `/api/orgs/${tenant.orgId}`;
  const period = await tenant.admin.agent.json<{ id: string }>("POST", `${org}/assets/${assetId}/periods`, {
    startsOn: inDays(40),
    endsOn: inDays(41),
    reason: "inspection",
  });
  if (period.status !== 201) throw new Error(`fixture period not made: ${period.status}`);
  const free = await tenant.admin.agent.json<{ id: string }>("POST", `${org}/assets`, {
    name: "Tent 3x3",
    type: "tent",
  });
  if (free.status !== 201) throw new Error(`fixture asset not made: ${free.status}`);
  const bodies: Record<string, unknown> = {
    "POST /api/orgs/{orgId}/assets": { name: "Indringer", type: "ambulance", licencePlate: "1-XYZ-999" },
    "PATCH /api/orgs/{orgId}/assets/{assetId}": { name: "Overgenomen", status: "unavailable" },
    "POST /api/orgs/{orgId}/assets/{assetId}/periods": { startsOn: inDays(30), endsOn: inDays(31), reason: "loaned" },
    "PATCH /api/orgs/{orgId}/asset-periods/{periodId}": { reason: "repair", detail: "Overgenomen" },
    "POST /api/orgs/{orgId}/events/{eventId}/assets": { assetId: free.body.id },
  };
  return { values: { periodId: period.body.id, freeAssetId: free.body.id }, bodies };
}

/**
 * An asset assigned to the fixture event (straight into the database, as the site map's own tests
 * do), so `{assetId}` names an asset that really is on `{eventId}`; and a valid point for each
 * placement write.
 */
async function siteMapFixtures(t: TestApp, tenant: Tenant, eventId: string) {
  const assetId = await insertAsset(t, tenant.orgId, { name: "Ziekenwagen 1", type: "ambulance" }, eventId);
  const point = { latitude: 50.8503, longitude: 4.3517 };
  const bodies: Record<string, unknown> = {
    "PUT /api/orgs/{orgId}/events/{eventId}/map/site": point,
    "PUT /api/orgs/{orgId}/events/{eventId}/map/assets/{assetId}": point,
  };
  return { values: { assetId }, bodies };
}

/**
 * An own category (named uniquely: fixtures are made more than once per tenant) with a template
 * in it, and a valid body for each treatment write.
 */
async function treatmentFixtures(tenant: Tenant) {
  const org = `/api/orgs/${tenant.orgId}`;
  const category = await tenant.admin.agent.json<{ id: string }>("POST", `${org}/treatment-categories`, {
    name: `Sportletsels ${randomUUID().slice(0, 8)}`,
  });
  if (category.status !== 201) throw new Error(`fixture category not made: ${category.status}`);
  const template = await tenant.admin.agent.json<{ id: string }>("POST", `${org}/treatment-templates`, {
    name: "Verstuikte enkel",
    categoryId: category.body.id,
    steps: ["Rust", "IJs"],
    medications: [{ name: "Paracetamol", dosage: "1 g" }],
    equipment: ["Coldpack"],
  });
  if (template.status !== 201) throw new Error(`fixture template not made: ${template.status}`);
  const values = { categoryId: category.body.id, templateId: template.body.id };
  const bodies: Record<string, unknown> = {
    "POST /api/orgs/{orgId}/treatment-categories": { name: `Indringers ${randomUUID().slice(0, 8)}` },
    "PATCH /api/orgs/{orgId}/treatment-categories/{categoryId}": { name: "Overgenomen", active: false },
    "POST /api/orgs/{orgId}/treatment-templates": {
      name: "Indringer",
      categoryId: category.body.id,
      steps: ["Overgenomen"],
    },
    "PATCH /api/orgs/{orgId}/treatment-templates/{templateId}": { name: "Overgenomen", active: false },
    "POST /api/orgs/{orgId}/treatment-templates/{templateId}/duplicate": { name: "Overgenomen (kopie)" },
  };
  return { values, bodies };
}

/**
 * Locations: the tenant's caregiver (assigned to the fixture event) shares a position,
 * so the event's live map and the admins' list have something to leak; a valid body for sharing.
 */
async function locationFixtures(tenant: Tenant) {
  const point = { latitude: 51.0543, longitude: 3.7174, accuracyM: 12 };
  const shared = await tenant.caregiver.agent.json("POST", `/api/orgs/${tenant.orgId}/locations`, point);
  if (shared.status !== 201) throw new Error(`fixture position not shared: ${shared.status}`);
  const bodies: Record<string, unknown> = { "POST /api/orgs/{orgId}/locations": point };
  return { bodies };
}
