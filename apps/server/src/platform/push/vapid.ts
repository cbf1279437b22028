import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webPush from "web-push";
import type { Config } from "../../config";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who the push services may write to about this server: a mailto: or the app's address. */
  subject: string;
}

/**
 * The server's VAPID key pair (RFC 8292): from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, or made once
 * and kept in the data directory like the session secret, so the browsers' subscriptions (which
 * are bound to the public key) survive a restart.
 */
export function resolveVapidKeys(config: Config): VapidKeys {
  const subject =
    config.VAPID_SUBJECT ?? (config.APP_URL?.startsWith("https://") ? config.APP_URL : "mailto:push@hulppost.local");
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  const file = path.join(config.DATA_DIR, "vapid-keys.json");
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
    return { ...kept, subject };
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  const made = webPush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(made), { mode: 0o600 });
  return { ...made, subject };
}
