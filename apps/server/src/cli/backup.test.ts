import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { SERVER_ROOT } from "../../test/helpers/process";
import { BackupError, readLastBackup, restoreBackup, writeBackup } from "../db/backup";
import { openDatabase } from "../db/client";
import { DataDirLockedError } from "../db/lock";
import { runMigrations } from "../db/migrate";

/**
 * `npm run backup` and `npm run restore` (decision 032): a data directory made as the server makes
 * it (migrations, an organisation with an event and a patient, the generated session secret) goes
 * through a backup file into a new directory, where the same rows are found.
 */

const root = mkdtempSync(path.join(tmpdir(), "hulppost-backup-"));
const source = path.join(root, "data");
const ids = { organization: randomUUID(), event: randomUUID(), patient: randomUUID() };

beforeAll(async () => {
  mkdirSync(source);
  writeFileSync(path.join(source, "auth-secret"), "the-generated-session-secret-0123456789");
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(source, "pglite") });
  try {
    await runMigrations(database);
    await database.query(
      "insert into organizations (id, name, display_name, plan) values ($1, 'back_up', 'Back-up Hulpdienst', 'premium')",
      [ids.organization],
    );
    await database.query(
      `insert into events (id, organization_id, name, date, end_date, start_time, end_time, starts_at, ends_at)
       values ($1, $2, 'Stadsfeest', '2026-07-04', '2026-07-04', '10:00', '18:00', '2026-07-04T08:00:00Z', '2026-07-04T16:00:00Z')`,
      [ids.event, ids.organization],
    );
    await database.query(
      "insert into patients (id, organization_id, event_id, first_name, complaint) values ($1, $2, $3, 'Pieter', 'Enkel verstuikt')",
      [ids.patient, ids.organization, ids.event],
    );
  } finally {
    await database.close();
  }
}, 120_000);

describe("backup and restore of the embedded database", () => {
  it("restores the organisation, its event and its patient into a new directory, with the session secret", async () => {
    const file = path.join(root, "backups", "first.tar");
    expect(readLastBackup(source)).toBeNull();
    const written = await writeBackup(source, file, new Date("2026-07-04T15:30:12Z"));
    expect(written).toMatchObject({ at: "2026-07-04T15:30:12.000Z", file });
    expect(readLastBackup(source)).toEqual(written);
    // No half-written file is left beside it.
    expect(readdirSync(path.dirname(file))).toEqual(["first.tar"]);

    const target = path.join(root, "restored");
    const restored = await restoreBackup(file, target);
    expect(restored).toMatchObject({ organizations: 1, manifest: { authSecret: true } });
    expect(readFileSync(path.join(target, "auth-secret"), "utf8")).toBe("the-generated-session-secret-0123456789");
    // The lock is released again: the server can start on it.
    expect(existsSync(path.join(target, "hulppost.lock"))).toBe(false);

    const database = await openDatabase({ kind: "pglite", dataDir: path.join(target, "pglite") });
    try {
      const rows = await database.query<{ org: string; event: string; patient: string }>(
        `select o.display_name as org, e.name as event, p.first_name || ': ' || p.complaint as patient
         from patients p join events e on e.id = p.event_id join organizations o on o.id = p.organization_id
         where p.id = $1`,
        [ids.patient],
      );
      expect(rows).toEqual([{ org: "Back-up Hulpdienst", event: "Stadsfeest", patient: "Pieter: Enkel verstuikt" }]);
      // The migrations came along: the server finds its schema up to date and migrates nothing.
      await runMigrations(database);
    } finally {
      await database.close();
    }
  }, 120_000);

  it("refuses to restore into a directory that is not empty, and leaves it as it was", async () => {
    const file = path.join(root, "backups", "first.tar");
    await expect(restoreBackup(file, source)).rejects.toThrow(/is not empty/);
    const occupied = path.join(root, "occupied");
    mkdirSync(occupied);
    writeFileSync(path.join(occupied, "notes.txt"), "mine");
    await expect(restoreBackup(file, occupied)).rejects.toBeInstanceOf(BackupError);
    expect(readdirSync(occupied)).toEqual(["notes.txt"]);
  });

  it("refuses a file that is not a backup, and leaves the empty directory empty", async () => {
    const bogus = path.join(root, "bogus.tar");
    writeFileSync(bogus, "not a tar file at all");
    const target = path.join(root, "still-empty");
    mkdirSync(target);
    await expect(restoreBackup(bogus, target)).rejects.toThrow(/is not a Hulppost backup/);
    expect(readdirSync(target)).toEqual([]);
  });

  it("refuses to back up while a server holds the data directory", async () => {
    // A lock naming a process that runs (this test's parent), as a running server's would.
    writeFileSync(path.join(source, "hulppost.lock"), String(process.ppid));
    try {
      await expect(writeBackup(source, path.join(root, "backups", "while-running.tar"))).rejects.toBeInstanceOf(
        DataDirLockedError,
      );
      expect(existsSync(path.join(root, "backups", "while-running.tar"))).toBe(false);
    } finally {
      rmSync(path.join(source, "hulppost.lock"));
    }
  });
});

describe("npm run backup and npm run restore", () => {
  const run = (script: string, args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, ["--import", "tsx", `src/cli/${script}.ts`, ...args], {
      cwd: SERVER_ROOT,
      // Started from the repository root as `npm run backup` is: relative paths are read from there.
      env: { ...process.env, INIT_CWD: root, DATA_DIR: "", DATABASE_URL: "", ...env },
      encoding: "utf8",
    });

  it("backs up ./data by default into backups/, and restores with --data-dir, refusing a directory in use", () => {
    const backup = run("backup", []);
    expect(backup.status, backup.stderr).toBe(0);
    const [name] = readdirSync(path.join(root, "backups")).filter((f) => f.startsWith("hulppost-"));
    expect(name).toMatch(/^hulppost-\d{4}-\d{2}-\d{2}-\d{6}\.tar$/);
    expect(backup.stdout).toContain(path.join(root, "backups", name as string));

    const refused = run("restore", [`backups/${name}`, "--data-dir", "data"]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`The data directory ${source} is not empty`);

    const restored = run("restore", [`backups/${name}`, "--data-dir", "copy"]);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toContain("1 organisation(s)");
    expect(existsSync(path.join(root, "copy", "pglite", "PG_VERSION"))).toBe(true);
  }, 120_000);

  it("says what to do instead on PostgreSQL and while the server runs", () => {
    const postgres = run("backup", [], { DATABASE_URL: "postgres://db.example.test/hulppost" });
    expect(postgres.status).toBe(1);
    expect(postgres.stderr).toContain("pg_dump");

    writeFileSync(path.join(source, "hulppost.lock"), String(process.pid));
    try {
      const running = run("backup", []);
      expect(running.status).toBe(1);
      expect(running.stderr).toContain(`The Hulppost server (process ${process.pid}) is running on ${source}`);
    } finally {
      rmSync(path.join(source, "hulppost.lock"));
    }
  }, 60_000);
});
