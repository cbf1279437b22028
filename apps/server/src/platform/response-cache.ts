/**
 * A small in-process cache of JSON answers, bounded by size and evicting the least recently used.
 * Keys always include the organisation's data_version (raised by database triggers on every
 * change), so an entry can be stale only in time-derived parts (an event turning "live"), which
 * `bucketSeconds` bounds.
 */
export interface ResponseCache {
  get(key: string): Uint8Array | undefined;
  set(key: string, value: Uint8Array): void;
  /** The current time bucket, for keys of answers that depend on "now". */
  bucket(): number;
}

export function createResponseCache({ maxBytes = 32 * 1024 * 1024, bucketSeconds = 30 } = {}): ResponseCache {
  // Kept as encoded bytes: a hit is written to the socket as it is, no re-encoding of a large list.
  const entries = new Map<string, Uint8Array>();
  let bytes = 0;
  return {
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
    bucket: () => Math.floor(Date.now() / (bucketSeconds * 1000)),
  };
}
