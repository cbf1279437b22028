#!/usr/bin/env node
// The two parts of what the service worker keeps (decision 061): the offline core, what a
// signed-in person's role needs to open the app without a network in their own language (the
// shell, its words, the pages of field mode), and the rest (every other page and language),
// which may follow in the background. Worked out from Vite's build manifest, so a page that
// grows or a chunk that moves shows here. Run after `vite build`:
//   node scripts/offline-parts.mjs [distDir] [--role caregiver|admin] [--lang nl]
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/** Source modules of the pages a role opens at its post (app/router.tsx), lazy chunks included. */
export const ROLE_PAGES = {
  caregiver: [
    "src/app/guard.tsx",
    "src/app/layout/protected-layout.tsx",
    "src/app/not-found-page.tsx",
    "src/features/dashboard/dashboard-index.tsx",
    "src/features/dashboard/caregiver-dashboard.tsx",
    "src/app/pages/caregiver-event.tsx",
    "src/features/patients/pages/patient-record-page.tsx",
    "src/features/patients/pages/new-patient-page.tsx",
    "src/features/patients/pages/mobile-patients-page.tsx",
    "src/features/me/profile-page.tsx",
    "src/lib/field/query-snapshot.ts",
    "src/app/page-code-waiting.tsx",
  ],
};
/** The pages only an admin opens from the first screen. */
const ADMIN_ONLY_PAGES = ["src/features/dashboard/admin-overview.tsx", "src/app/pages/event-management.tsx"];
ROLE_PAGES.admin = [...ROLE_PAGES.caregiver, ...ADMIN_ONLY_PAGES];

/** Files around the bundle that opening the app offline needs. */
const SHELL_FILES = ["index.html", "manifest.webmanifest", "favicon.svg", "painted.js", "icons/icon-192.png"];

function walk(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === ".vite") return [];
    return statSync(full).isDirectory() ? walk(full, base) : [path.relative(base, full)];
  });
}

/** The files of these manifest keys and of everything they import statically (what loading them waits for). */
function closure(manifest, keys, into = new Set()) {
  const seen = new Set();
  const add = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const asset of chunk.assets ?? []) into.add(asset);
    for (const next of chunk.imports ?? []) add(next);
  };
  for (const key of keys) add(key);
  return into;
}

const readManifest = (dist) => JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
const localeKeys = (manifest, lang) => Object.keys(manifest).filter((k) => k.startsWith(`src/locales/${lang}/`));
const LOCALE_KEY = /^src\/locales\/([a-z]{2})\//;

/**
 * What the service worker keeps when it installs, the same for every role and language: the
 * shell and the pages of field mode, the dashboard and the patients (an admin's event management
 * too, a few KB). A person's words come from the page after sign-in (apps/web/src/lib/offline-core.ts).
 */
export function precacheCore(dist) {
  const manifest = readManifest(dist);
  const core = new Set(
    SHELL_FILES.filter((f) => {
      try {
        return statSync(path.join(dist, f)).isFile();
      } catch {
        return false;
      }
    }),
  );
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  // The frame's own lazy parts (the alerts bell, the incident banner) show on every page.
  const frame = manifest["src/app/layout/protected-layout.tsx"]?.dynamicImports ?? [];
  return closure(manifest, [...entries, ...ROLE_PAGES.admin, ...frame], core);
}

/** Every file the service worker may keep (vite.config.ts: workbox globPatterns). */
const keptFiles = (dist) =>
  walk(dist).filter(
    (f) =>
      (/\.(js|css|html|svg|png|woff2)$/.test(f) || f === "manifest.webmanifest") &&
      // The worker and the scripts it imports: the browser keeps those with the worker itself.
      !/^(sw|workbox-[\w-]+|push-sw|install-sw)\.js$/.test(f),
  );

/**
 * Splits the built files into the core for one role and language, and the rest. A chunk is in
 * the core when the entry or one of the role's pages imports it statically; a language's words
 * when their file is under src/locales/<lang>/.
 */
export function offlineParts(dist, { role = "caregiver", lang = "nl" } = {}) {
  const manifest = readManifest(dist);
  const core = new Set(precacheCore(dist));
  if (role !== "admin") {
    // A caregiver's core without the admin's pages: measured as the role needs it.
    const admin = new Set(closure(manifest, ADMIN_ONLY_PAGES));
    const caregiver = closure(manifest, [
      ...Object.keys(manifest).filter((k) => manifest[k].isEntry),
      ...ROLE_PAGES.caregiver,
    ]);
    for (const f of admin) if (!caregiver.has(f)) core.delete(f);
  }
  closure(manifest, localeKeys(manifest, lang), core);
  const kept = keptFiles(dist);
  return { core: kept.filter((f) => core.has(f)), rest: kept.filter((f) => !core.has(f)) };
}

/**
 * The lists of offline-parts.json (next to index.html): the files of the precache, which the
 * worker's install keeps several at a time (public/install-sw.js), the hashed ones and the shell's
 * unhashed ones with their revision; then what the page warms after sign-in, beyond the precache:
 * each language's words, then the rest.
 */
export function offlineList(dist) {
  const manifest = readManifest(dist);
  const core = precacheCore(dist);
  const locales = {};
  for (const key of Object.keys(manifest)) {
    const lang = LOCALE_KEY.exec(key)?.[1];
    if (!lang) continue;
    locales[lang] ??= [];
    for (const f of closure(manifest, [key])) if (!core.has(f)) locales[lang].push(`/${f}`);
  }
  const words = new Set(Object.values(locales).flat());
  const rest = keptFiles(dist)
    .filter((f) => !core.has(f) && f.startsWith("assets/"))
    .map((f) => `/${f}`)
    .filter((f) => !words.has(f));
  const precached = [...core].filter((f) => f.startsWith("assets/")).map((f) => `/${f}`);
  const shell = [...core]
    .filter((f) => !f.startsWith("assets/"))
    .map((f) => ({ url: `/${f}`, revision: revisionOf(dist, f) }));
  return { core: precached, shell, locales, rest };
}

/**
 * The revision Workbox's build gives a file without a hash in its name: the MD5 of its bytes
 * (workbox-build's getFileHash). The precache keys such a file by it; offline-core.test.ts checks
 * that these equal the ones in the generated worker.
 */
const revisionOf = (dist, file) =>
  createHash("md5")
    .update(readFileSync(path.join(dist, file)))
    .digest("hex");

export function sizeOf(dist, files) {
  let bytes = 0;
  let gzip = 0;
  for (const f of files) {
    const body = readFileSync(path.join(dist, f));
    bytes += body.length;
    gzip += gzipSync(body).length;
  }
  return { files: files.length, bytes, gzip };
}

const kb = (n) => `${Math.round(n / 1024)} KB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? args[at + 1] : fallback;
  };
  const dist = path.resolve(
    args.find((a, i) => !a.startsWith("--") && !args[i - 1]?.startsWith("--")) ?? "apps/web/dist",
  );
  const role = option("role", "caregiver");
  const lang = option("lang", "nl");
  const { core, rest } = offlineParts(dist, { role, lang });
  writeFileSync(path.join(dist, "offline-parts.json"), JSON.stringify(offlineList(dist)));
  const c = sizeOf(dist, core);
  const r = sizeOf(dist, rest);
  console.log(
    `offline core (${role}, ${lang}): ${c.files} files, ${kb(c.bytes)} (${kb(c.gzip)} gzip); rest: ${r.files} files, ${kb(r.bytes)} (${kb(r.gzip)} gzip)`,
  );
}
