import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimitBuckets } from "../db/schema/index";

export interface LimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts one attempt against `key` in a fixed window, atomically in the database, so the limit
 * holds across several server processes and cannot be raced past by concurrent requests.
 */
export async function consumeAttempt(db: Db, key: string, max: number, windowSeconds: number): Promise<LimitResult> {
  const result = await db.execute(sql`
    insert into ${rateLimitBuckets} (key, count, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when ${rateLimitBuckets.windowStartedAt} < now() - make_interval(secs => ${windowSeconds})
        then 1 else ${rateLimitBuckets.count} + 1 end,
      window_started_at = case when ${rateLimitBuckets.windowStartedAt} < now() - make_interval(secs => ${windowSeconds})
        then now() else ${rateLimitBuckets.windowStartedAt} end
    returning count, ceil(extract(epoch from (window_started_at + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after`);
  const row = result.rows[0] as { count: number; retry_after: number };
  return { allowed: row.count <= max, retryAfterSeconds: Math.max(1, row.retry_after) };
}

export async function resetAttempts(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from ${rateLimitBuckets} where key = ${key}`);
}

/**
 * Sign-in attempts are limited per email (someone guessing one person's password from many
 * places) and, more loosely, per address (one place trying many accounts; a festival's shared
 * mobile router must still let a whole team sign in).
 */
export function signInKeys(email: string, ip: string) {
  return { email: `sign-in:email:${email}`, ip: `sign-in:ip:${ip}` };
}
