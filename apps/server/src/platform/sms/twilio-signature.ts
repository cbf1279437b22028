import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Twilio's request signature (X-Twilio-Signature): base64 of HMAC-SHA1 with the auth token, over
 * the full URL it posted to followed by every POST parameter sorted by name, each name then its
 * value (a repeated name: each of its values, sorted).
 * https://www.twilio.com/docs/usage/webhooks/webhooks-security
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string | string[]>): string {
  let data = url;
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    const values = Array.isArray(value) ? [...value].sort() : [value];
    for (const one of values) data += key + (one ?? "");
  }
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

/**
 * The same URL with its default port written out, and without it: Twilio's own validators accept
 * both, because what it signs depends on how the callback URL was written.
 */
function urlVariants(url: string): string[] {
  const parsed = new URL(url);
  const variants = [url];
  const defaultPort = parsed.protocol === "https:" ? "443" : parsed.protocol === "http:" ? "80" : null;
  if (defaultPort && !parsed.port) {
    variants.push(
      `${parsed.protocol}//${parsed.username ? `${parsed.username}:${parsed.password}@` : ""}${parsed.hostname}:${defaultPort}${parsed.pathname}${parsed.search}`,
    );
  }
  return variants;
}

/** Checks a signature in constant time. A missing one, or one of the wrong length, is false. */
export function verifyTwilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string | string[]>,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const given = Buffer.from(signature, "utf8");
  let valid = false;
  for (const candidate of urlVariants(url)) {
    const expected = Buffer.from(twilioSignature(authToken, candidate, params), "utf8");
    // Every variant is compared, so the time taken says nothing about which one (nearly) matched.
    if (expected.length === given.length && timingSafeEqual(expected, given)) valid = true;
  }
  return valid;
}
