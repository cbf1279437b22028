import { retentionBody, retentionView } from "@hulppost/shared/retention";
import type { AppDeps } from "../../app-deps";
import { jsonBody, jsonContent, orgParams } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { getRetentionSettings, saveRetentionSettings } from "./retention-settings.service";

const tags = ["Retention"];

/**
 * How long shared positions and chat messages are kept (decision 055), set by the organisation's
 * admins on the Options tab like its other settings. Patient records keep their own route
 * (/patient-retention).
 */
export function retentionRoutes(deps: AppDeps) {
  const router = createRouter();
  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/retention",
      tags,
      summary: "Hours positions are kept after their event ends, and days chat messages are kept (null: kept)",
      permission: "organization.manage",
      request: { params: orgParams },
      responses: { 200: jsonContent(retentionView, "The periods and the settings' version") },
    }),
    async (c) => c.json(await getRetentionSettings(deps.db, c.get("access").organizationId), 200),
  );
  router.openapi(
    defineRoute(deps, {
      method: "put",
      path: "/orgs/{orgId}/retention",
      tags,
      summary:
        "Set both periods (with the version the form was loaded from); the sweeps apply them within the hour or the night; audit-logged",
      permission: "organization.manage",
      request: { params: orgParams, ...jsonBody(retentionBody) },
      responses: { 200: jsonContent(retentionView, "The periods") },
    }),
    async (c) =>
      c.json(await saveRetentionSettings(deps.db, c.get("access"), c.req.valid("json"), c.get("clientIp")), 200),
  );
  return router;
}
