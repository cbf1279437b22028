import { staffingRulesBody, staffingRulesView } from "@hulppost/shared/staffing/settings";
import type { AppDeps } from "../../app-deps";
import { jsonBody, jsonContent, orgParams } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { getStaffingRules, saveStaffingRules } from "./staffing-rules.service";

const tags = ["Staffing"];

/** The organisation's staffing rules (decision 050): read by anyone in it, set by its admins on the Options tab. */
export function staffingRulesRoutes(deps: AppDeps) {
  const router = createRouter();
  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/staffing-rules",
      tags,
      summary: "Who may work when: rest between shifts, hours a week, minors, a buddy for first-timers, the mix",
      permission: "organization.read",
      request: { params: orgParams },
      responses: { 200: jsonContent(staffingRulesView, "The rules, and whether they are the product's") },
    }),
    async (c) => c.json(await getStaffingRules(deps.db, c.get("access").organizationId), 200),
  );
  router.openapi(
    defineRoute(deps, {
      method: "put",
      path: "/orgs/{orgId}/staffing-rules",
      tags,
      summary:
        "Set the organisation's staffing rules (all of them, with the version the form was loaded from); audit-logged",
      permission: "organization.manage",
      request: { params: orgParams, ...jsonBody(staffingRulesBody) },
      responses: { 200: jsonContent(staffingRulesView, "The rules") },
    }),
    async (c) => c.json(await saveStaffingRules(deps.db, c.get("access"), c.req.valid("json"), c.get("clientIp")), 200),
  );
  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/orgs/{orgId}/staffing-rules",
      tags,
      summary: "Back to the product's staffing rules; audit-logged",
      permission: "organization.manage",
      request: { params: orgParams },
      responses: { 200: jsonContent(staffingRulesView, "The product's rules") },
    }),
    async (c) => c.json(await saveStaffingRules(deps.db, c.get("access"), { reset: true }, c.get("clientIp")), 200),
  );
  return router;
}
