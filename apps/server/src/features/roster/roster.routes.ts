import { rosterAcceptBody, rosterAcceptView, rosterProposalBody, rosterProposalView } from "@hulppost/shared/roster";
import type { AppDeps } from "../../app-deps";
import { jsonBody, jsonContent, orgParams } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { acceptRoster } from "./accept.service";
import { proposeRoster } from "./propose.service";

const tags = ["Staffing"];

export function rosterRoutes(deps: AppDeps) {
  const router = createRouter();

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/roster-proposals",
      tags,
      summary:
        "Propose who fills the open places of an event or a month of events, under the staffing rules (a MIP solver; decision 051). Assigns nothing",
      permission: "events.manage",
      request: { params: orgParams, ...jsonBody(rosterProposalBody) },
      responses: { 200: jsonContent(rosterProposalView, "The proposal, why each person, and what stays open and why") },
    }),
    async (c) => c.json(await proposeRoster(deps, c.get("access"), c.req.valid("json")), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/roster-proposals/accept",
      tags,
      summary:
        "Assign the proposal's items the admin keeps, each re-checked against the rules and places now (told as for a manual assignment); refuses those that no longer fit",
      permission: "events.manage",
      request: { params: orgParams, ...jsonBody(rosterAcceptBody) },
      responses: { 200: jsonContent(rosterAcceptView, "What was assigned and what was refused, with why") },
    }),
    async (c) =>
      c.json(await acceptRoster(deps, c.get("access"), c.req.valid("json"), c.get("clientIp"), c.req.raw), 200),
  );
  return router;
}
