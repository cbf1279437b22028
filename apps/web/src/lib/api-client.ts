import type { ApiErrorBody, FieldErrors } from "@hulppost/shared/errors";
import { reportNetworkFailure } from "./connectivity";

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

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal; cache?: RequestCache } = {},
): Promise<T> {
  // A Blob (a photo) goes up as itself with its own type; anything else as JSON.
  const raw = init.body instanceof Blob ? init.body : null;
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? "GET",
      credentials: "same-origin",
      headers: raw
        ? { "content-type": raw.type || "application/octet-stream" }
        : init.body !== undefined
          ? { "content-type": "application/json" }
          : undefined,
      body: raw ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
      signal: init.signal,
      cache: init.cache,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    reportNetworkFailure();
    throw new ApiError(0, NETWORK_ERROR, "The server could not be reached");
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
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
