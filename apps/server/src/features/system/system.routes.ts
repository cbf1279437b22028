import { jobParams, orgJobParams, platformSystemView, systemStatusView } from "@hulppost/shared/system";
import { signedInViewer } from "../../access/viewer";
import type { AppDeps } from "../../app-deps";
import { jsonContent, orgParams } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { organizationSystemStatus, platformSystemStatus, retryFailedJob } from "./system-status.service";

const tags = ["System"];

/**
 * Admin settings → System: the organisation's view for its admins, the platform's for
 * the super admin, and a retry of a failed background job in each.
 */
export function systemRoutes(deps: AppDeps) {
  const router = createRouter();

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/system",
      tags,
      summary:
        "Health, version, database kind, mail, SMS and payment providers (configured or not), with the organisation's own background jobs",
      permission: "organization.system",
      request: { params: orgParams },
      responses: { 200: jsonContent(systemStatusView, "The status") },
    }),
    async (c) => c.json(await organizationSystemStatus(deps, c.get("access").organizationId), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/system/jobs/{jobId}/retry",
      tags,
      summary: "Run one of the organisation's failed jobs again, with a fresh set of attempts; audit-logged",
      permission: "organization.system",
      request: { params: orgJobParams },
      responses: { 204: { description: "The job is due again" } },
    }),
    async (c) => {
      const access = c.get("access");
      await retryFailedJob(deps, access.viewer, access.organizationId, c.req.valid("param").jobId, c.get("clientIp"));
      return c.body(null, 204);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/platform/system",
      tags,
      summary:
        "The status over every organisation: all background jobs and mails, the database size and last backup, and the platform's totals",
      permission: "platform.system",
      responses: { 200: jsonContent(platformSystemView, "The status") },
    }),
    async (c) => c.json(await platformSystemStatus(deps), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/platform/system/jobs/{jobId}/retry",
      tags,
      summary: "Run any failed job again, with a fresh set of attempts; audit-logged",
      permission: "platform.system",
      request: { params: jobParams },
      responses: { 204: { description: "The job is due again" } },
    }),
    async (c) => {
      const viewer = await signedInViewer(c, deps);
      await retryFailedJob(deps, viewer, null, c.req.valid("param").jobId, c.get("clientIp"));
      return c.body(null, 204);
    },
  );

  return router;
}
