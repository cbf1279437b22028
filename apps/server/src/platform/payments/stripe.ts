import Stripe from "stripe";
import type { StripeConfig } from "../../config";

/**
 * The official Stripe library, configured once at start (decision 033). `STRIPE_API_URL` points it
 * at another origin (the tests' local stand-in) through the library's own host/port/protocol
 * options. Two network retries with the library's back-off and idempotency keys; a 10 s timeout
 * so a slow Stripe never holds a request for the library's default 80 s.
 */
export function createStripeClient(config: StripeConfig): Stripe {
  const target = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    appInfo: { name: "Hulppost" },
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === "https:" ? 443 : 80),
          protocol: target.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

export type { Stripe };
