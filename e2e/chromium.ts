import { existsSync } from "node:fs";

/**
 * The browser for the tests, never downloaded by a test tool: CHROMIUM_PATH, else the system
 * Chromium, else the Chromium shipped inside the @sparticuz/chromium npm package.
 */
export async function resolveChromium(): Promise<{ executablePath: string; args: string[] }> {
  const common = [
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
  ];
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ];
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate))
      return { executablePath: candidate, args: ["--no-sandbox", "--disable-gpu", ...common] };
  }
  const { default: chromium } = await import("@sparticuz/chromium");
  const executablePath = await chromium.executablePath();
  // Sparticuz's own flags are for serverless machines; keep the ones that matter here.
  const args = chromium.args.filter((a) => !a.startsWith("--single-process") && !a.startsWith("--window-size"));
  return { executablePath, args: [...args, ...common] };
}
