import { z } from "@hono/zod-openapi";
import { eventView } from "@hulppost/shared/events";
import { applySuggestionBody, eventForecastView, eventRiskBody } from "@hulppost/shared/staffing/forecast";
import type { AppDeps } from "../../app-deps";
import { jsonBody, jsonContent } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { applySuggestedStaffing, eventForecast, updateEventRisk } from "./forecast.service";

const tags = ["Events"];
const eventParams = z.object({ orgId: z.string(), eventId: z.uuid() });

/** An event's risk, its demand forecast and the staffing suggested from it (decisions 049 and 052), for admins. */
export function forecastRoutes(deps: AppDeps) {
  const router = createRouter();

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/events/{eventId}/forecast",
      tags,
      summary:
        "The event's risk, Maurer score, Arbon forecast (total, per hour, transports; the paper's rates or the organisation's own from 3 past events) and suggested staffing with its reasoning",
      permission: "events.manage",
      request: { params: eventParams },
      responses: { 200: jsonContent(eventForecastView, "The forecast (no risk yet: models and suggestion null)") },
    }),
    async (c) =>
      c.json(await eventForecast(deps.db, c.get("access").organizationId, c.req.valid("param").eventId), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "put",
      path: "/orgs/{orgId}/events/{eventId}/risk",
      tags,
      summary: "Set or clear the event's risk (with the version the form was loaded from); answers the new forecast",
      permission: "events.manage",
      request: { params: eventParams, ...jsonBody(eventRiskBody) },
      responses: { 200: jsonContent(eventForecastView, "The forecast from the new risk") },
    }),
    async (c) =>
      c.json(
        await updateEventRisk(
          deps,
          c.get("access"),
          c.req.valid("param").eventId,
          c.req.valid("json"),
          c.get("clientIp"),
        ),
        200,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/events/{eventId}/apply-suggested-staffing",
      tags,
      summary:
        "Set the event's required doctors, nurses, first aiders, ambulances and tents to the suggestion (an event update: version check, audit, vacancy alerts)",
      permission: "events.manage",
      request: { params: eventParams, ...jsonBody(applySuggestionBody) },
      responses: { 200: jsonContent(eventView, "The event with its new required counts") },
    }),
    async (c) =>
      c.json(
        await applySuggestedStaffing(
          deps,
          c.get("access"),
          c.req.valid("param").eventId,
          c.req.valid("json").version,
          c.get("clientIp"),
        ),
        200,
      ),
  );
  return router;
}
