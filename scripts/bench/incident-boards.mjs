// The second half of the incident bench: 50 boards open as the web has them, each on the
// organisation's change stream (SSE), refetching the board on a casualty's notice as the web does
// (apps/web/src/app/realtime): at once, then at most once per 500 ms (coalesce.ts, COALESCE_MS in
// realtime-provider.tsx), each refetch a random 0–500 ms later than that (the jitter,
// INCIDENT_REFETCH_JITTER_MS in refreshes.ts), while phones triage at 20 a second. Measured: from
// sending a triage (its commit is inside that request) to each board holding that casualty.

import { randomUUID } from "node:crypto";
import http from "node:http";

/** The web's numbers (see above): change them there and here together. */
const COALESCE_MS = 500;
const JITTER_MS = 500;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

/** The stream read as a browser tab does; `onNotice` for each casualty notice. */
function openStream(agent, port, orgId, cookie, onNotice) {
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
        response.on("data", (chunk) => {
          if (chunk.includes("event: ready")) resolve(request);
          if (chunk.includes('"kind":"casualty"')) onNotice();
        });
        response.on("error", () => {});
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/** One open board: refetches on notice like the web's coalescer, and notes when each awaited casualty shows. */
function board(boardUrl, cookie, awaited, latencies, fetchTimes) {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer = null;
  let fetching = false;
  let again = false;
  const refetch = async () => {
    if (fetching) {
      again = true;
      return;
    }
    fetching = true;
    do {
      again = false;
      const started = performance.now();
      // fetch takes gzip and unpacks it, as a browser does.
      const text = await (await fetch(boardUrl, { headers: { cookie } })).text();
      const now = performance.now();
      fetchTimes.push(now - started);
      for (const [tag, sentAt] of awaited)
        if (text.includes(`"${tag}"`)) {
          latencies.push(now - sentAt);
          awaited.delete(tag);
        }
    } while (again);
    fetching = false;
  };
  return {
    awaited,
    onNotice() {
      if (timer) return;
      const since = performance.now() - lastRun;
      // Coalesced as coalesce.ts; the refetch itself then waits its jitter.
      const run = () => {
        timer = null;
        lastRun = performance.now();
        setTimeout(() => refetch().catch(() => {}), Math.random() * JITTER_MS);
      };
      if (since >= COALESCE_MS) run();
      else timer = setTimeout(run, COALESCE_MS - since);
    },
  };
}

/**
 * `boards` streams open, then `rate` triages a second for `seconds` (new casualties by label,
 * `nextTag()`), each awaited on every board. Answers the commit-to-board latencies (p50, p95,
 * p99, max), the triages' own times and the boards' refetch times.
 */
export async function benchOpenBoards({
  base,
  port,
  orgId,
  incidentId,
  cookie,
  boards,
  rate,
  seconds,
  nextTag,
  answers,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const boardUrl = `${base}/api/orgs/${orgId}/incidents/${incidentId}`;
  const latencies = [];
  const fetchTimes = [];
  const triageTimes = [];
  const open = [];
  const streams = [];
  try {
    for (let i = 0; i < boards; i++) {
      const b = board(boardUrl, cookie, new Map(), latencies, fetchTimes);
      open.push(b);
      streams.push(await openStream(agent, port, orgId, cookie, () => b.onNotice()));
    }
    const triages = [];
    const started = performance.now();
    for (let n = 0; n < rate * seconds; n++) {
      const due = started + (n * 1000) / rate;
      if (due > performance.now()) await sleep(due - performance.now());
      const tag = nextTag();
      const sentAt = performance.now();
      for (const b of open) b.awaited.set(tag, sentAt);
      triages.push(
        fetch(`${base}/api/orgs/${orgId}/incidents/${incidentId}/triages`, {
          method: "POST",
          headers: { cookie, origin: base, "content-type": "application/json" },
          body: JSON.stringify({ clientId: randomUUID(), tagCode: tag, answers }),
        }).then(async (response) => {
          await response.text();
          if (!response.ok) throw new Error(`triage answered ${response.status}`);
          triageTimes.push(performance.now() - sentAt);
        }),
      );
    }
    await Promise.all(triages);
    // The last notices' refetches.
    const deadline = performance.now() + 10_000;
    while (open.some((b) => b.awaited.size > 0) && performance.now() < deadline) await sleep(50);
    const missing = open.reduce((sum, b) => sum + b.awaited.size, 0);
    if (missing) throw new Error(`${missing} triages never reached their board within 10 s`);
    const sorted = (values) => [...values].sort((a, b) => a - b);
    const stats = (values) => {
      const s = sorted(values);
      return {
        count: s.length,
        p50: percentile(s, 0.5),
        p95: percentile(s, 0.95),
        p99: percentile(s, 0.99),
        max: Math.round(s.at(-1) ?? 0),
      };
    };
    return { boards, commitToBoard: stats(latencies), triage: stats(triageTimes), refetch: stats(fetchTimes) };
  } finally {
    for (const stream of streams) stream.destroy();
    agent.destroy();
  }
}
