import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client";
import { lockDataDir } from "../../src/db/lock";
import { type Spawned, spawnTs } from "../helpers/process";

const running: Spawned[] = [];
afterEach(() => {
  for (const p of running.splice(0)) p.child.kill("SIGKILL");
});

function start(entry: string, env: Record<string, string>) {
  const spawned = spawnTs(entry, env);
  running.push(spawned);
  return spawned;
}

const serverEnv = (dataDir: string) => ({ DATA_DIR: dataDir, PORT: "0", DEMO_DATA: "off" });

describe("embedded database safety", () => {
  it("lets a second server on the same data directory exit at once with a clear message, and closes cleanly on SIGTERM", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "hulppost-lock-"));
    const first = start("src/main.ts", serverEnv(dataDir));
    const [, port] = await first.waitFor(/listens on http:\/\/localhost:(\d+)/, 90_000);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: "ok", database: "pglite" });

    const started = Date.now();
    const second = start("src/main.ts", serverEnv(dataDir));
    const { code } = await second.exited;
    expect(code).toBe(1);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(second.output()).toMatch(/Another Hulppost server \(process \d+\) is using the data directory/);

    // The first server still answers, then stops cleanly on SIGTERM and gives the directory back.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    first.child.kill("SIGTERM");
    const stopped = await first.exited;
    expect(stopped.code).toBe(0);
    expect(first.output()).toContain("stopped");
    expect(existsSync(path.join(dataDir, "hulppost.lock"))).toBe(false);
  }, 180_000);

  it("keeps every committed row when the process is killed with SIGKILL in the middle of writes", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "hulppost-kill-"));
    const writer = start("test/fixtures/writer.ts", { DATA_DIR: dataDir });
    await writer.waitFor(/committed 300\n/, 120_000);
    writer.child.kill("SIGKILL");
    const { signal } = await writer.exited;
    expect(signal).toBe("SIGKILL");
    const committed = [...writer.output().matchAll(/committed (\d+)/g)].map((m) => Number(m[1]));
    const last = Math.max(...committed);
    expect(last).toBeGreaterThanOrEqual(300);

    // Restart on the same directory, as the server would: the stale lock is taken over and every
    // row the writer saw committed is there.
    const lock = lockDataDir(dataDir);
    const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    try {
      const rows = await database.query<{ message: string }>("select message from contact_messages");
      const stored = new Set(rows.map((r) => Number(r.message)));
      const missing = committed.filter((id) => !stored.has(id));
      expect(missing).toEqual([]);
    } finally {
      await database.close();
      lock.release();
    }
  }, 180_000);
});
