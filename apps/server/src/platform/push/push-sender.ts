import webPush from "web-push";
import type { VapidKeys } from "./vapid";

/** The push services of the big browsers (Chrome/Edge/Android, Firefox, Safari, Windows). */
const KNOWN_SERVICES = [
  /^https:\/\/fcm\.googleapis\.com$/,
  /^https:\/\/android\.googleapis\.com$/,
  /^https:\/\/updates\.push\.services\.mozilla\.com$/,
  /^https:\/\/([a-z0-9-]+\.)*push\.apple\.com$/,
  /^https:\/\/[a-z0-9-]+\.notify\.windows\.com$/,
];

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the push service answered: taken, gone for good (remove the subscription), or failed. */
export type PushOutcome = { kind: "sent" } | { kind: "gone"; status: number } | { kind: "failed"; error: string };

export interface PushSender {
  /** Whether the server sends to this endpoint at all (a known push service, or one of the config's). */
  accepts(endpoint: string): boolean;
  send(
    target: PushTarget,
    payload: string,
    options: { urgency: "high" | "normal"; ttlSeconds: number; topic?: string },
  ): Promise<PushOutcome>;
  publicKey: string;
}

const SEND_TIMEOUT_MS = 10_000;

/**
 * Web Push through the `web-push` library (decision 046): it encrypts the payload for the
 * subscription (RFC 8291, aes128gcm) and signs the request with the server's VAPID key; the
 * request itself goes out with fetch, so a local push service of the tests may be plain http.
 */
export function createPushSender(keys: VapidKeys, extraOrigins: readonly string[]): PushSender {
  const extra = new Set(extraOrigins.map((o) => new URL(o).origin));
  const accepts = (endpoint: string) => {
    let origin: string;
    try {
      origin = new URL(endpoint).origin;
    } catch {
      return false;
    }
    return extra.has(origin) || KNOWN_SERVICES.some((service) => service.test(origin));
  };
  return {
    publicKey: keys.publicKey,
    accepts,
    async send(target, payload, options) {
      if (!accepts(target.endpoint)) return { kind: "failed", error: "not a known push service" };
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: keys,
          TTL: options.ttlSeconds,
          urgency: options.urgency,
          ...(options.topic ? { topic: options.topic } : {}),
        },
      );
      try {
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ?? null,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) return { kind: "sent" };
        // 404 and 410: the subscription expired or was withdrawn (RFC 8030 §7.3).
        if (response.status === 404 || response.status === 410) return { kind: "gone", status: response.status };
        return { kind: "failed", error: `push service answered ${response.status}` };
      } catch (error) {
        return { kind: "failed", error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
