import { z } from "@hono/zod-openapi";
import {
  deleteConfirmationBody,
  organizationView,
  platformOrganizationBody,
  platformOrganizationUpdateBody,
} from "@hulppost/shared/organizations";
import {
  platformOrganizationQuery,
  platformUserQuery,
  platformUserView,
  setRolesBody,
} from "@hulppost/shared/platform";
import { signedInViewer } from "../../access/viewer";
import type { AppDeps } from "../../app-deps";
import { jsonBody, jsonContent } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { listAllOrganizations, updateOrganization } from "../organizations/organizations.service";
import { createPlatformOrganization, deletePlatformOrganization } from "./platform-organizations.service";
import { deletePlatformUser, listPlatformUsers, setUserRoles } from "./platform-users.service";

const orgParams = z.object({ orgId: z.uuid() });
const userParams = z.object({ userId: z.uuid() });

export function platformRoutes(deps: AppDeps) {
  const router = createRouter();

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/platform/organizations",
      tags: ["Platform"],
      summary: "Every organisation, active or not",
      permission: "platform.organizations",
      request: { query: platformOrganizationQuery },
      responses: { 200: jsonContent(z.array(organizationView), "By display name") },
    }),
    async (c) => c.json(await listAllOrganizations(deps.db, c.req.valid("query").search), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/platform/organizations",
      tags: ["Platform"],
      summary: "Create an organisation, optionally with its responsible person (by user code)",
      permission: "platform.organizations",
      request: jsonBody(platformOrganizationBody),
      responses: { 201: jsonContent(organizationView, "The new organisation") },
    }),
    async (c) =>
      c.json(
        await createPlatformOrganization(
          deps.db,
          await signedInViewer(c, deps),
          c.req.valid("json"),
          c.get("clientIp"),
        ),
        201,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "patch",
      path: "/platform/organizations/{orgId}",
      tags: ["Platform"],
      summary: "Change an organisation: names, contact, plan, active, responsible person",
      permission: "platform.organizations",
      request: { params: orgParams, ...jsonBody(platformOrganizationUpdateBody) },
      responses: { 200: jsonContent(organizationView, "The organisation") },
    }),
    async (c) =>
      c.json(
        await updateOrganization(
          deps.db,
          await signedInViewer(c, deps),
          c.req.valid("param").orgId,
          c.req.valid("json"),
          c.get("clientIp"),
        ),
        200,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/platform/organizations/{orgId}",
      tags: ["Platform"],
      summary: "Delete an organisation with everything in it; confirm with its system name",
      permission: "platform.organizations",
      request: { params: orgParams, ...jsonBody(deleteConfirmationBody) },
      responses: { 204: { description: "Deleted" } },
    }),
    async (c) => {
      await deletePlatformOrganization(
        deps.db,
        await signedInViewer(c, deps),
        c.req.valid("param").orgId,
        c.req.valid("json").confirmation,
        c.get("clientIp"),
        deps.stripe,
      );
      return c.body(null, 204);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/platform/users",
      tags: ["Platform"],
      summary: "Every person, with roles and organisations; search by name, email or user code",
      permission: "platform.users",
      request: { query: platformUserQuery },
      responses: { 200: jsonContent(z.array(platformUserView), "By last name") },
    }),
    async (c) => c.json(await listPlatformUsers(deps.db, c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "put",
      path: "/platform/users/{userId}/roles",
      tags: ["Platform"],
      summary: "Set a person's global roles (super_admin, admin, organisator, hulpverlener)",
      permission: "platform.users",
      request: { params: userParams, ...jsonBody(setRolesBody) },
      responses: { 200: jsonContent(platformUserView, "The person") },
    }),
    async (c) =>
      c.json(
        await setUserRoles(
          deps.db,
          await signedInViewer(c, deps),
          c.req.valid("param").userId,
          c.req.valid("json").roles,
          c.get("clientIp"),
        ),
        200,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/platform/users/{userId}",
      tags: ["Platform"],
      summary: "Delete a person with all related data; confirm with their email",
      permission: "platform.users",
      request: { params: userParams, ...jsonBody(deleteConfirmationBody) },
      responses: { 204: { description: "Deleted" } },
    }),
    async (c) => {
      await deletePlatformUser(
        deps.db,
        await signedInViewer(c, deps),
        c.req.valid("param").userId,
        c.req.valid("json").confirmation,
        c.get("clientIp"),
      );
      return c.body(null, 204);
    },
  );
  return router;
}
