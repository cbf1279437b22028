/** One Server-Sent Event as a browser's EventSource would see it (comments as event "comment"). */
export interface SseEvent {
  id?: string;
  event: string;
  data: string;
  retry?: number;
}

export interface SseReader {
  /** Every event so far, in order. */
  events: SseEvent[];
  /** Notices so far, parsed. */
  notices(): Record<string, unknown>[];
  /** The first event from `from` on that matches; rejects after `timeoutMs`. */
  waitFor(match: (event: SseEvent) => boolean, timeoutMs?: number, from?: number): Promise<SseEvent>;
  /** Resolves when the server ended the stream; rejects after `timeoutMs`. */
  ended(timeoutMs?: number): Promise<void>;
  readonly done: boolean;
  /** Stops reading: the server sees the client go away. */
  cancel(): Promise<void>;
}

function parseBlock(block: string): SseEvent | null {
  const event: SseEvent = { event: "message", data: "" };
  const data: string[] = [];
  let comment = false;
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) {
      comment = true;
      continue;
    }
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "id") event.id = value;
    else if (field === "event") event.event = value;
    else if (field === "data") data.push(value);
    else if (field === "retry") event.retry = Number(value);
  }
  if (comment && !data.length && event.id === undefined) return { event: "comment", data: "" };
  if (!data.length && event.id === undefined && event.retry !== undefined) return { ...event, event: "retry" };
  return { ...event, data: data.join("\n") };
}

/** Reads an SSE body as it arrives (Node's fetch or Hono's app.request alike). */
export function readSse(response: Response): SseReader {
  if (!response.body) throw new Error("no body to read");
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  const listeners = new Set<() => void>();
  let buffer = "";
  let done = false;
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const event = parseBlock(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (event) events.push(event);
        end = buffer.indexOf("\n\n");
      }
      notify();
    }
    done = true;
    notify();
  })();

  const until = <T>(check: () => T | undefined, timeoutMs: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const listener = () => {
        const value = check();
        if (value === undefined) return;
        clearTimeout(timer);
        listeners.delete(listener);
        resolve(value);
      };
      const timer = setTimeout(() => {
        listeners.delete(listener);
        reject(new Error(`${what} within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
      }, timeoutMs);
      listeners.add(listener);
      listener();
    });

  return {
    events,
    notices: () => events.filter((e) => e.event === "notice").map((e) => JSON.parse(e.data)),
    waitFor: (match, timeoutMs = 2000, from = 0) =>
      until(() => events.slice(from).find(match), timeoutMs, "no matching event"),
    ended: (timeoutMs = 2000) =>
      until(() => (done ? true : undefined), timeoutMs, "the stream did not end").then(() => undefined),
    get done() {
      return done;
    },
    cancel: () => reader.cancel().catch(() => {}),
  };
}

/**
 * A person's open change stream of an organisation, read once it said `ready`; kept in `open` so
 * the suite cancels it at the end.
 */
export async function openStream(
  person: { agent: { get(path: string): Promise<Response> } },
  orgId: string,
  open: SseReader[],
): Promise<SseReader> {
  const res = await person.agent.get(`/api/orgs/${orgId}/stream`);
  if (res.status !== 200) throw new Error(`the stream answered ${res.status}: ${await res.text()}`);
  const reader = readSse(res);
  open.push(reader);
  await reader.waitFor((e) => e.event === "ready");
  return reader;
}
