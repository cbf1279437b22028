import { z } from "@hono/zod-openapi";
import { auditEntryView, auditQuery } from "@hulppost/shared/platform";
import type { AppDeps } from "../../app-deps";
import { jsonContent, orgParams } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { listAudit } from "./audit.service";

const orgAuditQuery = auditQuery.omit({ organizationId: true });

export function auditRoutes(deps: AppDeps) {
  const router = createRouter();
  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/audit",
      tags: ["Audit"],
      summary: "The organisation's audit log, newest first",
      permission: "audit.read",
      request: { params: orgParams, query: orgAuditQuery },
      responses: { 200: jsonContent(z.array(auditEntryView), "Audit lines") },
    }),
    async (c) => {
      const query = c.req.valid("query");
      return c.json(await listAudit(deps.db, { ...query, organizationId: c.get("access").organizationId }), 200);
    },
  );
  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/platform/audit",
      tags: ["Platform"],
      summary: "The whole audit log, newest first, optionally for one organisation, action or person",
      permission: "platform.audit",
      request: { query: auditQuery },
      responses: { 200: jsonContent(z.array(auditEntryView), "Audit lines") },
    }),
    async (c) => c.json(await listAudit(deps.db, c.req.valid("query")), 200),
  );
  return router;
}
