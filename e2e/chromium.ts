import { existsSync } from "node:fs";

/** Keep Chromium quiet on a machine without internet; none of these touch what a page may do. */
const QUIET = [
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
];

/**
 * The flags the bundled Chromium runs with. Not @sparticuz/chromium's own list: that is made for
 * serverless machines and lifts the browser's security (--disable-web-security, no site isolation,
 * insecure content allowed), so tests would pass that a person's browser fails (a cross-origin
 * request, say). Only what this machine needs to start it: no sandbox as root, and no GPU: pages
 * draw in software, without the emulated GL (SwiftShader) that took three times the processor for
 * the same journeys (41 s against 15 s for two of them, decision 042); the maps are Leaflet, not WebGL.
 */
export const BUNDLED_CHROMIUM_ARGS = [
  "--no-sandbox",
  "--no-zygote",
  "--disable-gpu",
  "--font-render-hinting=none",
  ...QUIET,
];

export async function bundledChromium(): Promise<{ executablePath: string; args: string[] }> {
  const { default: chromium } = await import("@sparticuz/chromium");
  return { executablePath: await chromium.executablePath(), args: BUNDLED_CHROMIUM_ARGS };
}

/**
 * The browser for the tests, never downloaded by a test tool: CHROMIUM_PATH, else the system
 * Chromium, else the Chromium shipped inside the @sparticuz/chromium npm package.
 */
export async function resolveChromium(): Promise<{ executablePath: string; args: string[] }> {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ];
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate))
      return { executablePath: candidate, args: ["--no-sandbox", "--disable-gpu", ...QUIET] };
  }
  return bundledChromium();
}
