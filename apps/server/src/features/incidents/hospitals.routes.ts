import { z } from "@hono/zod-openapi";
import {
  casualtyView,
  hospitalBody,
  hospitalCapacityBody,
  hospitalView,
  transportBody,
} from "@hulppost/shared/incidents";
import type { AppDeps } from "../../app-deps";
import { jsonBody, jsonContent, orgParams } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { touchBoards } from "./board.service";
import {
  createHospital,
  deleteHospital,
  listHospitals,
  setHospitalCapacity,
  transportCasualty,
  updateHospital,
} from "./hospitals.service";

const tags = ["Incidents"];
const hospitalParams = z.object({ orgId: z.string(), hospitalId: z.uuid() });
const incidentHospitalParams = z.object({ orgId: z.string(), incidentId: z.uuid(), hospitalId: z.uuid() });
const casualtyParams = z.object({ orgId: z.string(), incidentId: z.uuid(), casualtyId: z.uuid() });

/**
 * Transport at an incident (docs/decisions/044): the organisation's receiving hospitals, what each
 * says it can take during an incident, and a casualty sent in one of the event's ambulances.
 */
export function hospitalRoutes(deps: AppDeps) {
  const router = createRouter();
  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/hospitals",
      tags,
      summary: "The organisation's receiving hospitals, by name",
      permission: "incidents.read",
      request: { params: orgParams },
      responses: { 200: jsonContent(z.array(hospitalView), "The hospitals") },
    }),
    async (c) => c.json(await listHospitals(deps.db, c.get("access")), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/hospitals",
      tags,
      summary: "Add a receiving hospital; audit-logged",
      permission: "incidents.manage",
      request: { params: orgParams, ...jsonBody(hospitalBody) },
      responses: { 201: jsonContent(hospitalView, "The hospital") },
    }),
    async (c) => c.json(await createHospital(deps.db, c.get("access"), c.req.valid("json"), c.get("clientIp")), 201),
  );

  router.openapi(
    defineRoute(deps, {
      method: "put",
      path: "/orgs/{orgId}/hospitals/{hospitalId}",
      tags,
      summary: "Change a receiving hospital; audit-logged",
      permission: "incidents.manage",
      request: { params: hospitalParams, ...jsonBody(hospitalBody) },
      responses: { 200: jsonContent(hospitalView, "The hospital") },
    }),
    async (c) =>
      c.json(
        await updateHospital(
          deps.db,
          c.get("access"),
          c.req.valid("param").hospitalId,
          c.req.valid("json"),
          c.get("clientIp"),
        ),
        200,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/orgs/{orgId}/hospitals/{hospitalId}",
      tags,
      summary: "Remove a receiving hospital (casualties sent there keep their place); audit-logged",
      permission: "incidents.manage",
      request: { params: hospitalParams },
      responses: { 204: { description: "Removed" } },
    }),
    async (c) => {
      await deleteHospital(deps.db, c.get("access"), c.req.valid("param").hospitalId, c.get("clientIp"));
      return c.body(null, 204);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "put",
      path: "/orgs/{orgId}/incidents/{incidentId}/hospitals/{hospitalId}",
      tags,
      summary: "What a hospital says it can take during this incident, per category (an admin or the post leader)",
      permission: "incidents.lead",
      request: { params: incidentHospitalParams, ...jsonBody(hospitalCapacityBody) },
      responses: { 200: jsonContent(hospitalCapacityBody, "The capacity") },
    }),
    async (c) => {
      const { incidentId, hospitalId } = c.req.valid("param");
      const capacity = await setHospitalCapacity(deps.db, c.get("access"), incidentId, hospitalId, c.req.valid("json"));
      // A change of the board, committed here: what this process kept is old (board-cache.ts).
      touchBoards(deps.realtime, c.get("access").organizationId);
      return c.json(capacity, 200);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "put",
      path: "/orgs/{orgId}/incidents/{incidentId}/casualties/{casualtyId}/transport",
      tags,
      summary:
        "A casualty into one of the event's ambulances and to a hospital; refused past the hospital's capacity unless confirmed",
      permission: "incidents.triage",
      request: { params: casualtyParams, ...jsonBody(transportBody) },
      responses: { 200: jsonContent(casualtyView, "The casualty") },
    }),
    async (c) => {
      const { incidentId, casualtyId } = c.req.valid("param");
      const sent = await transportCasualty(deps.db, c.get("access"), incidentId, casualtyId, c.req.valid("json"));
      touchBoards(deps.realtime, c.get("access").organizationId);
      return c.json(sent, 200);
    },
  );

  return router;
}
