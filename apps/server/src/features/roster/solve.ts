/**
 * HiGHS (WebAssembly, single-threaded) in a worker thread of its own (decision 051): a solve runs for seconds, and
 * on the main thread it would stall every other request for as long. One worker per process, loaded on the first
 * proposal and kept; proposals queue for it, one solve at a time.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type { MipModel } from "./model";

export interface MipAnswer {
  status: "optimal" | "timeLimit" | "other";
  /** Column values of the best answer found, or null when none was. */
  values: number[] | null;
  ms: number;
}

// CommonJS run by the worker: the package's loader, then one model per message, disposed after.
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const ready = require(workerData.highsPath)();
parentPort.on("message", async (job) => {
  try {
    const highs = await ready;
    const k = highs.constants;
    const inf = (v) => (v === Infinity ? highs.infinity : v === -Infinity ? -highs.infinity : v);
    const { model } = job;
    const numRows = model.rowUpper.length;
    const m = highs.createModel({
      numCols: model.numCols,
      numRows,
      sense: k.objectiveSense.maximize,
      colCost: model.colCost,
      colLower: new Array(model.numCols).fill(0),
      colUpper: model.colUpper.map(inf),
      rowLower: model.rowLower.map(inf),
      rowUpper: model.rowUpper.map(inf),
      matrix: { format: "csr", numRows, numCols: model.numCols, starts: model.starts, indices: model.indices, values: model.values },
      integrality: model.integrality,
    });
    try {
      m.options.set({ output_flag: false, time_limit: job.seconds, mip_rel_gap: job.gap });
      if (model.start) m.setSolution({ colValue: model.start });
      m.run();
      const status = m.getModelStatus();
      const found = m.info.get("primal_solution_status") === 2;
      parentPort.postMessage({ status, values: found ? Array.from(m.getSolution().colValue) : null });
    } finally {
      m.dispose();
    }
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.stack) || error) });
  }
});
`;

/** Stop when the answer is provably within a millionth of the best: the bonuses are small beside a place. */
const RELATIVE_GAP = 1e-6;

let worker: Worker | null = null;
let queue: Promise<unknown> = Promise.resolve();

function solver(): Worker {
  if (worker) return worker;
  const highsPath = createRequire(import.meta.url).resolve("highs");
  const w = new Worker(WORKER, { eval: true, workerData: { highsPath } });
  // An idle solver must not keep the process (or a test run) alive.
  w.unref();
  w.on("exit", () => {
    if (worker === w) worker = null;
  });
  worker = w;
  return w;
}

function run(model: MipModel, seconds: number): Promise<MipAnswer> {
  const started = performance.now();
  const w = solver();
  return new Promise((resolve, reject) => {
    const done = () => {
      w.off("message", onMessage);
      w.off("error", onError);
      w.off("exit", onExit);
    };
    const onError = (error: Error) => {
      done();
      worker = null;
      void w.terminate();
      reject(error);
    };
    // Out of memory in the WebAssembly heap, say: the next proposal starts a fresh worker.
    const onExit = (code: number) => {
      done();
      reject(new Error(`HiGHS worker stopped (${code})`));
    };
    const onMessage = (answer: { status?: number; values?: number[] | null; error?: string }) => {
      done();
      if (answer.error !== undefined) return reject(new Error(`HiGHS: ${answer.error}`));
      const status = answer.status === 7 ? "optimal" : answer.status === 13 ? "timeLimit" : "other";
      resolve({ status, values: answer.values ?? null, ms: performance.now() - started });
    };
    w.once("message", onMessage);
    w.once("error", onError);
    w.once("exit", onExit);
    w.postMessage({ model, seconds, gap: RELATIVE_GAP });
  });
}

/** Maximises the model within `seconds`; the best answer found by then when time runs out. */
export function solveMip(model: MipModel, seconds: number): Promise<MipAnswer> {
  const next = queue.then(
    () => run(model, seconds),
    () => run(model, seconds),
  );
  queue = next.catch(() => undefined);
  return next;
}
