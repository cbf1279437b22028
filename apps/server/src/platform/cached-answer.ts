import type { AppDeps } from "../app-deps";
import type { OrgAccess } from "../http/context";

/**
 * An organisation-scoped JSON answer from the cache when the organisation's data has not changed
 * since it was computed (same data_version) and it is less than a time bucket old; computed and
 * kept otherwise. Without a known data version it is always computed.
 */
export async function cached(
  deps: AppDeps,
  access: OrgAccess,
  key: string,
  compute: () => Promise<string>,
): Promise<Uint8Array<ArrayBuffer>> {
  if (access.dataVersion === null) return new Uint8Array(Buffer.from(await compute()));
  const fullKey = `${access.organizationId}:${access.dataVersion}:${deps.responseCache.bucket()}:${key}`;
  const hit = deps.responseCache.get(fullKey);
  if (hit !== undefined) return hit as Uint8Array<ArrayBuffer>;
  const value = new Uint8Array(Buffer.from(await compute()));
  deps.responseCache.set(fullKey, value);
  return value;
}
