// The realtime part of `npm run bench`: 2,000 change streams open on one built server
// process on PostgreSQL, then chat messages committed one at a time, each fanned out to all 2,000
// (target: p99 from commit to arrival under 200 ms), and the server's memory per open stream.
// The streams belong to 20 caregivers (100 tabs each), so the caregiver rules run for every notice.

import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { serverOnFreshDatabase, signUpVerified } from "./bench-server.mjs";
import { signIn } from "./run.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const require = createRequire(path.join(root, "apps/server/package.json"));
const pg = require("pg");

export const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);
export const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 20);
const CAREGIVERS = 20;
// 2,000 sockets here and 2,000 in the server: `ulimit -n` must allow more than that in each.

const rssKb = (pid) => Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** One stream read the way a browser tab does; `onData` sees every chunk as it arrives. */
function openStream(agent, port, orgId, cookie, onData) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: `/api/orgs/${orgId}/stream`,
        agent,
        headers: { cookie, accept: "text/event-stream" },
      },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
        response.setEncoding("utf8");
        let ready = false;
        response.on("data", (chunk) => {
          if (!ready && chunk.includes("event: ready")) {
            ready = true;
            resolve(request);
          }
          onData(chunk);
        });
        response.on("error", () => {});
      },
    );
    request.on("error", reject);
    request.end();
  });
}

export async function benchRealtime(pgUrl) {
  const { server, base, dbUrl, port } = await serverOnFreshDatabase(pgUrl, "realtime", {
    SIGN_IN_MAX_ATTEMPTS: "1000",
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const requests = [];
  try {
    const emails = Array.from({ length: CAREGIVERS }, (_, i) => `bench-stream-${i}@example.test`);
    for (const email of emails) await signUpVerified(base, null, email, "bench-pass", "Stream");
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    await client.query("update users set email_verified = true");
    const users = (await client.query("select id from users order by email")).rows.map((r) => r.id);
    const [{ id: orgId }] = (
      await client.query(
        `insert into organizations (name, display_name, plan, responsible_user_id)
         values ('bench_realtime', 'Bench Realtime', 'premium', $1) returning id`,
        [users[0]],
      )
    ).rows;
    await client.query("insert into organization_settings (organization_id) values ($1)", [orgId]);
    await client.query(
      `insert into user_organizations (user_id, organization_id, role, is_primary)
       select u, $1, 'hulpverlener', true from unnest($2::uuid[]) u`,
      [orgId, users],
    );
    const cookies = [];
    for (const email of emails) cookies.push(await signIn(base, email, "bench-pass"));

    // Arrival times per message id, per stream.
    const arrivals = new Map();
    let marker = null;
    const onData = (chunk) => {
      if (marker && chunk.includes(marker)) arrivals.get(marker).push(performance.now());
    };

    await sleep(1000);
    const rssBefore = rssKb(server.child.pid);
    const openStarted = performance.now();
    for (let i = 0; i < STREAMS; i += 100) {
      const batch = [];
      for (let j = i; j < Math.min(i + 100, STREAMS); j++)
        batch.push(openStream(agent, port, orgId, cookies[j % CAREGIVERS], onData));
      requests.push(...(await Promise.all(batch)));
    }
    const openMs = performance.now() - openStarted;
    await sleep(2000);
    const rssAfter = rssKb(server.child.pid);

    // One chat message at a time in the organisation's channel, committed by another client as the
    // chat API would; measured from just before the commit to each stream's arrival.
    const latencies = [];
    const perMessageP99 = [];
    for (let round = 0; round < MESSAGES; round++) {
      const id = randomUUID();
      marker = id;
      arrivals.set(id, []);
      const sent = performance.now();
      await client.query("insert into chat_messages (id, organization_id, author_id, body) values ($1, $2, $3, $4)", [
        id,
        orgId,
        users[0],
        `Bench ${round}`,
      ]);
      const deadline = Date.now() + 5000;
      while (arrivals.get(id).length < STREAMS && Date.now() < deadline) await sleep(5);
      const got = arrivals.get(id).map((t) => t - sent);
      if (got.length < STREAMS) throw new Error(`message ${round}: ${got.length} of ${STREAMS} streams got it`);
      latencies.push(...got);
      got.sort((x, y) => x - y);
      perMessageP99.push(percentile(got, 0.99));
      await sleep(250);
    }
    await client.end();
    latencies.sort((x, y) => x - y);
    const round1 = (v) => Math.round(v * 10) / 10;
    return {
      streams: STREAMS,
      messages: MESSAGES,
      openSeconds: round1(openMs / 1000),
      rssBeforeMb: round1(rssBefore / 1024),
      rssAfterMb: round1(rssAfter / 1024),
      kbPerStream: round1((rssAfter - rssBefore) / STREAMS),
      p50: round1(percentile(latencies, 0.5)),
      p95: round1(percentile(latencies, 0.95)),
      p99: round1(percentile(latencies, 0.99)),
      max: round1(latencies.at(-1)),
      worstMessageP99: round1(Math.max(...perMessageP99)),
    };
  } finally {
    for (const request of requests) request.destroy();
    agent.destroy();
    await server.stop();
  }
}

export function reportRealtime(r) {
  console.log(
    `\nRealtime on PostgreSQL: ${r.streams} streams on one server process (opened in ${r.openSeconds} s), ${r.messages} chat messages, each fanned out to all`,
  );
  console.log("commit → arrival    p50 ms   p95 ms   p99 ms   max ms   worst message p99");
  console.log(
    `${"all deliveries".padEnd(18)} ${[r.p50, r.p95, r.p99, r.max].map((v) => String(v).padStart(8)).join(" ")} ${String(r.worstMessageP99).padStart(19)}`,
  );
  console.log(
    `Server memory: ${r.rssBeforeMb} MB RSS before, ${r.rssAfterMb} MB with the streams open: ${r.kbPerStream} KB per stream.`,
  );
  console.log(`\nTarget: p99 delivery under 200 ms to ${r.streams} streams: ${r.p99 < 200 ? "met" : "NOT met"}.`);
}
