import { z } from "@hono/zod-openapi";
import { closeAccountBody, closeAccountPreview, eraseMemberBody, erasureResult } from "@hulppost/shared/erasure";
import { deleteCookie } from "hono/cookie";
import { signedInViewer } from "../../access/viewer";
import type { AppDeps } from "../../app-deps";
import { authCookieNames } from "../../auth/auth";
import { jsonBody, jsonContent } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { eraseMember } from "./erase-member";
import { erasePerson } from "./erasure.service";
import { closeAccountPreview as preview } from "./erasure-preview";
import { confirmIdentity } from "./identity-check";

const memberParams = z.object({ orgId: z.string(), userId: z.uuid() });

export function erasureRoutes(deps: AppDeps) {
  const router = createRouter();

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/me/close-account/preview",
      tags: ["Me"],
      summary: "What closing my account removes and what the organisations keep, and what blocks it",
      permission: "self",
      responses: { 200: jsonContent(closeAccountPreview, "The preview") },
    }),
    async (c) => c.json(await preview(deps.db, (await signedInViewer(c, deps)).userId), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/me/close-account",
      tags: ["Me"],
      summary:
        "Close my account with my password (and TOTP code when on): personal data erased, history kept under a pseudonym; audit-logged, signed out",
      permission: "self",
      request: jsonBody(closeAccountBody),
      responses: { 200: jsonContent(erasureResult, "What went and what stayed") },
    }),
    async (c) => {
      const viewer = await signedInViewer(c, deps);
      await confirmIdentity(deps, c.req.raw.headers, viewer, c.req.valid("json"));
      const result = await erasePerson(deps.db, deps.jobs, viewer.userId, { viewer, ip: c.get("clientIp") });
      // Every session went with the account; the browser's cookie goes too.
      const names = authCookieNames(deps.config);
      for (const name of [names.sessionToken, names.dontRemember])
        deleteCookie(c, name, { path: "/", secure: name.startsWith("__Secure-") });
      return c.json(result, 200);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/members/{userId}/erase",
      tags: ["Caregivers"],
      summary:
        "Erase a member (their email typed as confirmation): the whole person when they belong to this organisation alone, else what this organisation holds; audit-logged",
      permission: "members.manage",
      request: { params: memberParams, ...jsonBody(eraseMemberBody) },
      responses: { 200: jsonContent(erasureResult, "What went and what stayed") },
    }),
    async (c) =>
      c.json(
        await eraseMember(
          deps,
          c.get("access"),
          c.req.valid("param").userId,
          c.req.valid("json").confirmation,
          c.get("clientIp"),
        ),
        200,
      ),
  );
  return router;
}
