import { z } from "@hono/zod-openapi";
import {
  eventBody,
  eventDetailView,
  eventListQuery,
  eventSummaryView,
  eventUpdateBody,
  eventView,
} from "@hulppost/shared/events";
import { paperQuery } from "@hulppost/shared/papers";
import { signedInViewer } from "../../access/viewer";
import type { AppDeps } from "../../app-deps";
import { attachment } from "../../http/content-disposition";
import { jsonBody, jsonContent, orgParams } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { cachedJson } from "../../platform/cached-answer";
import { getOrganization } from "../organizations/organizations.service";
import { fileSafe } from "../patients/papers/paper-format";
import { paperLanguage } from "../patients/papers/papers.service";
import {
  createEvent,
  deleteEvent,
  getEventDetail,
  listEventsJson,
  organizationOfEvent,
  updateEvent,
} from "./events.service";
import { renderStaffingSheet } from "./staffing-sheet";
import { SHEET_WORDS } from "./staffing-sheet.messages";

const tags = ["Events"];
const eventParams = z.object({ orgId: z.string(), eventId: z.uuid() });
const eventList = z.array(eventSummaryView);

export function eventRoutes(deps: AppDeps) {
  const router = createRouter();
  const tz = deps.config.APP_TIMEZONE;

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/events",
      tags,
      summary:
        "Events with their staffing: filter upcoming, ongoing, completed, cancelled; a date window for calendars",
      permission: "events.read",
      request: { params: orgParams, query: eventListQuery },
      responses: { 200: jsonContent(eventList, "Events, by start (completed: newest first)") },
    }),
    async (c) => {
      const access = c.get("access");
      const query = c.req.valid("query");
      return cachedJson(c, deps, access, `events:${access.viewer.userId}:${JSON.stringify(query)}`, eventList, () =>
        listEventsJson(deps.database, access, query, tz),
      );
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/events",
      tags,
      summary: "Plan an event (the free plan: at most 2 created per calendar month)",
      permission: "events.manage",
      request: { params: orgParams, ...jsonBody(eventBody) },
      responses: { 201: jsonContent(eventView, "The new event") },
    }),
    async (c) => c.json(await createEvent(deps, c.get("access"), c.req.valid("json"), c.get("clientIp")), 201),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/events/{eventId}",
      tags,
      summary: "One event with its people, teams and interest (caregivers: only events they work at show people)",
      permission: "events.read",
      request: { params: eventParams },
      responses: { 200: jsonContent(eventDetailView, "The event") },
    }),
    async (c) => c.json(await getEventDetail(deps.db, c.get("access"), c.req.valid("param").eventId), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "patch",
      path: "/orgs/{orgId}/events/{eventId}",
      tags,
      summary: "Change an event, or cancel it",
      permission: "events.manage",
      request: { params: eventParams, ...jsonBody(eventUpdateBody) },
      responses: { 200: jsonContent(eventView, "The event") },
    }),
    async (c) =>
      c.json(
        await updateEvent(deps, c.get("access"), c.req.valid("param").eventId, c.req.valid("json"), c.get("clientIp")),
        200,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/orgs/{orgId}/events/{eventId}",
      tags,
      summary: "Delete an event with its assignments, interest and teams",
      permission: "events.manage",
      request: { params: eventParams },
      responses: { 204: { description: "Deleted" } },
    }),
    async (c) => {
      await deleteEvent(deps.db, c.get("access"), c.req.valid("param").eventId, c.get("clientIp"));
      return c.body(null, 204);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/me/events/{eventId}/organization",
      tags,
      summary: "Which of my organisations an event belongs to (to offer switching to it); 404 if none",
      permission: "self",
      request: { params: z.object({ eventId: z.uuid() }) },
      responses: { 200: jsonContent(z.object({ id: z.string(), displayName: z.string() }), "The organisation") },
    }),
    async (c) => {
      const viewer = await signedInViewer(c, deps);
      return c.json(await organizationOfEvent(deps.database, viewer, c.req.valid("param").eventId), 200);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/events/{eventId}/staffing-sheet",
      tags,
      summary: "The staffing sheet as a PDF to print: details, contacts, hospital, people by team, blank lines",
      permission: "events.manage",
      request: { params: eventParams, query: paperQuery },
      responses: {
        200: {
          description: "A4 PDF in the organisation's report language or `lang`",
          content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
        },
      },
    }),
    async (c) => {
      const access = c.get("access");
      const event = await getEventDetail(deps.db, access, c.req.valid("param").eventId);
      const organization = await getOrganization(deps.db, access.organizationId);
      // The organisation's report language unless the reader asks for theirs (a crew from elsewhere).
      const language = await paperLanguage(deps.db, access.organizationId, c.req.valid("query").lang);
      const pdf = await renderStaffingSheet(event, organization.displayName, language, tz);
      // The sheet's title in its language names the file, as the other papers' words do.
      const filename = `${event.date}-${fileSafe(SHEET_WORDS[language].title ?? "staffing-sheet").toLowerCase()}-${fileSafe(event.name)}.pdf`;
      return c.body(new Uint8Array(pdf), 200, {
        "content-type": "application/pdf",
        "content-disposition": attachment(filename),
      });
    },
  );
  return router;
}
