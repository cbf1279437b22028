#!/usr/bin/env node
// Adds the lock entries npm leaves out for other platforms' optional binaries (Biome's and
// Tailwind's for macOS and Windows, say) when the lock file is written on a machine whose registry
// mirror does not carry them. Without them `npm ci` on a fresh clone can refuse the lock file.
// Run it after `npm install` changes package-lock.json; the lockfile test names what is missing.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const file = path.resolve(import.meta.dirname, "../package-lock.json");
const lock = JSON.parse(readFileSync(file, "utf8"));
const OS = ["android", "darwin", "freebsd", "linux", "win32", "openbsd", "netbsd", "sunos", "aix"];
const CPU = ["arm64", "x64", "arm", "ia32", "wasm32", "s390x", "ppc64", "riscv64", "loong64"];

/** os, cpu and libc from a platform package's name, such as `@biomejs/cli-linux-x64-musl`. */
function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const result = {};
  const cpu = parts.find((p) => CPU.includes(p));
  const os = parts.find((p) => OS.includes(p));
  if (cpu) result.cpu = [cpu];
  if (os) result.os = [os];
  if (os === "linux") result.libc = [parts.includes("musl") ? "musl" : "glibc"];
  return result;
}

let added = 0;
for (const [where, entry] of Object.entries(lock.packages)) {
  const optional = entry.optionalDependencies ?? {};
  const siblings = Object.keys(optional)
    .map((name) => lock.packages[`node_modules/${name}`])
    .filter(Boolean);
  for (const [name, version] of Object.entries(optional)) {
    const key = `node_modules/${name}`;
    if (lock.packages[key] || lock.packages[`${where}/node_modules/${name}`]) continue;
    const template = siblings[0] ?? {};
    lock.packages[key] = {
      version,
      ...(template.dev ? { dev: true } : {}),
      ...(template.license ? { license: template.license } : {}),
      optional: true,
      ...platformOf(name),
      ...(template.engines ? { engines: template.engines } : {}),
    };
    added++;
  }
}

const sorted = Object.fromEntries(
  Object.keys(lock.packages)
    .sort((a, b) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : a > b ? 1 : 0))
    .map((key) => [key, lock.packages[key]]),
);
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} lock entries for other platforms' optional packages`);
