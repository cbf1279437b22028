// Bundles the server into dist/main.js. Packages stay in node_modules; the shared workspace
// package is TypeScript source, so it is bundled in.
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

rmSync("dist", { recursive: true, force: true });
const common = {
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
