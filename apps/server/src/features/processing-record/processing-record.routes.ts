import { z } from "@hono/zod-openapi";
import { processingQuery, processingRecordView } from "@hulppost/shared/processing-record";
import type { AppDeps } from "../../app-deps";
import { attachment } from "../../http/content-disposition";
import { jsonContent, orgParams } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { audit } from "../audit/audit.service";
import { buildProcessingRecord } from "./processing-record.service";
import { renderProcessingRecordPdf } from "./processing-record-pdf";
import { PROCESSING_WORDS } from "./words";

const tags = ["Privacy"];

/**
 * The organisation's record of processing (GDPR Art. 30, decision 057), for its admins: what
 * Hulppost keeps, why, how long and who sees it, as JSON for the Options tab and as a PDF to attach
 * to the organisation's register and its data-processing agreement.
 */
export function processingRecordRoutes(deps: AppDeps) {
  const router = createRouter();
  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/processing-record",
      tags,
      summary:
        "The record of processing activities: per category of data its tables, purpose, legal basis, retention (from the organisation's settings), who sees it and the processors; in `lang` or the report language",
      permission: "organization.manage",
      request: { params: orgParams, query: processingQuery },
      responses: { 200: jsonContent(processingRecordView, "The record") },
    }),
    async (c) =>
      c.json(
        await buildProcessingRecord(deps.db, deps.config, c.get("access").organizationId, c.req.valid("query").lang),
        200,
      ),
  );
  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/processing-record.pdf",
      tags,
      summary:
        "The record of processing activities as an A4 PDF in the organisation's report language or `lang`; audit-logged",
      permission: "organization.manage",
      request: { params: orgParams, query: processingQuery },
      responses: {
        200: {
          description: "A4 PDF",
          content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
        },
      },
    }),
    async (c) => {
      const access = c.get("access");
      const record = await buildProcessingRecord(
        deps.db,
        deps.config,
        access.organizationId,
        c.req.valid("query").lang,
      );
      const pdf = await renderProcessingRecordPdf(record, deps.config.APP_TIMEZONE);
      // Papers that leave Hulppost are audit-logged, as the patient papers are.
      await audit(deps.db, {
        action: "organization.processing_record",
        actor: access.viewer,
        organizationId: access.organizationId,
        targetType: "organization",
        targetId: access.organizationId,
        details: { language: record.language },
        ipAddress: c.get("clientIp"),
      });
      const filename = `${record.generatedAt.slice(0, 10)}-${PROCESSING_WORDS[record.language].file}.pdf`;
      return c.body(new Uint8Array(pdf), 200, {
        "content-type": "application/pdf",
        "content-disposition": attachment(filename),
        "cache-control": "no-store",
      });
    },
  );
  return router;
}
