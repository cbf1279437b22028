import { z } from "@hono/zod-openapi";
import {
  absenceBody,
  absenceView,
  caregiverAvailabilityView,
  preferencesBody,
  preferencesView,
} from "@hulppost/shared/availability";
import { signedInViewer } from "../../access/viewer";
import type { AppDeps } from "../../app-deps";
import { jsonBody, jsonContent } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import {
  createAbsence,
  deleteAbsence,
  getCaregiverAvailability,
  getMyPreferences,
  listMyAbsences,
  putMyPreferences,
} from "./availability.service";

const tags = ["Availability"];

export function availabilityRoutes(deps: AppDeps) {
  const router = createRouter();

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/me/absences",
      tags,
      summary: "My periods I cannot work that have not ended yet, earliest first",
      permission: "self",
      responses: { 200: jsonContent(z.array(absenceView), "My absences") },
    }),
    async (c) => c.json(await listMyAbsences(deps.db, await signedInViewer(c, deps)), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/me/absences",
      tags,
      summary: "Mark a period I cannot work (local time of the planning time zone); the reason only I and admins see",
      permission: "self",
      request: jsonBody(absenceBody),
      responses: { 201: jsonContent(absenceView, "The absence") },
    }),
    async (c) =>
      c.json(
        await createAbsence(deps.db, await signedInViewer(c, deps), c.req.valid("json"), deps.config.APP_TIMEZONE),
        201,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/me/absences/{absenceId}",
      tags,
      summary: "Remove one of my absences",
      permission: "self",
      request: { params: z.object({ absenceId: z.uuid() }) },
      responses: { 204: { description: "Removed" } },
    }),
    async (c) => {
      await deleteAbsence(deps.db, await signedInViewer(c, deps), c.req.valid("param").absenceId);
      return c.body(null, 204);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/me/availability-preferences",
      tags,
      summary: "My general preferences: weekdays I prefer not to work, most events a month",
      permission: "self",
      responses: { 200: jsonContent(preferencesView, "My preferences") },
    }),
    async (c) => c.json(await getMyPreferences(deps.db, await signedInViewer(c, deps)), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "put",
      path: "/me/availability-preferences",
      tags,
      summary: "Save my general preferences",
      permission: "self",
      request: jsonBody(preferencesBody),
      responses: { 200: jsonContent(preferencesView, "My preferences") },
    }),
    async (c) => c.json(await putMyPreferences(deps.db, await signedInViewer(c, deps), c.req.valid("json")), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/caregivers/{userId}/availability",
      tags,
      summary: "A member's absences (with their reasons) and preferences; someone outside the organisation is a 404",
      permission: "members.read",
      request: { params: z.object({ orgId: z.string(), userId: z.uuid() }) },
      responses: { 200: jsonContent(caregiverAvailabilityView, "Their availability") },
    }),
    async (c) => c.json(await getCaregiverAvailability(deps.db, c.get("access"), c.req.valid("param").userId), 200),
  );
  return router;
}
