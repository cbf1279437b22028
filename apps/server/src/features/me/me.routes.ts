import { z } from "@hono/zod-openapi";
import { languageBody, meView, profileUpdateBody, profileView } from "@hulppost/shared/profile";
import { getViewer } from "../../access/viewer";
import type { AppDeps } from "../../app-deps";
import type { Viewer } from "../../http/context";
import { jsonBody, jsonContent } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { completeOnboarding, getMe, setLanguage, updateProfile } from "./me.service";

const tags = ["Me"];

export function meRoutes(deps: AppDeps) {
  const router = createRouter();
  // `self` routes only run after authorize found a viewer.
  const viewerOf = async (c: Parameters<typeof getViewer>[0]) => (await getViewer(c, deps)) as Viewer;

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/me",
      tags,
      summary: "The signed-in person: profile, roles, selectable organisations, impersonation state",
      permission: "self",
      responses: { 200: jsonContent(meView, "The signed-in person") },
    }),
    async (c) => c.json(await getMe(deps.db, await viewerOf(c), deps.config.APP_TIMEZONE), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "patch",
      path: "/me/profile",
      tags,
      summary: "Change my own details",
      permission: "self",
      request: jsonBody(profileUpdateBody),
      responses: { 200: jsonContent(profileView, "The updated profile") },
    }),
    async (c) => c.json(await updateProfile(deps.db, await viewerOf(c), c.req.valid("json")), 200),
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
      await setLanguage(deps.db, await viewerOf(c), c.req.valid("json").language);
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
      request: jsonBody(z.object({})),
      responses: { 204: { description: "Saved" } },
    }),
    async (c) => {
      await completeOnboarding(deps.db, await viewerOf(c));
      return c.body(null, 204);
    },
  );
  return router;
}
