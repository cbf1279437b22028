import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { accessLineWriter, createLogger, logDestination } from "./logger";

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

describe("the access line", () => {
  /** Both loggers write to a list; their time is made the same so the lines can be compared whole. */
  function twoLoggers() {
    const written: string[] = [];
    const destination = { write: (line: string) => written.push(line) };
    const logger = createLogger("info", destination);
    Reflect.set(logger, pino.symbols.timeSym, () => ',"time":"2026-11-28T12:00:00.000Z"');
    return { logger, written };
  }

  it.each([
    ["a signed-in person's request", { userId: "u-1" }],
    ["nobody's", { userId: undefined }],
    ["an address with quotes, a backslash and a line break", { path: '/api/x"y\\z\n', userId: 'u"2' }],
  ])("is the line pino itself writes for the same fields: %s", (_name, overrides) => {
    const { logger, written } = twoLoggers();
    const line = { reqId: "req-1", method: "GET", path: "/api/auth/get-session", status: 200, ms: 1.3, ...overrides };
    accessLineWriter(logger)(line);
    logger.info({ ...line }, "request");
    expect(written).toHaveLength(2);
    expect(written[0]).toBe(written[1]);
    const { userId, ...fields } = line;
    expect(JSON.parse(written[0] ?? "")).toEqual({
      level: 30,
      time: "2026-11-28T12:00:00.000Z",
      service: "hulppost",
      msg: "request",
      ...fields,
      ...(userId === undefined ? {} : { userId }),
    });
  });

  it("carries a child's bindings as pino does", () => {
    const { logger, written } = twoLoggers();
    const child = logger.child({ worker: 2 });
    const line = { reqId: "r", method: "POST", path: "/api/x", status: 201, ms: 0, userId: undefined };
    accessLineWriter(child)(line);
    child.info({ ...line }, "request");
    expect(written[0]).toBe(written[1]);
    expect(JSON.parse(written[0] ?? "")).toMatchObject({ worker: 2, service: "hulppost" });
  });
});
