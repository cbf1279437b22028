import path from "node:path";
import { parseArgs } from "node:util";
import { BackupError, defaultBackupName, writeBackup } from "../db/backup";
import { DataDirLockedError } from "../db/lock";
import { dataDirFromEnv, fromInvocation } from "./data-dir";

/**
 * `npm run backup [-- FILE] [--data-dir DIR]`: writes the embedded database (and the generated
 * session secret) to one file, by default backups/hulppost-<time>.tar. The server must be stopped
 * (decision 032); PostgreSQL installs back up with pg_dump.
 */
async function main() {
  const { values, positionals } = parseArgs({
    options: { "data-dir": { type: "string" }, help: { type: "boolean", short: "h" } },
    allowPositionals: true,
  });
  if (values.help || positionals.length > 1) {
    console.error("Usage: npm run backup [-- FILE] [--data-dir DIR]   (default file: backups/hulppost-<time>.tar)");
    process.exit(2);
  }
  if (process.env.DATABASE_URL) {
    console.error(
      "DATABASE_URL is set: this installation keeps its data in PostgreSQL. Back that up with pg_dump " +
        "(or your database service's backups); npm run backup is for the embedded database.",
    );
    process.exit(1);
  }
  const dataDir = dataDirFromEnv(values["data-dir"]);
  const file = fromInvocation(positionals[0] ?? path.join("backups", defaultBackupName()));
  const written = await writeBackup(dataDir, file);
  const size = (written.bytes / 1024 / 1024).toFixed(1);
  console.log(`Backup of ${dataDir} written to ${written.file} (${size} MB).`);
  console.log(`Restore it into an empty data directory with: npm run restore -- ${written.file} --data-dir DIR`);
}

main().catch((error) => {
  if (error instanceof DataDirLockedError)
    console.error(
      `The Hulppost server (process ${error.pid}) is running on ${error.dataDir}. Stop it first (Ctrl+C, or ` +
        "your service manager), run npm run backup again, then start it: the embedded database belongs to one " +
        "process, and its files cannot be copied consistently while that process writes them.",
    );
  else if (error instanceof BackupError) console.error(error.message);
  else console.error("The backup failed:", error);
  process.exit(1);
});
