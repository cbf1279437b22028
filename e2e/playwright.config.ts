import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, type PlaywrightTestConfig } from "@playwright/test";
import { resolveChromium } from "./chromium";

const chromium = await resolveChromium();
const basePort = Number(process.env.E2E_PORT ?? 4173);
// Journeys run on several workers at once (decision 042): a journey mostly waits on its page, not
// on the processor. Each worker has a slot of its own: a server on a fresh database with the demo
// data and its two stand-ins, on ports 4173-4175 for the first, 4183-4185 for the second, and so
// on, so that no journey sees another's data. Playwright gives a worker its slot as
// TEST_PARALLEL_INDEX (0 … workers - 1, kept when a worker restarts); the runner, which starts the
// servers, has none.
const workers = Number(process.env.E2E_WORKERS ?? 3);
const slots = Array.from({ length: workers }, (_, i) => basePort + 10 * i);
const port = slots[Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? basePort;
const twilioToken = "e2e-fake-twilio-token";
const stripe = {
  key: "sk_test_E2eFakeStripeKey0000",
  webhook: "whsec_E2eFakeStripeSecret000",
  product: "prod_E2ePremium",
};

type WebServer = Exclude<NonNullable<PlaywrightTestConfig["webServer"]>, unknown[]>;

/** The three processes of one slot; only the runner starts them, so only it makes data folders. */
function slotServers(port: number): WebServer[] {
  // The SMS journeys talk to a stand-in for Twilio's API on the next port (fake-twilio.mjs), which
  // sends signed delivery reports back: the real provider code runs, nothing leaves the machine.
  const fakeTwilioPort = port + 1;
  // Plans and payment go through a stand-in for Stripe on the port after (apps/server/test/helpers/
  // fake-stripe.ts, the one the API tests use): its Checkout page pays, posts the signed webhooks
  // to the server and sends the browser back, as Stripe does.
  const fakeStripePort = port + 2;
  const dataDir = mkdtempSync(path.join(tmpdir(), "hulppost-e2e-"));
  return [
    {
      command: "node fake-twilio.mjs",
      url: `http://127.0.0.1:${fakeTwilioPort}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      // Each answer held back a moment, so a journey sees its recipients pending first.
      env: {
        FAKE_TWILIO_PORT: String(fakeTwilioPort),
        FAKE_TWILIO_AUTH_TOKEN: twilioToken,
        FAKE_TWILIO_ANSWER_DELAY_MS: "700",
      },
    },
    {
      command: "node --import tsx ../apps/server/test/helpers/fake-stripe-main.ts",
      url: `http://127.0.0.1:${fakeStripePort}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        FAKE_STRIPE_PORT: String(fakeStripePort),
        FAKE_STRIPE_SECRET_KEY: stripe.key,
        FAKE_STRIPE_WEBHOOK_SECRET: stripe.webhook,
        FAKE_STRIPE_DELIVER_TO: `http://127.0.0.1:${port}/api/billing/stripe/webhook`,
      },
    },
    {
      command: "node ../apps/server/dist/main.js",
      url: `http://localhost:${port}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        NODE_ENV: "development",
        CONTACT_EMAIL: "contact@hulppost.test",
        // Every journey signs in from 127.0.0.1: more than the 100 attempts per address in 15
        // minutes that protect a real server. The limit itself is tested by the API suite.
        SIGN_IN_MAX_ATTEMPTS: "100",
        SMS_PROVIDER: "twilio",
        TWILIO_API_URL: `http://127.0.0.1:${fakeTwilioPort}`,
        TWILIO_ACCOUNT_SID: `AC${"e2e0".repeat(8)}`,
        TWILIO_AUTH_TOKEN: twilioToken,
        SMS_SENDER: "Hulppost",
        STRIPE_SECRET_KEY: stripe.key,
        STRIPE_WEBHOOK_SECRET: stripe.webhook,
        STRIPE_PREMIUM_PRODUCT_ID: stripe.product,
        STRIPE_API_URL: `http://127.0.0.1:${fakeStripePort}`,
        // Alerts: the journeys' own push service, which decrypts what the server sends (alerts.spec).
        PUSH_SERVICE_ORIGINS: `http://127.0.0.1:${port + 3}`,
      },
    },
  ];
}

/**
 * Journeys through the real pages: the built server on a fresh embedded database with the demo
 * data, driven in a real Chromium. Mails land in the outbox table, which tests read over SQL.
 */
export default defineConfig({
  testDir: "./tests",
  outputDir: "./test-results",
  // Three journeys share two cores, so the longest (an offline shift with a reload, about 45 s
  // alone) gets twice its own time.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // Journeys share nothing but their slot's demo data, so Playwright may hand out single tests:
  // the slots then end within seconds of each other.
  fullyParallel: true,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: "test-results/results.json" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: chromium.executablePath, args: chromium.args },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    locale: "nl-BE",
    timezoneId: "Europe/Brussels",
    // The service worker (field mode) would answer requests past page.route and keep old pages;
    // only the field mode journeys, which are about it, let it run.
    serviceWorkers: "block",
    // As a person who asked their device for less motion: a spinner or the pulsing dot of a live
    // event stops instead of redrawing every frame, which three browsers on two cores feel
    // (decision 042). Nothing a journey checks moves.
    reducedMotion: "reduce",
  },
  projects: [{ name: "chromium", use: { browserName: "chromium", viewport: { width: 1280, height: 800 } } }],
  webServer: process.env.TEST_PARALLEL_INDEX === undefined ? slots.flatMap(slotServers) : [],
});
