// The web on a festival network (`npm run bench:web`, after `npm run build`): the built server on
// a fresh embedded database with the demo data, reached through a proxy that is a slow 4G link
// (400 kbit/s each way, 400 ms a round trip: slow-network.mjs), in a Chromium whose CPU CDP slows
// 4×. Prints the landing page's largest paint (first and second visit), the time from "sign in" to
// the caregiver's dashboard, the offline part of the service worker's cache and how long after
// signing in the app says it is ready to work offline (decision 061), each against the goal.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { offlineParts, sizeOf } from "../offline-parts.mjs";
import { startHttpsFront } from "./https-front.mjs";
import { median } from "./median.mjs";
import { startSlowNetwork } from "./slow-network.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const dist = path.join(root, "apps/web/dist");
const { chromium } = createRequire(path.join(root, "package.json"))("playwright-core");
/** Sign-ins measured, each from a new browser (BENCH_SIGN_IN_ROUNDS): the figure is their median. */
const SIGN_IN_ROUNDS = Number(process.env.BENCH_SIGN_IN_ROUNDS ?? 3);
/** Slow 4G as the issue measures it: 400 ms a round trip, 400 kbit/s each way. */
const SLOW = { latencyMs: 400, downKbps: 400, upKbps: 400 };
/**
 * How the browser reaches the server: `https` (the default) as through a deployment's reverse proxy,
 * TLS and HTTP/2 (https-front.mjs); `http` as the plain HTTP/1.1 of `npm start`, the earlier figures'.
 */
const LINK = process.env.BENCH_WEB_LINK === "http" ? "http" : "https";
const QUIET = ["--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
/** The switch that has Chromium trust the HTTPS front's certificate, made for this run (https-front.mjs). */
let trustTheFront = [];

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
      return {
        executablePath: candidate,
        args: ["--no-sandbox", "--disable-gpu", "--disable-quic", ...QUIET, ...trustTheFront],
      };
  const require = createRequire(path.join(root, "e2e/package.json"));
  const { default: sparticuz } = await import(require.resolve("@sparticuz/chromium"));
  return {
    executablePath: await sparticuz.executablePath(),
    args: ["--no-sandbox", "--no-zygote", "--disable-gpu", "--disable-quic", ...QUIET, ...trustTheFront],
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
  const direct = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); Date.now() - started < 120_000; ) {
    const up = await fetch(`${direct}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { server, port };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error("the server did not start");
}

/** A phone: 375 px, Dutch, the worker allowed, the CPU slowed 4×. */
async function phone(browser, base) {
  const context = await browser.newContext({
    baseURL: base,
    serviceWorkers: "allow",
    // The test's own requests (the signed-out phone's set-up) meet the front's certificate too.
    ignoreHTTPSErrors: LINK === "https",
    viewport: { width: 375, height: 812 },
    locale: "nl-BE",
  });
  const page = await context.newPage();
  await slowCpu(context, page);
  return { context, page };
}

/** The phone of someone who has used the app before on another device (the tour done) and is signed out now. */
async function signedOutPhone(browser, base, email) {
  const { context, page } = await phone(browser, base);
  await page.request.post("/api/auth/sign-in/email", { data: { email, password: "demo1234" } });
  await page.request.post("/api/me/onboarding/complete", { data: {} });
  await context.clearCookies();
  return { context, page };
}

/** Milliseconds from pressing "sign in" on a slow-4G, CPU-4× page to "ready to work offline". */
async function timeToReady(base, email) {
  const browser = await chromium.launch({ ...(await browserExecutable()), headless: true });
  try {
    const { page } = await signedOutPhone(browser, base, email);
    await page.goto("/auth");
    await page.locator("#email").fill(email);
    await page.locator("#password").fill("demo1234");
    const started = Date.now();
    const before = network.carriedDown();
    await page.getByTestId("sign-in-submit").click();
    await page.locator('html[data-offline="ready"]').waitFor({ state: "attached", timeout: 180_000 });
    const ms = Date.now() - started;
    console.log(
      `  (from sign-in to ready, ${Math.round((network.carriedDown() - before) / 1024)} KB crossed the link)`,
    );
    return ms;
  } finally {
    await browser.close();
  }
}

/** A phone's processor: 4× slower than this machine's (the network is the proxy's). */
async function slowCpu(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return cdp;
}

/** The page's largest contentful paint (ms after the navigation started), once it has settled. */
async function largestPaint(page, url) {
  await page.goto(url, { waitUntil: "load", timeout: 120_000 });
  // A page that paints only from its JavaScript has no candidate yet at "load".
  await page.locator("h1").first().waitFor({ timeout: 120_000 });
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = entry.startTime;
        }).observe({ type: "largest-contentful-paint", buffered: true });
        // Later candidates (the app taking over) come within a moment of the load.
        setTimeout(() => resolve(last), 500);
      }),
  );
}

/** The landing page on a first visit (empty cache), then a second visit in the same browser. */
async function landingPaints(base) {
  const browser = await chromium.launch({ ...(await browserExecutable()), headless: true });
  try {
    const { page } = await phone(browser, base);
    const first = await largestPaint(page, "/");
    // The visitor leaves and comes back later: by then the service worker has installed and kept
    // the painted page (decision 060).
    // (Polled with evaluate: waitForFunction takes the promise an async check returns for a yes.)
    for (const started = Date.now(); ; ) {
      const kept = await page.evaluate(
        async () =>
          navigator.serviceWorker.controller !== null &&
          (await (await caches.open("hulppost-painted-pages")).match("/")) !== undefined,
      );
      if (kept) break;
      if (Date.now() - started > 300_000) throw new Error("the service worker did not keep the painted page");
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await page.goto("about:blank");
    const second = await largestPaint(page, "/");
    return { first, second };
  } finally {
    await browser.close();
  }
}

/**
 * The landing page's first visit as the issue measured its 2.6 s: the server reached directly, the
 * page slowed by CDP's network emulation (400 ms and 400 kbit/s), which adds its latency once per
 * request and not to the connection's handshakes. Beside the link's figure, it shows how much of
 * that figure is the page and how much the three round trips of a new TLS connection.
 */
async function landingFirstPaintByCdp(directBase) {
  const browser = await chromium.launch({ ...(await browserExecutable()), headless: true });
  try {
    const { context, page } = await phone(browser, directBase);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const bytesPerSecond = (kbps) => (kbps * 1000) / 8;
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: SLOW.latencyMs,
      downloadThroughput: bytesPerSecond(SLOW.downKbps),
      uploadThroughput: bytesPerSecond(SLOW.upKbps),
    });
    return await largestPaint(page, "/");
  } finally {
    await browser.close();
  }
}

/** Milliseconds from pressing "sign in" to the caregiver's dashboard: on a first visit, and returning another day. */
async function signInToDashboard(base, email) {
  const browser = await chromium.launch({ ...(await browserExecutable()), headless: true });
  try {
    const { context, page } = await signedOutPhone(browser, base, email);
    const opened = Date.now();
    await page.goto("/auth", { waitUntil: "load", timeout: 120_000 });
    // The painted form shows at once; its button works once the app has taken over.
    const usable = enabledSubmit(page).then(() => Date.now() - opened);
    // A person types their address and password on a phone, a key every 150 ms or so (the app
    // uses that time to load the first screen after signing in), then presses "sign in".
    await page.locator("#email").pressSequentially(email, { delay: 150 });
    await page.locator("#password").pressSequentially("demo1234", { delay: 150 });
    const first = await pressSignIn(page);
    const formUsable = await usable;
    // The same person another day: the app's code is on the device (the worker kept it), the
    // session is gone (expired, or ended on the server), so they sign in again.
    await page.locator('html[data-offline="ready"]').waitFor({ state: "attached", timeout: 300_000 });
    await context.clearCookies();
    await page.goto("/auth", { waitUntil: "load", timeout: 120_000 });
    await page.locator("#email").pressSequentially(email, { delay: 150 });
    await page.locator("#password").pressSequentially("demo1234", { delay: 150 });
    const returning = await pressSignIn(page);
    return { first, returning, formUsable };
  } finally {
    await browser.close();
  }
}

const enabledSubmit = (page) =>
  page.locator('[data-testid="sign-in-submit"]:not([disabled])').waitFor({ timeout: 120_000 });

/**
 * A first visit to the landing page, 3 s of reading, then "sign in" in the menu: milliseconds from
 * that tap to a sign-in form that works (decision 060's addendum: the landing page loads its code).
 */
async function landingToSignIn(base) {
  const browser = await chromium.launch({ ...(await browserExecutable()), headless: true });
  try {
    const { page } = await phone(browser, base);
    await page.goto("/", { waitUntil: "load", timeout: 120_000 });
    await page.waitForTimeout(3000);
    const started = Date.now();
    await page.getByTestId("landing-menu").click();
    await page.getByTestId("landing-mobile-menu").locator('a[href="/auth"]').click();
    await enabledSubmit(page);
    return Date.now() - started;
  } finally {
    await browser.close();
  }
}

/**
 * Pressing "sign in" until the caregiver's dashboard heading shows, two ways: `wall`, the bench's
 * clock around Playwright's click and wait (which includes Playwright finding and checking the
 * button before the click, and polling for the heading after, both on the slowed CPU); and `felt`,
 * the page's own clock from the tap's event to the frame after the one that first holds the
 * heading (the person's wait, without Playwright's work around it).
 */
async function pressSignIn(page) {
  await page.evaluate(() => {
    const marks = {};
    window.__signInMarks = marks;
    const button = document.querySelector('[data-testid="sign-in-submit"]');
    button?.addEventListener("click", (event) => (marks.tap ??= event.timeStamp), { capture: true, once: true });
    const watch = new MutationObserver(() => {
      if (!document.querySelector('[data-testid="caregiver-dashboard"] h1')) return;
      watch.disconnect();
      // The frame that holds the heading starts at the next animation frame; it is on screen by the one after.
      requestAnimationFrame(() => requestAnimationFrame((shown) => (marks.shown = shown)));
    });
    watch.observe(document, { subtree: true, childList: true });
  });
  const started = Date.now();
  await page.getByTestId("sign-in-submit").click();
  await page.getByTestId("caregiver-dashboard").getByRole("heading").first().waitFor({ timeout: 120_000 });
  const wall = Date.now() - started;
  await page.waitForFunction(() => window.__signInMarks.shown !== undefined, null, { timeout: 10_000 });
  const felt = await page.evaluate(() => Math.round(window.__signInMarks.shown - window.__signInMarks.tap));
  return { wall, felt };
}

const kb = (n) => `${Math.round(n / 1024)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const { core, rest } = offlineParts(dist, { role: "caregiver", lang: "nl" });
const c = sizeOf(dist, core);
const r = sizeOf(dist, rest);
console.log(
  `offline part (caregiver, nl): ${c.files} files, ${kb(c.gzip)} sent gzipped (${kb(c.bytes)} raw); goal < 600 KB: ${c.gzip < 600 * 1024 ? "met" : "NOT met"}`,
);
console.log(`rest, kept in the background: ${r.files} files, ${kb(r.gzip)} gzipped (${kb(r.bytes)} raw)`);
// BENCH_WEB_ONLY=paint or =offline runs one half (the figures of the other are not printed).
const only = process.env.BENCH_WEB_ONLY;
const { server, port } = await startServer();
const front = LINK === "https" ? await startHttpsFront({ port }) : null;
if (front) trustTheFront = [front.spkiArgument];
const network = await startSlowNetwork({ port: front?.port ?? port }, SLOW);
// The browser reaches the server through the slow link only (and the HTTPS front, on the server's side of it).
const base = `${LINK}://127.0.0.1:${network.port}`;
console.log(
  LINK === "https"
    ? "link: HTTPS with HTTP/2, as through a deployment's reverse proxy (BENCH_WEB_LINK=http: plain HTTP/1.1)"
    : "link: plain HTTP/1.1, as `npm start` serves it without a proxy",
);
try {
  if (only !== "offline") await paintFigures(base, `http://127.0.0.1:${port}`);
  if (only !== "paint") await offlineFigures(base);
} finally {
  await network.close();
  await front?.close();
  server.kill();
}

async function paintFigures(base, directBase) {
  const paints = await landingPaints(base);
  // A new connection's round trips before the page's first byte: TCP, then TLS 1.3, then the request.
  const floor = (LINK === "https" ? 3 : 2) * SLOW.latencyMs;
  console.log(
    `landing page, largest paint, first visit (slow 4G, CPU 4×): ${seconds(paints.first)}; goal < 1.2 s: ${paints.first < 1200 ? "met" : "NOT met"} (the link's round trips alone: ${seconds(floor)})`,
  );
  const byCdp = await landingFirstPaintByCdp(directBase);
  console.log(
    `  the same as the issue measured it (CDP's network emulation, the server direct): ${seconds(byCdp)}; goal < 1.2 s: ${byCdp < 1200 ? "met" : "NOT met"}`,
  );
  console.log(
    `landing page, largest paint, second visit: ${seconds(paints.second)}; goal < 0.5 s: ${paints.second < 500 ? "met" : "NOT met"}`,
  );
  console.log(
    `landing page, 3 s into a first visit, "sign in" tapped to a working form: ${seconds(await landingToSignIn(base))} (no goal in the issue)`,
  );
  // One sign-in swings by a fifth between runs on this shared host: the median of a few (each in a
  // browser of its own, as a first visit must be), with every run's figure beside it.
  const rounds = [];
  for (let round = 0; round < SIGN_IN_ROUNDS; round++)
    rounds.push(await signInToDashboard(base, "hulpverlener@demo.test"));
  console.log(
    `sign-in page, first visit, opened to a working form (the person types meanwhile): ${seconds(median(rounds.map((r) => r.formUsable)))} (no goal in the issue)`,
  );
  const signInLine = (label, pick) => {
    const felt = median(rounds.map((r) => pick(r).felt));
    const wall = median(rounds.map((r) => pick(r).wall));
    console.log(
      `sign in to the caregiver's dashboard, ${label}: tap to heading on screen ${seconds(felt)}; goal < 1.0 s: ${felt < 1000 ? "met" : "NOT met"} (median of ${rounds.length}: ${rounds.map((r) => seconds(pick(r).felt)).join(", ")}; Playwright's click and wait around it: ${seconds(wall)}, ${wall < 1000 ? "met" : "NOT met"})`,
    );
  };
  signInLine("first visit (slow 4G, CPU 4×)", (r) => r.first);
  signInLine("returning (the app on the device)", (r) => r.returning);
}

async function offlineFigures(base) {
  const ms = await timeToReady(base, "hulpverlener@demo.test");
  console.log(
    `ready to work offline after signing in (slow 4G, CPU 4×): ${(ms / 1000).toFixed(1)} s; goal < 20 s: ${ms < 20_000 ? "met" : "NOT met"}`,
  );
}
