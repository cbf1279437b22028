import { PLAN_LIMITS } from "@hulppost/shared/constants";
import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { AppDeps } from "../../app-deps";
import { organizationSettings, organizations } from "../../db/schema/index";
import type { AppEnv } from "../../http/context";
import { AppError, notFound } from "../../http/errors";

export const smsMessageNotFound = () => notFound("SMS message not found", "SMS_MESSAGE_NOT_FOUND");

/**
 * What a route of the SMS center needs beyond its permission:
 * - `send` (preview, send): a plan with SMS (403 PLAN_NO_SMS), then the switch (403 SMS_DISABLED);
 * - `read` (history, cancel): the switch;
 * - `overview`: the switch, except on a plan without SMS: then the page still learns that the plan
 *   is why (`allowed: false`) and can offer the upgrade, though the free plan keeps the switch off.
 * Runs after `authorize`, so an outsider gets the 404 of a foreign organisation first. No settings
 * row means the defaults: every switch on.
 */
export function requireSmsCenter(deps: AppDeps, need: "send" | "read" | "overview"): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const [row] = await deps.db
      .select({ plan: organizations.plan, on: organizationSettings.smsCenterEnabled })
      .from(organizations)
      .leftJoin(organizationSettings, eq(organizationSettings.organizationId, organizations.id))
      .where(eq(organizations.id, c.get("access").organizationId));
    const planAllows = row ? PLAN_LIMITS[row.plan].sms : false;
    if (!planAllows && need === "send")
      throw new AppError(403, "PLAN_NO_SMS", "The free plan has no SMS; upgrade to Premium to send text messages");
    if (!planAllows && need === "overview") return next();
    if (row?.on === false)
      throw new AppError(403, "SMS_DISABLED", "The SMS center is switched off for this organisation");
    return next();
  };
}
