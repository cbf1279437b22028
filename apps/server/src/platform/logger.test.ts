import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createLogger, logDestination } from "./logger";

const lines = (file: string) => {
  try {
    return readFileSync(file, "utf8").split("\n").filter(Boolean);
  } catch {
    return [];
  }
};

describe("the log's destination", () => {
  it("writes a quiet server's line within a moment, without waiting for 4 KB to gather", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "hulppost-log-")), "out.log");
    const logger = createLogger("info", logDestination(file));
    logger.info({ reqId: "r1" }, "one request");
    await expect.poll(() => lines(file).length, { timeout: 2_000, interval: 50 }).toBe(1);
    expect(JSON.parse(lines(file)[0] ?? "{}")).toMatchObject({ msg: "one request", reqId: "r1", service: "hulppost" });
  });

  it("gathers a busy server's lines into few writes, and loses none", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "hulppost-log-")), "out.log");
    const destination = logDestination(file);
    let writes = 0;
    destination.on("write", () => writes++);
    const logger = createLogger("info", destination);
    // Requests answered one after the other, each line in a turn of its own (a write of its own,
    // once the one before is done, without the gathering).
    for (let i = 0; i < 300; i++) {
      logger.info({ reqId: `r${i}`, status: 200 }, "request");
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await expect.poll(() => lines(file).length, { timeout: 2_000, interval: 50 }).toBe(300);
    // About 120 bytes a line: 4 KB gathers some thirty, and a quarter second some more.
    expect(writes).toBeGreaterThan(0);
    expect(writes).toBeLessThan(50);
  });
});
