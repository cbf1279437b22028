// The web on a festival network (`npm run bench:web`, after `npm run build`): the built server on
// a fresh embedded database with the demo data, a Chromium page throttled with CDP to slow 4G
// (400 kbit/s, 400 ms) and a CPU 4× slower. Prints the offline part of the service worker's cache
// and how long after signing in the app says it is ready to work offline (decision 061), each
// against the goal.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { offlineParts, sizeOf } from "../offline-parts.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const dist = path.join(root, "apps/web/dist");
const { chromium } = createRequire(path.join(root, "package.json"))("playwright-core");
const SLOW = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };
const QUIET = ["--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** The Chromium the journeys use (e2e/chromium.ts): a system one, else @sparticuz/chromium's. */
async function browserExecutable() {
  for (const candidate of [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"])
    if (candidate && existsSync(candidate))
      return { executablePath: candidate, args: ["--no-sandbox", "--disable-gpu", "--disable-quic", ...QUIET] };
  const require = createRequire(path.join(root, "e2e/package.json"));
  const { default: sparticuz } = await import(require.resolve("@sparticuz/chromium"));
  return {
    executablePath: await sparticuz.executablePath(),
    args: ["--no-sandbox", "--no-zygote", "--disable-gpu", "--disable-quic", ...QUIET],
  };
}

async function startServer() {
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(root, "apps/server/dist/main.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "hulppost-bench-web-")),
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
      SIGN_IN_MAX_ATTEMPTS: "100",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://localhost:${port}`;
  for (const started = Date.now(); Date.now() - started < 120_000; ) {
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { server, base };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error("the server did not start");
}

/** Milliseconds from pressing "sign in" on a slow-4G, CPU-4× page to "ready to work offline". */
async function timeToReady(base, email) {
  const browser = await chromium.launch({ ...(await browserExecutable()), headless: true });
  try {
    const context = await browser.newContext({
      baseURL: base,
      serviceWorkers: "allow",
      viewport: { width: 375, height: 812 },
      locale: "nl-BE",
    });
    const page = await context.newPage();
    // The tour done beforehand, as for a person who has used the app before on another device.
    await page.request.post("/api/auth/sign-in/email", { data: { email, password: "demo1234" } });
    await page.request.post("/api/me/onboarding/complete", { data: {} });
    await context.clearCookies();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto("/auth");
    await page.locator("#email").fill(email);
    await page.locator("#password").fill("demo1234");
    const started = Date.now();
    await page.getByTestId("sign-in-submit").click();
    await page.locator('html[data-offline="ready"]').waitFor({ state: "attached", timeout: 180_000 });
    return Date.now() - started;
  } finally {
    await browser.close();
  }
}

const kb = (n) => `${Math.round(n / 1024)} KB`;
const { core, rest } = offlineParts(dist, { role: "caregiver", lang: "nl" });
const c = sizeOf(dist, core);
const r = sizeOf(dist, rest);
console.log(
  `offline part (caregiver, nl): ${c.files} files, ${kb(c.gzip)} sent gzipped (${kb(c.bytes)} raw); goal < 600 KB: ${c.gzip < 600 * 1024 ? "met" : "NOT met"}`,
);
console.log(`rest, kept in the background: ${r.files} files, ${kb(r.gzip)} gzipped (${kb(r.bytes)} raw)`);
const { server, base } = await startServer();
try {
  const ms = await timeToReady(base, "hulpverlener@demo.test");
  console.log(
    `ready to work offline after signing in (slow 4G, CPU 4×): ${(ms / 1000).toFixed(1)} s; goal < 20 s: ${ms < 20_000 ? "met" : "NOT met"}`,
  );
  // CDP's emulation is the page's: the service worker's own fetches (its install, and what the
  // page asks for through it) are not slowed, so this is a lower bound.
  console.log("  (the service worker's own requests are not throttled by the page's CDP session: a lower bound)");
} finally {
  server.kill();
}
