/**
 * Import rules that a machine checks (decision 038), run by `npm test` through
 * scripts/check-boundaries.mjs. Direction: app → features → lib/components → packages/shared; a
 * feature reaches another only through its public entry (`features/<name>/index.ts`); no cycles.
 * Violations that predate the rules are listed in .dependency-cruiser-known-violations.json and may
 * only shrink: a new one fails, and so does an entry that no longer occurs (stale).
 */
const notTests = "\\.test\\.tsx?$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A cycle makes two modules one in all but name; split out what they share.",
      from: { pathNot: notTests },
      to: { circular: true },
    },
    {
      name: "feature-internals",
      severity: "error",
      comment: "Another feature is used through its public entry (features/<name>/index.ts) only.",
      from: { path: "^apps/web/src/features/([^/]+)/", pathNot: notTests },
      to: {
        path: "^apps/web/src/features/[^/]+/.+",
        pathNot: ["^apps/web/src/features/$1/", "^apps/web/src/features/[^/]+/index\\.tsx?$"],
      },
    },
    {
      name: "features-not-app",
      severity: "error",
      comment: "app/ composes features; a feature does not reach back into it (what features share lives in lib/).",
      from: { path: "^apps/web/src/features/", pathNot: notTests },
      to: { path: "^apps/web/src/app/" },
    },
    {
      name: "lib-not-up",
      severity: "error",
      comment: "lib/ and components/ serve every feature and know none of them.",
      from: { path: "^apps/web/src/(lib|components)/", pathNot: notTests },
      to: { path: "^apps/web/src/(features|app)/" },
    },
    {
      name: "shared-stands-alone",
      severity: "error",
      comment: "The shared contract is imported by both apps and imports neither.",
      from: { path: "^packages/shared/" },
      to: { path: "^apps/" },
    },
    {
      name: "apps-apart",
      severity: "error",
      comment: "The server and the web share code through packages/shared only.",
      from: { path: "^apps/(server|web)/" },
      to: { path: "^apps/(server|web)/", pathNot: "^apps/$1/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|node_modules|coverage)/" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
  },
};
