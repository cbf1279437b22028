import type { ApiErrorBody, FieldErrors } from "@hulppost/shared/errors";
import { checkReachable, reportNetworkFailure, reportReachable, serverAnswered } from "./connectivity";

/** An answer of the API that is not a success, with the code the interface translates. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** A network failure (offline on a festival field) is an ApiError too, with its own code. */
export const NETWORK_ERROR = "NETWORK_ERROR";

/**
 * A read unanswered after this fails as a lost connection (the page then shows what the device
 * kept, or says it cannot): a network that hangs must not leave a spinner forever.
 */
export const READ_TIMEOUT_MS = 15_000;
/** A request still unanswered after this makes the app ask whether the server is reachable at all. */
const SLOW_REQUEST_MS = 2_500;

export interface ApiInit {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  cache?: RequestCache;
  /**
   * How long to wait for the answer: reads 15 s unless told otherwise, writes as long as it takes
   * (a photo on a slow network; a write that fails here may still have landed). null: no limit.
   */
  timeoutMs?: number | null;
}

/** The caller's signal and the time-out together (AbortSignal.any where the browser has it). */
function withTimeout(signal: AbortSignal | undefined, timeoutMs: number | null): AbortSignal | undefined {
  if (timeoutMs === null) return signal;
  const timeout = AbortSignal.timeout(timeoutMs);
  if (!signal) return timeout;
  if ("any" in AbortSignal) return AbortSignal.any([signal, timeout]);
  const controller = new AbortController();
  for (const source of [signal, timeout])
    source.addEventListener("abort", () => controller.abort(source.reason), { once: true });
  return controller.signal;
}

/** Called off by the page (a query no longer needed), not timed out by the caller: no network problem. */
const calledOff = (signal: AbortSignal | undefined) =>
  !!signal?.aborted && (signal.reason as Error | undefined)?.name !== "TimeoutError";

export async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  // A Blob (a photo) goes up as itself with its own type; anything else as JSON.
  const raw = init.body instanceof Blob ? init.body : null;
  const method = init.method ?? "GET";
  const timeoutMs = init.timeoutMs !== undefined ? init.timeoutMs : method === "GET" ? READ_TIMEOUT_MS : null;
  const signal = withTimeout(init.signal, timeoutMs);
  const slow = setTimeout(checkReachable, SLOW_REQUEST_MS);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: raw
        ? { "content-type": raw.type || "application/octet-stream" }
        : init.body !== undefined
          ? { "content-type": "application/json" }
          : undefined,
      body: raw ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
      signal,
      cache: init.cache,
    });
  } catch (error) {
    if (calledOff(init.signal)) throw error;
    reportNetworkFailure();
    throw new ApiError(0, NETWORK_ERROR, "The server could not be reached");
  } finally {
    clearTimeout(slow);
  }
  if (response.status === 204) return undefined as T;
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // The answer began and then stalled or broke off: as lost as one that never came.
    if (calledOff(init.signal)) throw error;
    reportNetworkFailure();
    throw new ApiError(0, NETWORK_ERROR, "The server could not be reached");
  }
  // A whole answer from the server (the worker answers no API request): the network carries again,
  // whatever a probe that timed out meanwhile concluded (a cold connection on a slow link can take
  // longer than the probe waits), so queries and saves go on now instead of at the next probe.
  if (serverAnswered(response.status)) reportReachable();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const error = (body as ApiErrorBody | null)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? (response.status >= 500 ? "INTERNAL_ERROR" : "UNKNOWN"),
      error?.message ?? response.statusText,
      error?.fields,
      error?.details,
    );
  }
  return body as T;
}

export const isApiError = (error: unknown, code?: string): error is ApiError =>
  error instanceof ApiError && (code === undefined || error.code === code);

/** A photo goes up as the image itself (PUT); a file the browser gave no type is sent as JPEG. */
export const putPhoto = (path: string, file: Blob) =>
  api<{ photoUpdatedAt: string | null }>(path, {
    method: "PUT",
    body: file.type ? file : new Blob([file], { type: "image/jpeg" }),
  });
