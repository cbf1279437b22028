import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { lockDataDir } from "./lock";

/**
 * Backup and restore of the embedded database (decision 032). A backup is one plain tar file that
 * `tar tf` can list: a manifest, PGlite's own dump of its data directory (a gzipped tar, restored
 * with PGlite's `loadDataDir`), and the generated session secret when the install has one (it also
 * encrypts two-factor secrets: a restore without it would lock those people out).
 */

export const BACKUP_FORMAT = "hulppost-backup";
const MANIFEST = "hulppost-backup.json";
const PGDATA = "pgdata.tar.gz";
const AUTH_SECRET = "auth-secret";
/** Written in DATA_DIR after each backup; the System tab reads it. */
export const LAST_BACKUP_FILE = "last-backup.json";

export class BackupError extends Error {}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  authSecret: boolean;
}

export interface LastBackup {
  at: string;
  file: string;
  bytes: number;
}

const pgliteDir = (dataDir: string) => path.join(dataDir, "pglite");

/** "hulppost-2026-07-04-153012.tar": sorts by time, safe in every file system. */
export function defaultBackupName(now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replace("T", "-").replaceAll(":", "");
  return `hulppost-${stamp}.tar`;
}

/**
 * Writes a backup of the embedded database in `dataDir` to `file`. It takes the data directory's
 * lock first, so it refuses (DataDirLockedError) while a server uses it: PGlite is one connection in
 * one process, and its files copied from outside while it writes would not restore.
 */
export async function writeBackup(dataDir: string, file: string, now = new Date()): Promise<LastBackup> {
  if (!existsSync(path.join(pgliteDir(dataDir), "PG_VERSION")))
    throw new BackupError(`There is no embedded database in ${dataDir} to back up.`);
  const lock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir: pgliteDir(dataDir) });
    let pgdata: Buffer;
    try {
      // Everything written out to the data files first, so the dump needs no recovery to open.
      await client.query("checkpoint");
      pgdata = Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer());
    } finally {
      await client.close();
    }
    const secretFile = path.join(dataDir, AUTH_SECRET);
    const secret = existsSync(secretFile) ? readFileSync(secretFile) : null;
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: now.toISOString(),
      authSecret: secret !== null,
    };
    const entries = [
      { name: MANIFEST, data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) },
      ...(secret ? [{ name: AUTH_SECRET, data: secret }] : []),
      { name: PGDATA, data: pgdata },
    ];
    const archive = tar(entries, now);
    mkdirSync(path.dirname(file), { recursive: true });
    // Written beside its place and renamed: a backup interrupted half-way never looks complete.
    const partial = `${file}.partial`;
    writeFileSync(partial, archive, { mode: 0o600 });
    renameSync(partial, file);
    const last: LastBackup = { at: manifest.createdAt, file: path.resolve(file), bytes: archive.length };
    writeFileSync(path.join(dataDir, LAST_BACKUP_FILE), `${JSON.stringify(last, null, 2)}\n`);
    return last;
  } finally {
    lock.release();
  }
}

/**
 * Restores a backup into `dataDir`, which must be empty or not exist yet: a restore never mixes
 * with, or overwrites, a database that is there. Answers how many organisations and users it holds.
 */
export async function restoreBackup(
  file: string,
  dataDir: string,
): Promise<{ manifest: BackupManifest; organizations: number; users: number }> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new BackupError(
      `The data directory ${dataDir} is not empty. Restore into a new, empty directory (--data-dir or DATA_DIR), ` +
        "or move the current one aside first.",
    );
  if (!existsSync(file)) throw new BackupError(`There is no backup file ${file}.`);
  const entries = untar(readFileSync(file));
  const manifest = parseManifest(entries.get(MANIFEST));
  const pgdata = entries.get(PGDATA);
  if (!manifest || !pgdata) throw new BackupError(`${file} is not a Hulppost backup (made by npm run backup).`);
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  let restored = false;
  try {
    const secret = entries.get(AUTH_SECRET);
    if (secret) writeFileSync(path.join(dataDir, AUTH_SECRET), secret, { mode: 0o600 });
    const client = await PGlite.create({
      dataDir: pgliteDir(dataDir),
      loadDataDir: new Blob([new Uint8Array(pgdata)]),
    });
    try {
      const [counts] = (
        await client.query<{ organizations: number; users: number }>(
          "select (select count(*) from organizations)::int as organizations, (select count(*) from users)::int as users",
        )
      ).rows;
      restored = true;
      return { manifest, organizations: counts?.organizations ?? 0, users: counts?.users ?? 0 };
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
    // A restore that failed half-way leaves the directory as empty as it found it.
    if (!restored) for (const name of readdirSync(dataDir)) rmSync(path.join(dataDir, name), { recursive: true });
  }
}

/** The last backup written into this data directory, or null (never, or unreadable). */
export function readLastBackup(dataDir: string): LastBackup | null {
  try {
    const value = JSON.parse(readFileSync(path.join(dataDir, LAST_BACKUP_FILE), "utf8")) as Partial<LastBackup>;
    return typeof value.at === "string" && typeof value.file === "string"
      ? { at: value.at, file: value.file, bytes: Number(value.bytes) || 0 }
      : null;
  } catch {
    return null;
  }
}

function parseManifest(data: Buffer | undefined): BackupManifest | null {
  if (!data) return null;
  try {
    const value = JSON.parse(data.toString("utf8")) as Partial<BackupManifest>;
    return value.format === BACKUP_FORMAT && value.version === 1 ? (value as BackupManifest) : null;
  } catch {
    return null;
  }
}

// A plain ustar archive of regular files: a few lines instead of a dependency, and readable by tar.
const BLOCK = 512;

function tar(entries: { name: string; data: Buffer }[], mtime: Date): Buffer {
  const parts: Buffer[] = [];
  for (const { name, data } of entries) {
    const header = Buffer.alloc(BLOCK);
    header.write(name, 0, 100, "utf8");
    header.write("0000600\0", 100, "ascii");
    header.write("0000000\0", 108, "ascii");
    header.write("0000000\0", 116, "ascii");
    header.write(`${data.length.toString(8).padStart(11, "0")}\0`, 124, "ascii");
    const seconds = Math.floor(mtime.getTime() / 1000);
    header.write(`${seconds.toString(8).padStart(11, "0")}\0`, 136, "ascii");
    header.write("        ", 148, "ascii");
    header.write("0", 156, "ascii");
    header.write("ustar\0", 257, "ascii");
    header.write("00", 263, "ascii");
    let sum = 0;
    for (const byte of header) sum += byte;
    header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
    parts.push(header, data, Buffer.alloc((BLOCK - (data.length % BLOCK)) % BLOCK));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

function untar(archive: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const name = header.toString("utf8", 0, 100).replace(/\0.*$/s, "");
    const size = Number.parseInt(header.toString("ascii", 124, 136).replace(/\0.*$/s, "").trim() || "0", 8);
    if (!Number.isFinite(size) || offset + BLOCK + size > archive.length) break;
    entries.set(name, archive.subarray(offset + BLOCK, offset + BLOCK + size));
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}
