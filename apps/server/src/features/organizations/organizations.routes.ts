import {
  createOrganizationBody,
  organizationSettingsBody,
  organizationSettingsView,
  organizationView,
  updateOrganizationBody,
} from "@hulppost/shared/organizations";
import { signedInViewer } from "../../access/viewer";
import type { AppDeps } from "../../app-deps";
import { jsonBody, jsonContent, orgParams } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import {
  createOwnOrganization,
  getOrganization,
  getSettings,
  updateOrganization,
  updateSettings,
} from "./organizations.service";

const tags = ["Organisations"];

export function organizationRoutes(deps: AppDeps) {
  const router = createRouter();

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/organizations",
      tags,
      summary: "Create my organisation (organisators, once); I become its responsible person and admin",
      permission: "organizations.create",
      request: jsonBody(createOrganizationBody),
      responses: { 201: jsonContent(organizationView, "The new organisation") },
    }),
    async (c) => {
      const viewer = await signedInViewer(c, deps);
      return c.json(await createOwnOrganization(deps.db, viewer, c.req.valid("json"), c.get("clientIp")), 201);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}",
      tags,
      summary: "The organisation, its plan and settings",
      permission: "organization.read",
      request: { params: orgParams },
      responses: { 200: jsonContent(organizationView, "The organisation") },
    }),
    async (c) => c.json(await getOrganization(deps.db, c.get("access").organizationId), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "patch",
      path: "/orgs/{orgId}",
      tags,
      summary: "Change the organisation's display name and contact details",
      permission: "organization.manage",
      request: { params: orgParams, ...jsonBody(updateOrganizationBody) },
      responses: { 200: jsonContent(organizationView, "The organisation") },
    }),
    async (c) => {
      const { viewer, organizationId } = c.get("access");
      return c.json(
        await updateOrganization(deps.db, viewer, organizationId, c.req.valid("json"), c.get("clientIp")),
        200,
      );
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/settings",
      tags,
      summary: "Which modules are on (chat, SMS center, locations, SMS on assignment) and the papers' language",
      permission: "organization.read",
      request: { params: orgParams },
      responses: { 200: jsonContent(organizationSettingsView, "The settings") },
    }),
    async (c) => c.json(await getSettings(deps.db, c.get("access").organizationId), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "put",
      path: "/orgs/{orgId}/settings",
      tags,
      summary: "Switch modules on or off; choose the language of the papers (left out: kept)",
      permission: "organization.manage",
      request: { params: orgParams, ...jsonBody(organizationSettingsBody) },
      responses: { 200: jsonContent(organizationSettingsView, "The saved settings") },
    }),
    async (c) => {
      const { viewer, organizationId } = c.get("access");
      return c.json(await updateSettings(deps.db, viewer, organizationId, c.req.valid("json"), c.get("clientIp")), 200);
    },
  );
  return router;
}
