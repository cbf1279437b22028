import { z } from "@hono/zod-openapi";
import { createInvitationBody, invitationPreview, invitationView } from "@hulppost/shared/invitations";
import { text } from "@hulppost/shared/validation";
import { getViewer, signedInViewer } from "../../access/viewer";
import type { AppDeps } from "../../app-deps";
import { jsonBody, jsonContent, orgParams } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import {
  acceptInvitation,
  createInvitation,
  deactivateInvitation,
  listInvitations,
  previewInvitation,
} from "./invitations.service";

const tags = ["Invitations"];
const codeParams = z.object({ code: text().max(100) });

export function invitationRoutes(deps: AppDeps) {
  const router = createRouter();

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/invitations",
      tags,
      summary: "The organisation's invitation links with their uses and expiry",
      permission: "invitations.manage",
      request: { params: orgParams },
      responses: { 200: jsonContent(z.array(invitationView), "Newest first") },
    }),
    async (c) => c.json(await listInvitations(deps.db, c.get("access").organizationId), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/invitations",
      tags,
      summary: "Make an invitation link: role, maximum uses (or unlimited), days until it expires",
      permission: "invitations.manage",
      request: { params: orgParams, ...jsonBody(createInvitationBody) },
      responses: { 201: jsonContent(invitationView, "The new link") },
    }),
    async (c) => c.json(await createInvitation(deps.db, c.get("access"), c.req.valid("json"), c.get("clientIp")), 201),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/invitations/{invitationId}/deactivate",
      tags,
      summary: "Switch an invitation link off",
      permission: "invitations.manage",
      request: { params: z.object({ orgId: z.string(), invitationId: z.uuid() }) },
      responses: { 200: jsonContent(invitationView, "The link, now inactive") },
    }),
    async (c) =>
      c.json(
        await deactivateInvitation(deps.db, c.get("access"), c.req.valid("param").invitationId, c.get("clientIp")),
        200,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/invitations/{code}",
      tags,
      summary: "What an invitation link leads to, before accepting it",
      permission: "public",
      request: { params: codeParams },
      responses: { 200: jsonContent(invitationPreview, "The invitation's state") },
    }),
    async (c) => {
      const viewer = await getViewer(c, deps);
      return c.json(await previewInvitation(deps.db, c.req.valid("param").code, viewer), 200);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/invitations/{code}/accept",
      tags,
      summary: "Join the organisation of an invitation link",
      permission: "self",
      request: { params: codeParams },
      responses: { 200: jsonContent(invitationPreview, "accepted, or already a member") },
    }),
    async (c) => {
      const viewer = await signedInViewer(c, deps);
      return c.json(await acceptInvitation(deps.db, c.req.valid("param").code, viewer, c.get("clientIp")), 200);
    },
  );
  return router;
}
