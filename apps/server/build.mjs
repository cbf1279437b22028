// Bundles the server into dist/main.js. Packages stay in node_modules; the shared workspace
// package is TypeScript source, so it is bundled in.
import { execFileSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

/** The commit the build is made from, shown in Admin settings → System; "unknown" outside git. */
function gitCommit() {
  if (process.env.HULPPOST_COMMIT) return process.env.HULPPOST_COMMIT;
  try {
    return execFileSync("git", ["rev-parse", "--short=12", "HEAD"], { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return "unknown";
  }
}

rmSync("dist", { recursive: true, force: true });
const common = {
  define: { "process.env.HULPPOST_COMMIT": JSON.stringify(gitCommit()) },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "externalize-packages",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith("@hulppost/")) return undefined;
          return { path: args.path, external: true };
        });
      },
    },
  ],
};
await build({ ...common, entryPoints: { main: "src/main.ts" }, outdir: "dist" });
await build({ ...common, entryPoints: { "create-super-admin": "src/cli/create-super-admin.ts" }, outdir: "dist" });
cpSync("src/db/migrations", "dist/migrations", { recursive: true });
