import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export const SERVER_ROOT = fileURLToPath(new URL("../..", import.meta.url));

export interface Spawned {
  child: ChildProcess;
  output(): string;
  /** Resolves when the output matches, rejects when the process exits first or time runs out. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Runs a TypeScript entry of the server in its own Node process, like `npm start` would. */
export function spawnTs(entry: string, env: Record<string, string>): Spawned {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: SERVER_ROOT,
    env: { ...process.env, NODE_ENV: "development", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    out += chunk.toString();
    for (const l of listeners) l();
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    output: () => out,
    exited,
    waitFor(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = out.match(pattern);
          if (match) {
            cleanup();
            resolve(match);
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`timed out waiting for ${pattern}; output:\n${out}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        exited.then(() => {
          check();
          if (listeners.has(check)) {
            cleanup();
            reject(new Error(`process exited before ${pattern}; output:\n${out}`));
          }
        });
        check();
      });
    },
  };
}
