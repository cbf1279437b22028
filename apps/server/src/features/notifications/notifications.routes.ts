import { z } from "@hono/zod-openapi";
import {
  alertDefaultsBody,
  alertDefaultsView,
  alertPreferencesBody,
  alertPreferencesView,
  alertRecordView,
  notificationListView,
  notificationView,
  observationIntervalsBody,
  pushDeviceView,
  pushKeyView,
  pushSubscriptionBody,
} from "@hulppost/shared/notifications";
import { signedInViewer } from "../../access/viewer";
import type { AppDeps } from "../../app-deps";
import { jsonBody, jsonContent, orgParams } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import {
  eventAlerts,
  listMyNotifications,
  openNotification,
  openPatientAlerts,
  patientAlerts,
  readAllNotifications,
} from "./notifications.service";
import {
  alertDefaults,
  myPreferences,
  observationIntervals,
  saveAlertDefaults,
  saveMyPreferences,
  saveObservationIntervals,
} from "./preferences.service";
import { listDevices, removeDevice, subscribeDevice, testDevice } from "./push-devices.service";

const tags = ["Notifications"];
const deviceParams = z.object({ deviceId: z.uuid() });
const notificationParams = z.object({ orgId: z.string(), notificationId: z.uuid() });
const testAnswer = z.object({ sent: z.boolean(), removed: z.boolean(), error: z.string().nullable() });

/** Alerts (decision 046): my devices, my alerts and choices, the organisation's defaults, the record. */
export function notificationRoutes(deps: AppDeps) {
  const router = createRouter();
  const me = async (c: Parameters<typeof signedInViewer>[0]) => (await signedInViewer(c, deps)).userId;

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/me/push-key",
      tags,
      summary: "The server's VAPID public key, for a browser to subscribe with",
      permission: "self",
      responses: { 200: jsonContent(pushKeyView, "The key") },
    }),
    async (c) => c.json({ publicKey: deps.push.publicKey }, 200),
  );
  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/me/push-devices",
      tags,
      summary: "My devices that receive notifications",
      permission: "self",
      responses: { 200: jsonContent(z.array(pushDeviceView), "The devices") },
    }),
    async (c) => c.json(await listDevices(deps.db, await me(c)), 200),
  );
  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/me/push-devices",
      tags,
      summary: "Turn notifications on for this device (its browser's push subscription)",
      permission: "self",
      request: jsonBody(pushSubscriptionBody),
      responses: { 201: jsonContent(pushDeviceView, "The device") },
    }),
    async (c) => c.json(await subscribeDevice(deps.db, deps.push, await me(c), c.req.valid("json")), 201),
  );
  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/me/push-devices/{deviceId}",
      tags,
      summary: "Stop notifications to one of my devices",
      permission: "self",
      request: { params: deviceParams },
      responses: { 204: { description: "Removed" } },
    }),
    async (c) => {
      await removeDevice(deps.db, await me(c), c.req.valid("param").deviceId);
      return c.body(null, 204);
    },
  );
  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/me/push-devices/{deviceId}/test",
      tags,
      summary: "Send a test notification to one of my devices now, and say how the push service answered",
      permission: "self",
      request: { params: deviceParams },
      responses: { 200: jsonContent(testAnswer, "The push service's answer") },
    }),
    async (c) => c.json(await testDevice(deps.db, deps.push, await me(c), c.req.valid("param").deviceId), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/notifications",
      tags,
      summary: "My latest alerts in the organisation, and how many I have not read",
      permission: "organization.read",
      request: { params: orgParams },
      responses: { 200: jsonContent(notificationListView, "My alerts") },
    }),
    async (c) => c.json(await listMyNotifications(deps.db, c.get("access")), 200),
  );
  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/notifications/{notificationId}/open",
      tags,
      summary: "I opened one of my alerts (read, and opened: the record shows who opened a clinical alert)",
      permission: "organization.read",
      request: { params: notificationParams },
      responses: { 200: jsonContent(notificationView, "The alert") },
    }),
    async (c) => c.json(await openNotification(deps.db, c.get("access"), c.req.valid("param").notificationId), 200),
  );
  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/notifications/read",
      tags,
      summary: "Mark all my alerts in the organisation read",
      permission: "organization.read",
      request: { params: orgParams },
      responses: { 204: { description: "Read" } },
    }),
    async (c) => {
      await readAllNotifications(deps.db, c.get("access"));
      return c.body(null, 204);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/alert-preferences",
      tags,
      summary: "My channels per kind of alert as they count here, and my quiet hours",
      permission: "organization.read",
      request: { params: orgParams },
      responses: { 200: jsonContent(alertPreferencesView, "My choices") },
    }),
    async (c) => c.json(await myPreferences(deps.db, c.get("access")), 200),
  );
  router.openapi(
    defineRoute(deps, {
      method: "put",
      path: "/orgs/{orgId}/alert-preferences",
      tags,
      summary: "Save my channels per kind (left out: the organisation's) and my quiet hours",
      permission: "organization.read",
      request: { params: orgParams, ...jsonBody(alertPreferencesBody) },
      responses: { 200: jsonContent(alertPreferencesView, "My choices") },
    }),
    async (c) => c.json(await saveMyPreferences(deps.db, c.get("access"), c.req.valid("json")), 200),
  );
  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/alert-defaults",
      tags,
      summary: "The organisation's channels per kind of alert, for people who chose none",
      permission: "organization.manage",
      request: { params: orgParams },
      responses: { 200: jsonContent(alertDefaultsView, "The defaults") },
    }),
    async (c) => c.json(await alertDefaults(deps.db, c.get("access")), 200),
  );
  router.openapi(
    defineRoute(deps, {
      method: "put",
      path: "/orgs/{orgId}/alert-defaults",
      tags,
      summary: "Set the organisation's channels per kind of alert; audit-logged",
      permission: "organization.manage",
      request: { params: orgParams, ...jsonBody(alertDefaultsBody) },
      responses: { 200: jsonContent(alertDefaultsView, "The defaults") },
    }),
    async (c) => c.json(await saveAlertDefaults(deps.db, c.get("access"), c.req.valid("json"), c.get("clientIp")), 200),
  );
  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/observation-intervals",
      tags,
      summary: "Minutes to a patient's next observation per NEWS2 band",
      permission: "organization.read",
      request: { params: orgParams },
      responses: { 200: jsonContent(observationIntervalsBody, "The intervals") },
    }),
    async (c) => c.json(await observationIntervals(deps.db, c.get("access").organizationId), 200),
  );
  router.openapi(
    defineRoute(deps, {
      method: "put",
      path: "/orgs/{orgId}/observation-intervals",
      tags,
      summary: "Set the minutes to the next observation per NEWS2 band; audit-logged",
      permission: "organization.manage",
      request: { params: orgParams, ...jsonBody(observationIntervalsBody) },
      responses: { 200: jsonContent(observationIntervalsBody, "The intervals") },
    }),
    async (c) =>
      c.json(await saveObservationIntervals(deps.db, c.get("access"), c.req.valid("json"), c.get("clientIp")), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/events/{eventId}/alerts",
      tags,
      summary: "The event's delivery record: every alert, to whom, on which channel, how it went, who opened it",
      permission: "events.manage",
      request: { params: z.object({ orgId: z.string(), eventId: z.uuid() }) },
      responses: { 200: jsonContent(z.array(alertRecordView), "The alerts") },
    }),
    async (c) => c.json(await eventAlerts(deps.db, c.get("access"), c.req.valid("param").eventId), 200),
  );
  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/patients/{patientId}/alerts",
      tags,
      summary: "Who was alerted about a patient (clinical alerts, due observations) and who opened it",
      permission: "patients.read",
      request: { params: z.object({ orgId: z.string(), patientId: z.uuid() }) },
      responses: { 200: jsonContent(z.array(alertRecordView), "The alerts") },
    }),
    async (c) => c.json(await patientAlerts(deps.db, c.get("access"), c.req.valid("param").patientId), 200),
  );
  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/patients/{patientId}/alerts/opened",
      tags,
      summary: "I opened the patient's record: my alerts about the patient count as opened (and are not escalated)",
      permission: "patients.read",
      request: { params: z.object({ orgId: z.string(), patientId: z.uuid() }) },
      responses: { 200: jsonContent(z.object({ opened: z.number().int() }), "How many of my alerts it opened") },
    }),
    async (c) => c.json(await openPatientAlerts(deps.db, c.get("access"), c.req.valid("param").patientId), 200),
  );
  return router;
}
