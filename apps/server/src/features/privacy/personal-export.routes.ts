import { z } from "@hono/zod-openapi";
import { signedInViewer } from "../../access/viewer";
import type { AppDeps } from "../../app-deps";
import { attachment } from "../../http/content-disposition";
import { orgParams } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { type ExportDownload, exportMemberData, exportMyData } from "./personal-export.service";

const tags = ["Privacy"];
const zip = {
  description:
    "ZIP: data.json (everything, machine-readable), a readable summary PDF (overzicht.pdf, summary.pdf, resumen.pdf or resume.pdf by language), README.txt",
  content: { "application/zip": { schema: z.string().openapi({ format: "binary" }) } },
};
const memberParams = orgParams.extend({ userId: z.uuid() });

const headers = (download: ExportDownload) => ({
  "content-type": "application/zip",
  "content-disposition": attachment(download.filename),
  "cache-control": "no-store",
});

/** The personal export (decision 054): a person's own, and an admin's for one member. */
export function personalExportRoutes(deps: AppDeps) {
  const router = createRouter();

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/me/data-export",
      tags,
      summary: "Download everything Hulppost keeps about me (GDPR Art. 15 and 20), as a ZIP",
      permission: "self",
      responses: { 200: zip, 429: { description: "Too many exports in an hour" } },
    }),
    async (c) => {
      const viewer = await signedInViewer(c, deps);
      const download = await exportMyData(deps.db, viewer, deps.config.APP_TIMEZONE, c.get("clientIp"));
      return c.body(download.body, 200, headers(download));
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/members/{userId}/data-export",
      tags,
      summary: "Download what this organisation keeps about one member, and their profile, as a ZIP",
      permission: "members.manage",
      request: { params: memberParams },
      responses: { 200: zip, 429: { description: "Too many exports in an hour" } },
    }),
    async (c) => {
      const download = await exportMemberData(
        deps.db,
        c.get("access"),
        c.req.valid("param").userId,
        deps.config.APP_TIMEZONE,
        c.get("clientIp"),
      );
      return c.body(download.body, 200, headers(download));
    },
  );

  return router;
}
