import { fileURLToPath } from "node:url";
import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import type { AppDeps } from "./app-deps";
import { mountAuthRoutes } from "./auth/auth.routes";
import { auditRoutes } from "./features/audit/audit.routes";
import { availabilityRoutes } from "./features/availability/availability.routes";
import { billingRoutes } from "./features/billing/billing.routes";
import { registerBillingJobs } from "./features/billing/billing-sync";
import { caregiverRoutes } from "./features/caregivers/caregivers.routes";
import { chatRoutes } from "./features/chat/chat.routes";
import { clientErrorRoutes } from "./features/client-errors/client-errors.routes";
import { contactRoutes } from "./features/contact/contact.routes";
import { eventRoutes } from "./features/events/events.routes";
import { forecastRoutes } from "./features/events/forecast.routes";
import { staffingRoutes } from "./features/events/staffing.routes";
import { staffingRulesRoutes } from "./features/events/staffing-rules.routes";
import { registerFeatureHooks } from "./features/feature-hooks";
import { healthRoutes } from "./features/health/health.routes";
import { hospitalRoutes } from "./features/incidents/hospitals.routes";
import { incidentPaperRoutes } from "./features/incidents/incident-papers.routes";
import { incidentRoutes } from "./features/incidents/incidents.routes";
import { infrastructureRoutes } from "./features/infrastructure/infrastructure.routes";
import { insightsRoutes } from "./features/insights/insights.routes";
import { invitationRoutes } from "./features/invitations/invitations.routes";
import { locationRoutes } from "./features/locations/locations.routes";
import { mapRoutes } from "./features/maps/maps.routes";
import { calendarFeedRoutes } from "./features/me/calendar-feed.routes";
import { meRoutes } from "./features/me/me.routes";
import { memberRoutes } from "./features/members/members.routes";
import { registerAlertDelivery } from "./features/notifications/deliver";
import { registerClinicalEscalation } from "./features/notifications/escalate";
import { notificationRoutes } from "./features/notifications/notifications.routes";
import { orgExportRoutes } from "./features/org-export/org-export.routes";
import { registerOrgExportJob } from "./features/org-export/org-export.service";
import { organizationRoutes } from "./features/organizations/organizations.routes";
import { outboxRoutes } from "./features/outbox/outbox.routes";
import { paperRoutes } from "./features/patients/papers/papers.routes";
import { patientRoutes } from "./features/patients/patients.routes";
import { platformRoutes } from "./features/platform/platform.routes";
import { priceRoutes } from "./features/pricing/prices.routes";
import { publicPrices } from "./features/pricing/prices.service";
import { erasureRoutes } from "./features/privacy/erasure.routes";
import { personalExportRoutes } from "./features/privacy/personal-export.routes";
import { processingRecordRoutes } from "./features/processing-record/processing-record.routes";
import { realtimeRoutes } from "./features/realtime/realtime.routes";
import { retentionRoutes } from "./features/retention/retention.routes";
import { rosterRoutes } from "./features/roster/roster.routes";
import { smsRoutes } from "./features/sms/sms.routes";
import { registerSmsSender } from "./features/sms/sms-sender";
import { systemRoutes } from "./features/system/system.routes";
import { teamRoutes } from "./features/teams/teams.routes";
import { treatmentRoutes } from "./features/treatments/treatments.routes";
import { compressLargeAnswers } from "./http/compression";
import type { AppEnv } from "./http/context";
import { renderApiReference } from "./http/docs";
import { AppError } from "./http/errors";
import { createLandingPage } from "./http/landing";
import { apiRequestSteps, requestContext, requestLogger, securityHeaders } from "./http/middleware";
import { createStaticHandler } from "./http/static";
import { loggableError } from "./platform/logger";

export const API_VERSION = "1.0.0";

/** Each feature's router, mounted under /api. Adding a feature means adding it here. */
function featureRouters(deps: AppDeps) {
  return [
    healthRoutes(deps),
    clientErrorRoutes(deps),
    meRoutes(deps),
    personalExportRoutes(deps),
    availabilityRoutes(deps),
    contactRoutes(deps),
    outboxRoutes(deps),
    organizationRoutes(deps),
    orgExportRoutes(deps),
    memberRoutes(deps),
    erasureRoutes(deps),
    invitationRoutes(deps),
    auditRoutes(deps),
    platformRoutes(deps),
    eventRoutes(deps),
    forecastRoutes(deps),
    staffingRoutes(deps),
    staffingRulesRoutes(deps),
    retentionRoutes(deps),
    rosterRoutes(deps),
    teamRoutes(deps),
    caregiverRoutes(deps),
    calendarFeedRoutes(deps),
    patientRoutes(deps),
    paperRoutes(deps),
    insightsRoutes(deps),
    treatmentRoutes(deps),
    infrastructureRoutes(deps),
    mapRoutes(deps),
    incidentRoutes(deps),
    hospitalRoutes(deps),
    incidentPaperRoutes(deps),
    realtimeRoutes(deps),
    chatRoutes(deps),
    locationRoutes(deps),
    smsRoutes(deps),
    systemRoutes(deps),
    priceRoutes(deps),
    billingRoutes(deps),
    notificationRoutes(deps),
    processingRecordRoutes(deps),
  ];
}

/**
 * `warmPages`: paint the public pages ahead once the app is made (the server's start; the tests'
 * many apps leave it off).
 */
export function createApp(deps: AppDeps, options: { webRoot?: string; warmPages?: boolean } = {}) {
  const app = new OpenAPIHono<AppEnv>();
  registerFeatureHooks(deps);
  // The SMS job's handler: whichever process serves the app sends the queued texts.
  registerSmsSender(deps);
  // Alerts to people's devices, text messages and mail (decision 046).
  registerAlertDelivery(deps, deps.push);
  registerClinicalEscalation(deps);
  // The end of a grace period after a failed payment (billing-sync.ts).
  registerBillingJobs(deps);
  // The organisation's export (decision 056).
  registerOrgExportJob(deps);

  // Request id, access log, security headers and API answers' no-store in one step, the headers
  // from a list made once and written by Node's response (decision 059).
  app.use("*", requestContext(deps.logger, deps.config, securityHeaders(deps.config)));
  app.use("/api/*", apiRequestSteps(deps.config, compressLargeAnswers()));
  mountAuthRoutes(app, deps);
  for (const router of featureRouters(deps)) app.route("/api", router);

  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Hulppost",
      version: API_VERSION,
      description: "Planning and staffing of first-aid posts at events. Every route names its permission.",
    },
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "session", {
    type: "apiKey",
    in: "cookie",
    name: "hulppost.session_token",
    description: "The session cookie set by /api/auth/sign-in/email; the same token also works as a bearer token.",
  });
  app.get("/api/docs", (c) => {
    const doc = app.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "Hulppost", version: API_VERSION } });
    return c.html(renderApiReference(doc));
  });

  app.all("/api/*", () => {
    throw new AppError(404, "NOT_FOUND", "No such API endpoint");
  });

  const webRoot = options.webRoot ?? fileURLToPath(new URL("../../web/dist", import.meta.url));
  const web = createStaticHandler(webRoot);
  const landing = createLandingPage(
    webRoot,
    () => publicPrices(deps.db),
    (error) => deps.logger.error({ err: loggableError(error) }, "landing page render failed"),
  );
  if (options.warmPages) setImmediate(() => void landing.warm());
  app.on(["GET", "HEAD"], "*", async (c) => {
    if (!web.available) return c.text("The web app is not built yet: run `npm run build`.", 503);
    return (await landing.serve(c)) ?? web.serve(c);
  });

  app.onError((error, c) => {
    if (error instanceof AppError) {
      // The rest of a body over the limit is never read, so the connection cannot carry another
      // request; say so, or a keep-alive client sends its next request into a closed socket.
      if (error.status === 413) c.header("Connection", "close");
      return c.json(
        { error: { code: error.code, message: error.message, fields: error.fields, details: error.details } },
        error.status,
      );
    }
    if (error instanceof HTTPException) {
      const malformed = error.status === 400 && /json/i.test(error.message);
      return c.json(
        {
          error: malformed
            ? { code: "INVALID_JSON", message: "The request body is not valid JSON" }
            : {
                code: error.status === 401 ? "UNAUTHENTICATED" : "BAD_REQUEST",
                message: error.message || "Bad request",
              },
        },
        error.status,
      );
    }
    requestLogger(c, deps.logger).error({ err: loggableError(error) }, "unhandled error");
    return c.json({ error: { code: "INTERNAL_ERROR", message: "Something went wrong on our side" } }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
