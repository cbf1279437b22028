// A post that works offline for a night (`npm run bench:field`, also part of `npm run bench` on
// PostgreSQL): three devices, each a browser with its own storage, register patients with the quick
// input, measure them and send some home, all without a network, through the app's own pages.
// Halfway each device reloads; later one is closed and opened again from what it kept (its browser
// profile: service worker, IndexedDB, cookie). Then the network returns at once for all three and
// the bench measures how long each device takes to empty its queue, how many requests it sent, and
// checks on the server that every record is there exactly once and in the order each device made it.
//
// BENCH_FIELD_PATIENTS (default 500), BENCH_FIELD_MEASUREMENTS (2500), BENCH_FIELD_STATUS (300).

import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { serverOnFreshDatabase, signUpVerified } from "./bench-server.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const require = createRequire(path.join(root, "apps/server/package.json"));
const pg = require("pg");
const { chromium } = createRequire(path.join(root, "e2e/package.json"))("@playwright/test");

const PATIENTS = Number(process.env.BENCH_FIELD_PATIENTS ?? 500);
const MEASUREMENTS = Number(process.env.BENCH_FIELD_MEASUREMENTS ?? 2500);
const STATUS_CHANGES = Number(process.env.BENCH_FIELD_STATUS ?? 300);
/** The network that returns is a festival's: 400 ms each way, 400 kbit/s (0: loopback, as fast as it goes). */
const LATENCY_MS = Number(process.env.BENCH_FIELD_LATENCY_MS ?? 400);
const DEVICES = 3;
const PASSWORD = "bench-field-night";
const QUIET = ["--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

async function browserExecutable() {
  const { existsSync } = await import("node:fs");
  for (const candidate of [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"])
    if (candidate && existsSync(candidate))
      return { executablePath: candidate, args: ["--no-sandbox", "--disable-gpu", "--disable-quic", ...QUIET] };
  const { default: sparticuz } = await import(
    require.resolve("@sparticuz/chromium", { paths: [path.join(root, "e2e")] })
  );
  return { executablePath: await sparticuz.executablePath(), args: ["--no-sandbox", "--no-zygote", ...QUIET] };
}

/** One organisation, one live event, three caregivers on it (onboarding done, so no tour). */
async function seed(base, dbUrl) {
  const emails = Array.from({ length: DEVICES }, (_, i) => `night-${i + 1}@bench.test`);
  for (const [i, email] of emails.entries()) await signUpVerified(base, null, email, PASSWORD, `Nacht${i + 1}`);
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  await client.query("update users set email_verified = true where email = any($1)", [emails]);
  await client.query("update profiles set onboarding_completed_at = now(), is_nurse = true where email = any($1)", [
    emails,
  ]);
  const users = (await client.query("select id, email from users where email = any($1) order by email", [emails])).rows;
  const [{ id: orgId }] = (
    await client.query(
      `insert into organizations (name, display_name, plan, responsible_user_id) values ('bench_night', 'Nachtpost', 'premium', $1) returning id`,
      [users[0].id],
    )
  ).rows;
  await client.query("insert into organization_settings (organization_id) values ($1)", [orgId]);
  const [{ id: eventId }] = (
    await client.query(
      `insert into events (organization_id, name, date, end_date, start_time, end_time, starts_at, ends_at)
       values ($1, 'Nachtfestival', current_date - 1, current_date + 1, '10:00', '23:00',
               now() - interval '1 day', now() + interval '1 day') returning id`,
      [orgId],
    )
  ).rows;
  for (const user of users) {
    await client.query(
      "insert into user_organizations (user_id, organization_id, role, is_primary) values ($1, $2, 'hulpverlener', true)",
      [user.id, orgId],
    );
    await client.query("insert into user_roles (user_id, role) values ($1, 'hulpverlener') on conflict do nothing", [
      user.id,
    ]);
    await client.query(
      "insert into event_assignments (organization_id, event_id, user_id, qualification) values ($1, $2, $3, 'nurse')",
      [orgId, eventId, user.id],
    );
  }
  await client.end();
  return { orgId, eventId, users };
}

/** A device: its own browser profile (closing and opening it again keeps what a phone keeps). */
async function openDevice(browser, profileDir, base, offline) {
  const context = await chromium.launchPersistentContext(profileDir, {
    ...browser,
    headless: true,
    viewport: { width: 375, height: 812 },
    locale: "nl-BE",
    timezoneId: "Europe/Brussels",
    baseURL: base,
    serviceWorkers: "allow",
  });
  if (offline) await context.setOffline(true);
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page };
}

/** Until the service worker is installed (the whole app in its cache) and controls the page. */
async function controlled(page) {
  for (const started = Date.now(); Date.now() - started < 90_000; ) {
    const ready = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.state === "activated" && !!navigator.serviceWorker.controller;
    });
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the service worker did not take control");
}

/** How many changes wait in the device's queue (IndexedDB, as the app keeps it). */
const queued = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open("hulppost-field");
        open.onerror = () => resolve(-1);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("queue")) return resolve(0);
          const count = db.transaction("queue").objectStore("queue").count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
        };
      }),
  );

/** What one device does through the night: its share of patients, measurements and discharges. */
function planFor(device) {
  const share = (total) => Math.floor(total / DEVICES) + (device < total % DEVICES ? 1 : 0);
  const patients = share(PATIENTS);
  const measurements = share(MEASUREMENTS);
  const discharges = share(STATUS_CHANGES);
  return Array.from({ length: patients }, (_, i) => ({
    name: `Nacht${device + 1}-${String(i + 1).padStart(4, "0")}`,
    // Spread the device's measurements over its patients, the first ones getting the remainder.
    measurements: Math.floor(measurements / patients) + (i < measurements % patients ? 1 : 0),
    discharge: i < discharges,
  }));
}

/** From the post's list (or a record, back to the list), the quick input, as a nurse goes. */
async function register(page, name) {
  const back = page.getByTestId("patient-back");
  const quick = page.getByTestId("patient-quick-input").first();
  await back.or(quick).first().waitFor();
  if (await back.isVisible()) await back.dispatchEvent("click");
  await quick.dispatchEvent("click");
  await page.getByTestId("quick-name").fill(name);
  await page.getByTestId("quick-complaint").fill("Onwel na het concert");
  await page.getByTestId("quick-urgency-medium").dispatchEvent("click");
  await page.getByTestId("quick-save").dispatchEvent("click");
  await page.getByTestId("patient-name").filter({ hasText: name }).waitFor();
}

async function measure(page, heartRate) {
  // Toasts ("saved on this device") may cover the button at 375 px: tapped where it is anyway.
  await page.getByTestId("vitals-new").dispatchEvent("click");
  const dialog = page.getByTestId("vitals-dialog");
  await dialog.getByTestId("vitals-heartRate").fill(String(heartRate));
  await dialog.getByTestId("vitals-spo2").fill("97");
  await dialog.getByTestId("vitals-save").dispatchEvent("click");
  await dialog.getByTestId("vitals-table").waitFor();
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
}

async function workTheNight(device, onHalf) {
  try {
    return await work(device, onHalf);
  } catch (error) {
    await device.page
      .screenshot({ path: path.join(tmpdir(), `hulppost-night-${device.index + 1}.png`) })
      .catch(() => {});
    throw error;
  }
}

async function work(device, onHalf) {
  const plan = planFor(device.index);
  let made = 0;
  for (const [i, patient] of plan.entries()) {
    await register(device.page, patient.name);
    made += 1;
    // Heart rates count up per patient: the server's order of them is checkable.
    for (let m = 0; m < patient.measurements; m++) {
      await measure(device.page, 60 + m);
      made += 1;
    }
    if (patient.discharge) {
      await device.page.getByTestId("status-to-completed").dispatchEvent("click");
      await device.page
        .getByTestId("patient-status")
        .filter({ hasText: /afgerond/i })
        .waitFor();
      made += 1;
    }
    if (i === Math.floor(plan.length / 2)) await onHalf(device);
  }
  return made;
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : 0;
}

export async function benchFieldNight(pgUrl) {
  const { server, dbUrl, base } = await serverOnFreshDatabase(pgUrl, "field_night");
  const browser = await browserExecutable();
  const profiles = [];
  const devices = [];
  try {
    const { eventId, users } = await seed(base, dbUrl);
    // Each device signs in with the network, opens its post once and is ready for the field.
    for (let index = 0; index < DEVICES; index++) {
      const profileDir = mkdtempSync(path.join(tmpdir(), `hulppost-night-${index}-`));
      profiles.push(profileDir);
      const { context, page } = await openDevice(browser, profileDir, base, false);
      const signIn = await context.request.post("/api/auth/sign-in/email", {
        data: { email: users[index].email, password: PASSWORD },
      });
      if (!signIn.ok()) throw new Error(`sign-in ${users[index].email}: ${signIn.status()}`);
      await page.goto(`/dashboard/event-detail?id=${eventId}`);
      await page.getByTestId("patient-list").waitFor();
      await controlled(page);
      devices.push({ index, profileDir, context, page, userId: users[index].id, email: users[index].email });
    }

    // The network goes; the night's work is done on the devices.
    for (const device of devices) await device.context.setOffline(true);
    const started = Date.now();
    const reopened = DEVICES - 1;
    const made = await Promise.all(
      devices.map((device) =>
        workTheNight(device, async (d) => {
          // Halfway: a reload without network; the last device is closed and opened again from
          // what its browser profile kept, as a phone whose app was swiped away.
          if (d.index === reopened) {
            await d.context.close();
            const again = await openDevice(browser, d.profileDir, base, true);
            d.context = again.context;
            d.page = again.page;
            await d.page.goto(`/dashboard/event-detail?id=${eventId}`);
          } else await d.page.reload();
          await d.page.getByTestId("offline-banner").waitFor();
        }),
      ),
    );
    const workMinutes = (Date.now() - started) / 60_000;
    const waitingBefore = await Promise.all(devices.map((d) => queued(d.page)));

    // The network returns for all three at once.
    // Every write request a device sends, with the changes it carried (a batch carries many).
    const sent = devices.map(() => []);
    for (const [i, device] of devices.entries())
      device.page.on("response", (response) => {
        const request = response.request();
        if (
          request.method() === "GET" ||
          !/\/api\/orgs\/[^/]+\/(patient-changes|events\/[^/]+\/patients|patients\/)/.test(request.url())
        )
          return;
        const batch = request.url().endsWith("/patient-changes");
        const changes = batch ? (JSON.parse(request.postData() ?? "{}").changes?.length ?? 0) : 1;
        sent[i].push({ at: Date.now(), status: response.status(), changes, timing: request.timing() });
      });
    if (LATENCY_MS)
      for (const device of devices) {
        const cdp = await device.context.newCDPSession(device.page);
        await cdp.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: LATENCY_MS,
          downloadThroughput: 50_000,
          uploadThroughput: 50_000,
        });
      }
    const reconnect = Date.now();
    for (const device of devices) await device.context.setOffline(false);
    const emptied = await Promise.all(
      devices.map(async (device) => {
        for (;;) {
          if ((await queued(device.page)) === 0) return Date.now() - reconnect;
          if (Date.now() - reconnect > 15 * 60_000) throw new Error(`device ${device.index + 1}: queue not empty`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }),
    );

    // On the server: everything once, in each device's order.
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const counts = (
      await client.query(
        `select (select count(*)::int from patients where event_id = $1) as patients,
                (select count(*)::int from vital_signs v join patients p on p.id = v.patient_id where p.event_id = $1) as measurements,
                (select count(*)::int from patients where event_id = $1 and status = 'completed') as completed,
                (select count(*)::int from patient_history h join patients p on p.id = h.patient_id
                  where p.event_id = $1 and h.kind = 'status') as status_changes,
                (select count(distinct lower(first_name || ' ' || coalesce(last_name, '')))::int from patients where event_id = $1) as names`,
        [eventId],
      )
    ).rows[0];
    // The server's insertion order (history ids) against each device's order of making (the
    // device time each change carries): never a step back.
    const outOfOrder = (
      await client.query(
        `select h.actor_user_id, count(*)::int as steps_back from (
           select actor_user_id, at, lag(at) over (partition by actor_user_id order by id) as before
           from patient_history where kind in ('created', 'vitals', 'status') and organization_id = (
             select organization_id from events where id = $1)
         ) h where h.before > h.at group by h.actor_user_id`,
        [eventId],
      )
    ).rows;
    // Measurements of each patient in the order taken: heart rates count up from 60.
    const measurementOrder = (
      await client.query(
        `select count(*)::int as wrong from (
           select v.heart_rate, row_number() over (partition by v.patient_id order by v.measured_at, v.heart_rate) as n
           from vital_signs v join patients p on p.id = v.patient_id where p.event_id = $1
         ) m where m.heart_rate <> 59 + m.n`,
        [eventId],
      )
    ).rows[0].wrong;
    await client.end();

    return {
      plan: { patients: PATIENTS, measurements: MEASUREMENTS, statusChanges: STATUS_CHANGES, devices: DEVICES },
      workMinutes,
      made,
      waitingBefore,
      devices: devices.map((_device, i) => {
        // Each change's wait: from the network's return to the answer to the request that carried it.
        const latencies = sent[i].flatMap((r) => Array(r.changes).fill(r.at - reconnect)).sort((a, b) => a - b);
        return {
          device: i + 1,
          reopened: i === reopened,
          changes: made[i],
          requests: sent[i].length,
          refused: sent[i].filter((r) => r.status >= 400).length,
          p50: percentile(latencies, 0.5),
          p95: percentile(latencies, 0.95),
          emptyAfterMs: emptied[i],
          // Where a write's time goes: waiting for the server's answer, and the device's own time
          // between one answer and the next request.
          serverMs: percentile(
            sent[i].map((r) => r.timing.responseEnd - r.timing.requestStart).sort((a, b) => a - b),
            0.5,
          ),
          firstRequestAfterMs: sent[i][0] ? Math.round(sent[i][0].timing.startTime - reconnect) : null,
          gapMs: percentile(
            sent[i]
              .slice(1)
              .map((r, k) => r.timing.startTime - (sent[i][k].timing.startTime + sent[i][k].timing.responseEnd))
              .sort((a, b) => a - b),
            0.5,
          ),
        };
      }),
      server: { ...counts, outOfOrder, measurementOrder },
    };
  } finally {
    for (const device of devices) await device.context.close().catch(() => {});
    for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
    await server.stop();
  }
}

export function reportFieldNight(result) {
  const { plan, server } = result;
  console.log(
    `\nA night offline: ${plan.patients} patients, ${plan.measurements} measurements and ${plan.statusChanges} discharges made on ${plan.devices} devices in ${result.workMinutes.toFixed(1)} min, without network; then the network returns for all at once`,
  );
  console.log(
    LATENCY_MS
      ? `The network that returns: ${LATENCY_MS} ms latency, 400 kbit/s each way (a festival's); per change, from its return to the answer that carried it:`
      : "The network that returns: loopback; per change, from its return to the answer that carried it:",
  );
  console.log("device           changes   requests   refused   first request   p50 ms   p95 ms   queue empty after");
  for (const d of result.devices)
    console.log(
      `${`${d.device}${d.reopened ? " (reopened)" : ""}`.padEnd(15)} ${String(d.changes).padStart(8)} ${String(d.requests).padStart(10)} ${String(d.refused).padStart(9)} ${`${d.firstRequestAfterMs} ms`.padStart(15)} ${String(d.p50).padStart(8)} ${String(d.p95).padStart(8)} ${`${(d.emptyAfterMs / 1000).toFixed(1)} s`.padStart(19)}`,
    );
  const lost = plan.patients - server.names;
  const exact =
    server.patients === plan.patients &&
    server.names === plan.patients &&
    server.measurements === plan.measurements &&
    server.completed === plan.statusChanges &&
    server.status_changes === plan.statusChanges;
  console.log(
    `Server: ${server.patients} patients (${server.names} distinct), ${server.measurements} measurements, ${server.completed} discharged (${server.status_changes} status changes in the histories)`,
  );
  console.log(
    `Lost: ${Math.max(0, lost)}; duplicated: ${server.patients - server.names}; out of a device's order: ${server.outOfOrder.reduce((n, r) => n + r.steps_back, 0)}; measurements out of order: ${server.measurementOrder}`,
  );
  console.log(
    `Target: every change exactly once, in each device's order: ${exact && !server.outOfOrder.length && !server.measurementOrder ? "met" : "NOT met"}.`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pgUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  benchFieldNight(pgUrl)
    .then((result) => {
      reportFieldNight(result);
      console.log(JSON.stringify(result, null, 2));
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
