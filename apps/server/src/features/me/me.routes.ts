import { z } from "@hono/zod-openapi";
import { languageBody, meView, profilePatchBody, profileView } from "@hulppost/shared/me";
import { signedInViewer } from "../../access/viewer";
import type { AppDeps } from "../../app-deps";
import { jsonBody, jsonContent } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { completeOnboarding, getMe, setLanguage, updateProfile } from "./me.service";

const tags = ["Me"];

export function meRoutes(deps: AppDeps) {
  const router = createRouter();

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/me",
      tags,
      summary: "The signed-in person: profile, roles, selectable organisations, impersonation state",
      permission: "self",
      responses: { 200: jsonContent(meView, "The signed-in person") },
    }),
    async (c) => c.json(await getMe(deps.db, await signedInViewer(c, deps), deps.config.APP_TIMEZONE), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "patch",
      path: "/me/profile",
      tags,
      summary: "Change my own details",
      permission: "self",
      request: jsonBody(profilePatchBody),
      responses: { 200: jsonContent(profileView, "The updated profile") },
    }),
    async (c) => c.json(await updateProfile(deps.db, await signedInViewer(c, deps), c.req.valid("json")), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "put",
      path: "/me/language",
      tags,
      summary: "Save my interface language (also the language of my mails)",
      permission: "self",
      request: jsonBody(languageBody),
      responses: { 204: { description: "Saved" } },
    }),
    async (c) => {
      await setLanguage(deps.db, await signedInViewer(c, deps), c.req.valid("json").language);
      return c.body(null, 204);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/me/onboarding/complete",
      tags,
      summary: "Mark the onboarding tour as finished or skipped",
      permission: "self",
      request: jsonBody(z.strictObject({})),
      responses: { 204: { description: "Saved" } },
    }),
    async (c) => {
      await completeOnboarding(deps.db, await signedInViewer(c, deps));
      return c.body(null, 204);
    },
  );
  return router;
}
