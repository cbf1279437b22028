import { parseArgs } from "node:util";
import { BackupError, restoreBackup } from "../db/backup";
import { DataDirLockedError } from "../db/lock";
import { dataDirFromEnv, fromInvocation } from "./data-dir";

/**
 * `npm run restore -- FILE [--data-dir DIR]`: restores a backup made by `npm run backup` into an
 * empty data directory (DIR, else DATA_DIR, else ./data); a directory with anything in it is refused.
 */
async function main() {
  const { values, positionals } = parseArgs({
    options: { "data-dir": { type: "string" }, help: { type: "boolean", short: "h" } },
    allowPositionals: true,
  });
  const [file] = positionals;
  if (values.help || !file || positionals.length > 1) {
    console.error("Usage: npm run restore -- FILE [--data-dir DIR]   (DIR must be empty; default DATA_DIR or ./data)");
    process.exit(2);
  }
  const dataDir = dataDirFromEnv(values["data-dir"]);
  const restored = await restoreBackup(fromInvocation(file), dataDir);
  console.log(
    `Restored the backup of ${restored.manifest.createdAt} into ${dataDir}: ` +
      `${restored.organizations} organisation(s), ${restored.users} user(s).`,
  );
  if (!restored.manifest.authSecret)
    console.log("The backup holds no session secret: start the server with the AUTH_SECRET it had before.");
  console.log(`Start the server on it with DATA_DIR=${dataDir}.`);
}

main().catch((error) => {
  if (error instanceof BackupError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error("The restore failed:", error);
  process.exit(1);
});
