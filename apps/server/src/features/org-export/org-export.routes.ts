import { z } from "@hono/zod-openapi";
import { dataExportView, departureBody, departureView } from "@hulppost/shared/org-export";
import type { AppDeps } from "../../app-deps";
import { attachment } from "../../http/content-disposition";
import { jsonBody, jsonContent, orgParams } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { cancelDeparture, getDeparture, requestDeparture } from "./departure.service";
import { downloadExport, listExports, startExport } from "./org-export.service";

const tags = ["Organisation data"];
const exportParams = z.object({ orgId: z.string(), exportId: z.uuid() });

/**
 * The organisation's own export of everything it holds, and its departure (decision 056). Both
 * are the admins' only: the strongest permission an organisation has.
 */
export function orgExportRoutes(deps: AppDeps) {
  const router = createRouter();

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/data-exports",
      tags,
      summary:
        "Start an export of all the organisation's data (ZIP: a CSV per entity, data.json, patient report PDFs, photos), built by a job; audit-logged",
      permission: "organization.manage",
      request: { params: orgParams },
      responses: { 202: jsonContent(dataExportView, "Queued; poll the list for its progress") },
    }),
    async (c) => c.json(await startExport(deps, c.get("access"), c.get("clientIp")), 202),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/data-exports",
      tags,
      summary: "The organisation's exports, newest first, with status, progress and when each expires",
      permission: "organization.manage",
      request: { params: orgParams },
      responses: { 200: jsonContent(z.array(dataExportView), "The last 20") },
    }),
    async (c) => c.json(await listExports(deps.db, c.get("access")), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/data-exports/{exportId}/download",
      tags,
      summary: "The export's ZIP while it is valid (24 hours after it is ready; 410 after); audit-logged",
      permission: "organization.manage",
      request: { params: exportParams },
      responses: {
        200: {
          description: "The ZIP",
          content: { "application/zip": { schema: z.string().openapi({ format: "binary" }) } },
        },
      },
    }),
    async (c) => {
      const file = await downloadExport(deps.db, c.get("access"), c.req.valid("param").exportId, c.get("clientIp"));
      return c.body(file.body, 200, {
        "content-type": "application/zip",
        "content-disposition": attachment(file.fileName),
        "cache-control": "no-store",
      });
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/departure",
      tags,
      summary: "Whether the organisation's departure is pending, and the day it is removed",
      permission: "organization.manage",
      request: { params: orgParams },
      responses: { 200: jsonContent(departureView, "requestedAt is null when none is pending") },
    }),
    async (c) => c.json(await getDeparture(deps.db, c.get("access")), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/departure",
      tags,
      summary:
        "Leave Hulppost: cancels the subscription, then removes the organisation with everything in it after 30 days unless cancelled; confirm with its name; members are mailed; audit-logged",
      permission: "organization.manage",
      request: { params: orgParams, ...jsonBody(departureBody) },
      responses: { 200: jsonContent(departureView, "Pending, with the day it is removed") },
    }),
    async (c) =>
      c.json(await requestDeparture(deps, c.get("access"), c.req.valid("json").confirmation, c.get("clientIp")), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/orgs/{orgId}/departure",
      tags,
      summary: "Cancel a pending departure within its 30 days; members are mailed; audit-logged",
      permission: "organization.manage",
      request: { params: orgParams },
      responses: { 200: jsonContent(departureView, "No departure pending") },
    }),
    async (c) => c.json(await cancelDeparture(deps, c.get("access"), c.get("clientIp")), 200),
  );
  return router;
}
