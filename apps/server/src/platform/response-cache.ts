/**
 * A small in-process cache of JSON answers, bounded by size and evicting the least recently used.
 * Keys always include the organisation's data_version (raised by the services' write helper with
 * every change, decision 040), so an entry can be stale only in time-derived parts (an event turning "live"), which
 * `bucketSeconds` bounds.
 */
export interface ResponseCache {
  get(key: string): Uint8Array | undefined;
  set(key: string, value: Uint8Array): void;
  /**
   * The entry, else the computation of it already under way, else a new one that is kept when it
   * succeeds. Concurrent misses of one key compute once: after a change, the 50 people looking at
   * a busy post's patient list cost one query, not fifty (single flight).
   */
  getOrCompute(key: string, compute: () => Promise<Uint8Array>): Promise<Uint8Array>;
  /** The current time bucket, for keys of answers that depend on "now". */
  bucket(): number;
}

export function createResponseCache({ maxBytes = 32 * 1024 * 1024, bucketSeconds = 30 } = {}): ResponseCache {
  // Kept as encoded bytes: a hit is written to the socket as it is, no re-encoding of a large list.
  const entries = new Map<string, Uint8Array>();
  const pending = new Map<string, Promise<Uint8Array>>();
  let bytes = 0;
  const cache: ResponseCache = {
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      // Re-insert to mark it as recently used.
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      const size = value.byteLength;
      if (size > maxBytes / 4) return;
      const previous = entries.get(key);
      if (previous !== undefined) {
        bytes -= previous.byteLength;
        entries.delete(key);
      }
      entries.set(key, value);
      bytes += size;
      for (const [oldKey, oldValue] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldKey);
        bytes -= oldValue.byteLength;
      }
    },
    getOrCompute(key, compute) {
      const hit = cache.get(key);
      if (hit !== undefined) return Promise.resolve(hit);
      const running = pending.get(key);
      if (running) return running;
      const computing = compute()
        .then((value) => {
          cache.set(key, value);
          return value;
        })
        .finally(() => pending.delete(key));
      pending.set(key, computing);
      return computing;
    },
    bucket: () => Math.floor(Date.now() / (bucketSeconds * 1000)),
  };
  return cache;
}
