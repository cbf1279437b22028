#!/usr/bin/env node
// `npm run dev`: the API server in watch mode on :3000 and Vite with hot reload on :5173, which
// forwards /api to the server. Open http://localhost:5173. Ctrl+C stops both.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const children = [
  spawn("npm", ["run", "dev", "-w", "@hulppost/server"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORT: process.env.PORT ?? "3000" },
  }),
  spawn("npm", ["run", "dev", "-w", "@hulppost/web"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, API_URL: `http://localhost:${process.env.PORT ?? "3000"}` },
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  });
