import type { Config } from "../config";

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** Hosts a laptop install answers links for without APP_URL; Better Auth's pattern syntax. */
export const LOOPBACK_HOST_PATTERNS = ["localhost", "localhost:*", "127.0.0.1", "127.0.0.1:*", "[::1]", "[::1]:*"];

/**
 * The origin links in mails point to: APP_URL when set (production), otherwise the loopback
 * origin the browser used, so a laptop install works on localhost and 127.0.0.1 alike. Any other
 * Host header is ignored: whoever asks for someone's reset mail must not choose where its link
 * (with the token) points.
 */
export function publicOrigin(config: Config, request?: Request | null): string {
  if (config.APP_URL) return new URL(config.APP_URL).origin;
  const host = request?.headers.get("host");
  if (host && LOOPBACK.test(host)) return `http://${host}`;
  return `http://localhost:${config.PORT}`;
}

/**
 * Origins whose requests may change state. With APP_URL it is that origin alone. Without it (a
 * laptop or test install) it is the server's own origin as the browser addressed it, plus the
 * loopback names, which lets the Vite dev server on another port talk to the API.
 */
export function isTrustedOrigin(config: Config, origin: string, host: string | null | undefined): boolean {
  if (config.APP_URL) return origin === new URL(config.APP_URL).origin;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (host && url.host === host) return true;
  return LOOPBACK.test(url.host);
}

export function trustedOriginsFor(config: Config, request?: Request): string[] {
  if (config.APP_URL) return [new URL(config.APP_URL).origin];
  const origins = new Set<string>();
  const host = request?.headers.get("host");
  if (host) origins.add(`http://${host}`);
  const origin = request?.headers.get("origin");
  if (origin && isTrustedOrigin(config, origin, host)) origins.add(origin);
  origins.add(`http://localhost:${config.PORT}`);
  origins.add(`http://127.0.0.1:${config.PORT}`);
  return [...origins];
}
