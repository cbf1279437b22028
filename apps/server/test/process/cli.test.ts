import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client";
import { spawnTs } from "../helpers/process";

describe("npm run create-super-admin", () => {
  it("creates the account with the super_admin role and prints an invite link to choose a password", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "hulppost-cli-"));
    const run = spawnTs("src/cli/create-super-admin.ts", { DATA_DIR: dataDir, LOG_LEVEL: "warn" }).child;
    const out: string[] = [];
    run.stdout?.on("data", (c: Buffer) => out.push(c.toString()));
    run.stderr?.on("data", (c: Buffer) => out.push(c.toString()));
    // Spawned without arguments: usage message and exit code 2.
    await new Promise((resolve) => run.on("exit", resolve));
    expect(run.exitCode).toBe(2);
    expect(out.join("")).toContain("Usage");

    const withArgs = spawnSync(
      process.execPath,
      ["--import", "tsx", "src/cli/create-super-admin.ts", "--email", " Root@Example.org ", "--name", "Ria Root"],
      { cwd: path.resolve(import.meta.dirname, "../.."), env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" },
    );
    expect(withArgs.status, withArgs.stderr).toBe(0);
    expect(withArgs.stdout).toMatch(/\/auth\?token_hash=[\w-]+&type=invite/);
    expect(withArgs.stdout).toContain("root@example.org is a super admin");

    const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    try {
      const rows = await database.query<{ role: string; email: string }>(
        "select r.role, u.email from user_roles r join users u on u.id = r.user_id",
      );
      expect(rows).toEqual([{ role: "super_admin", email: "root@example.org" }]);
      const mails = await database.query<{ template: string }>("select template from mail_outbox");
      expect(mails.map((m) => m.template)).toEqual(["invite"]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
