// What each database-backed part of `npm run bench` starts from: the built server in its own
// process on a fresh PostgreSQL database, and a signed-up person whose address is verified behind
// the server's back (the bench has no mailbox).
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { startProcess } from "./run.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const require = createRequire(path.join(root, "apps/server/package.json"));
const pg = require("pg");

/** Drops and creates `hulppost_bench_<name>`, starts the server on it; answers where it listens. */
export async function serverOnFreshDatabase(pgUrl, name, env = {}) {
  const database = `hulppost_bench_${name}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${database}`;
  const dbUrl = url.toString();
  const server = startProcess(
    // BENCH_SERVER: another build measured the same way (before and after a change).
    [process.env.BENCH_SERVER ?? "apps/server/dist/main.js"],
    {
      PORT: "0",
      LOG_LEVEL: "info",
      DATABASE_URL: dbUrl,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "hulppost-bench-")),
      ...env,
    },
    /listens on http:\/\/localhost:(\d+)/,
  );
  const [, port] = await server.ready;
  return { server, dbUrl, port: Number(port), base: `http://127.0.0.1:${port}` };
}

/** Signs a person up through the API and marks the address verified (unless `dbUrl` is null: the caller verifies many at once). */
export async function signUpVerified(base, dbUrl, email, password, lastName) {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      email,
      password,
      name: `Bench ${lastName}`,
      firstName: "Bench",
      lastName,
      birthDate: "1980-01-01",
      gender: "anders",
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${await response.text()}`);
  if (!dbUrl) return;
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  await client.query("update users set email_verified = true where email = $1", [email]);
  await client.end();
}
