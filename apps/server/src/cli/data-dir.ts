import path from "node:path";

/**
 * `npm run backup` and `npm run restore` run inside the server workspace (npm's `-w`), but the
 * person typed them at the repository root, where `npm start` keeps ./data: relative paths are
 * read from where npm was started (INIT_CWD), as they would be by `npm start`.
 */
export function fromInvocation(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/**
 * DATA_DIR as the server reads it (config.ts), without the rest of the configuration: a restore
 * on a new machine must not need the production settings first.
 */
export function dataDirFromEnv(option?: string): string {
  return fromInvocation(option || process.env.DATA_DIR || "./data");
}
