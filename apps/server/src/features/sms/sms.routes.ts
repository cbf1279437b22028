import { z } from "@hono/zod-openapi";
import {
  smsListQuery,
  smsMessageDetailView,
  smsMessageParams,
  smsMessageView,
  smsOverviewView,
  smsPreviewBody,
  smsPreviewView,
  smsSendBody,
} from "@hulppost/shared/sms";
import type { AppDeps } from "../../app-deps";
import { jsonBody, jsonContent, orgParams } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { requireSmsCenter } from "./sms-access";
import { cancelSms, sendSms } from "./sms-messages.service";
import { smsOverview } from "./sms-overview.service";
import { previewSelection } from "./sms-recipients.service";
import { smsStatusRoute } from "./sms-status.routes";
import { listMessageViews, messageDetailView } from "./sms-views";

const tags = ["SMS"];
const MESSAGES = "/orgs/{orgId}/sms/messages";

/**
 * The SMS center: admins text caregivers through the configured provider. Preview and
 * send need a plan with SMS (403 PLAN_NO_SMS); every route answers 403 SMS_DISABLED while the
 * organisation has the SMS center switched off (the overview excepted on the free plan, so the
 * page can say why). The provider's delivery reports come in at the public /sms/status.
 */
export function smsRoutes(deps: AppDeps) {
  const router = createRouter();
  const send = [requireSmsCenter(deps, "send")];
  const read = [requireSmsCenter(deps, "read")];

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/sms",
      tags,
      summary: "The provider messages go through, whether the plan has SMS, and this month's use (parts and cost)",
      permission: "sms.send",
      middleware: [requireSmsCenter(deps, "overview")],
      request: { params: orgParams },
      responses: { 200: jsonContent(smsOverviewView, "Overview") },
    }),
    async (c) => c.json(await smsOverview(deps, c.get("access").organizationId), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/sms/preview",
      tags,
      summary: "Who a selection of people and groups comes to, and who is skipped for lack of a valid number",
      permission: "sms.send",
      middleware: send,
      request: { params: orgParams, ...jsonBody(smsPreviewBody) },
      responses: { 200: jsonContent(smsPreviewView, "Recipients and skipped people") },
    }),
    async (c) =>
      c.json(await previewSelection(deps.db, c.get("access").organizationId, c.req.valid("json").recipients), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: MESSAGES,
      tags,
      summary:
        "Send or schedule a text ({voornaam} and {evenement} filled per person); the client's id makes a resend harmless; audit-logged",
      permission: "sms.send",
      middleware: send,
      request: { params: orgParams, ...jsonBody(smsSendBody) },
      responses: {
        201: jsonContent(smsMessageDetailView, "The message, its recipients pending"),
        200: jsonContent(smsMessageDetailView, "The message this id made before"),
      },
    }),
    async (c) => {
      const { created, message } = await sendSms(deps, c.get("access"), c.req.valid("json"), c.get("clientIp"));
      return c.json(message, created ? 201 : 200);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: MESSAGES,
      tags,
      summary: "The history, newest first, with counts per status; `before` a message id for older ones",
      permission: "sms.send",
      middleware: read,
      request: { params: orgParams, query: smsListQuery },
      responses: { 200: jsonContent(z.array(smsMessageView), "Messages") },
    }),
    async (c) => c.json(await listMessageViews(deps.db, c.get("access").organizationId, c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: `${MESSAGES}/{messageId}`,
      tags,
      summary: "One message: each recipient's text, status and failure reason, and who was skipped",
      permission: "sms.send",
      middleware: read,
      request: { params: smsMessageParams },
      responses: { 200: jsonContent(smsMessageDetailView, "The message") },
    }),
    async (c) =>
      c.json(await messageDetailView(deps.db, c.get("access").organizationId, c.req.valid("param").messageId), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: `${MESSAGES}/{messageId}/cancel`,
      tags,
      summary: "Cancel a scheduled message before it goes out (409 SMS_NOT_CANCELLABLE after); audit-logged",
      permission: "sms.send",
      middleware: read,
      request: { params: smsMessageParams },
      responses: {
        200: jsonContent(smsMessageDetailView, "The cancelled message"),
        409: { description: "Not scheduled (any more): sending, done or cancelled" },
      },
    }),
    async (c) => c.json(await cancelSms(deps, c.get("access"), c.req.valid("param").messageId, c.get("clientIp")), 200),
  );

  smsStatusRoute(router, deps);
  return router;
}
