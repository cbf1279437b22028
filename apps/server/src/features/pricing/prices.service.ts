import {
  type CurrentPrices,
  PRICE_FIELD_ERRORS,
  PRICE_KEYS,
  type PriceChangeStatus,
  type PriceChangeView,
  type PriceKey,
  type PublicPrices,
  type UpcomingPrice,
} from "@hulppost/shared/pricing";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Viewer } from "../../http/context";
import { AppError, fieldError, notFound } from "../../http/errors";
import { audit } from "../audit/audit.service";

/** A moment this far back still means "now": the form was filled in and sent a moment ago. */
export const EFFECTIVE_SLACK_MS = 60_000;

// Type aliases, not interfaces: the driver's row generic wants an object type it can index.
type PriceRow = {
  key: PriceKey;
  amount_cents: number;
  effective_from: Date | string;
  future: boolean;
};

const iso = (value: Date | string) => new Date(value).toISOString();

function pricesOf(rows: PriceRow[]): CurrentPrices {
  const prices: Partial<CurrentPrices> = {};
  for (const row of rows) prices[row.key] = Number(row.amount_cents);
  // Migration 0013 gives every key a price from 2000 on and rows in force are never deleted, so a
  // missing key is a broken database: better a clear error than a price of 0 € on the landing page.
  for (const key of PRICE_KEYS)
    if (prices[key] === undefined) throw new Error(`No price in force for ${key}: is migration 0013 applied?`);
  return prices as CurrentPrices;
}

/**
 * The price in force per key at `at`: the latest row that has taken effect (of two with the same
 * moment, the one set last). One query on (key, effective_from). The billing overview imports it.
 */
export async function currentPrices(db: Db, at = new Date()): Promise<CurrentPrices> {
  const result = await db.execute<PriceRow>(sql`
    select distinct on (key) key, amount_cents, effective_from, false as future from price_changes
    where effective_from <= ${at.toISOString()}::timestamptz
    order by key, effective_from desc, created_at desc`);
  return pricesOf(result.rows);
}

/**
 * The public answer: the prices in force at `at` and, per key, the next change still to come.
 * One query: rows are split into what has taken effect and what has not, and DISTINCT ON keeps
 * the latest of the first group and the soonest of the second.
 */
export async function publicPrices(db: Db, at = new Date()): Promise<PublicPrices> {
  const moment = at.toISOString();
  const result = await db.execute<PriceRow>(sql`
    select distinct on (key, future) key, amount_cents, effective_from, future from (
      select key, amount_cents, effective_from, created_at,
        effective_from > ${moment}::timestamptz as future
      from price_changes
    ) p
    order by key, future, case when future then effective_from end asc, effective_from desc, created_at desc`);
  const rows = result.rows;
  const upcoming: UpcomingPrice[] = rows
    .filter((row) => row.future)
    .map((row) => ({ key: row.key, amountCents: Number(row.amount_cents), effectiveFrom: iso(row.effective_from) }))
    .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom) || a.key.localeCompare(b.key));
  return { current: pricesOf(rows.filter((row) => !row.future)), upcoming };
}

type HistoryRow = {
  id: string;
  key: PriceKey;
  amount_cents: number;
  effective_from: Date | string;
  created_at: Date | string;
  created_by: string | null;
  creator_name: string | null;
  creator_email: string | null;
  in_force: boolean;
};

/**
 * Every change, newest moment first, with who set it and where it stands. One query: the row in
 * force per key is found by the same rule as currentPrices (a window over the rows in effect).
 */
export async function priceHistory(db: Db, at = new Date()): Promise<PriceChangeView[]> {
  const moment = at.toISOString();
  const result = await db.execute<HistoryRow>(sql`
    select p.id, p.key, p.amount_cents, p.effective_from, p.created_at, p.created_by,
      nullif(trim(coalesce(pr.first_name, '') || ' ' || coalesce(pr.last_name, '')), '') as creator_name,
      u.email as creator_email,
      p.effective_from <= ${moment}::timestamptz and row_number() over (
        partition by p.key, p.effective_from <= ${moment}::timestamptz
        order by p.effective_from desc, p.created_at desc
      ) = 1 as in_force
    from price_changes p
    left join users u on u.id = p.created_by
    left join profiles pr on pr.user_id = p.created_by
    order by p.effective_from desc, p.created_at desc, p.key`);
  return result.rows.map((row) => {
    const effectiveFrom = iso(row.effective_from);
    const status: PriceChangeStatus = row.in_force ? "current" : effectiveFrom > moment ? "scheduled" : "past";
    return {
      id: row.id,
      key: row.key,
      amountCents: Number(row.amount_cents),
      effectiveFrom,
      createdAt: iso(row.created_at),
      createdBy:
        row.created_by && row.creator_email
          ? { id: row.created_by, name: row.creator_name ?? row.creator_email, email: row.creator_email }
          : null,
      status,
    };
  });
}

export interface PriceChangeInput {
  key: PriceKey;
  amountCents: number;
  /** "now", or an ISO moment (the contract has normalised it to UTC). */
  effectiveFrom: string;
}

/**
 * Schedules a new price for one key. A moment that has passed by more than a minute is refused
 * (bills already made would change under their readers); one within that minute, and "now", are
 * stored as the server's now, so nothing is ever priced backwards. Audit-logged with the change.
 */
export async function schedulePriceChange(
  db: Db,
  viewer: Viewer,
  input: PriceChangeInput,
  ip: string,
): Promise<PriceChangeView> {
  const now = new Date();
  let effectiveFrom = now;
  if (input.effectiveFrom !== "now") {
    const requested = new Date(input.effectiveFrom);
    if (requested.getTime() < now.getTime() - EFFECTIVE_SLACK_MS)
      throw fieldError("effectiveFrom", PRICE_FIELD_ERRORS.inPast);
    if (requested > now) effectiveFrom = requested;
  }
  const id = await db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      insert into price_changes (key, amount_cents, effective_from, created_by)
      values (${input.key}, ${input.amountCents}, ${effectiveFrom.toISOString()}::timestamptz, ${viewer.userId})
      returning id`);
    const row = result.rows[0] as { id: string };
    await audit(tx, {
      action: "price.change",
      actor: viewer,
      targetType: "price_change",
      targetId: row.id,
      details: { key: input.key, amountCents: input.amountCents, effectiveFrom: effectiveFrom.toISOString() },
      ipAddress: ip,
    });
    return row.id;
  });
  const saved = (await priceHistory(db)).find((change) => change.id === id);
  if (!saved) throw notFound("Price change not found", "PRICE_CHANGE_NOT_FOUND");
  return saved;
}

/**
 * Cancels a change whose moment has not come. One that is (or was) in force stays: it is
 * history, and bills were made with it (409 PRICE_IN_EFFECT).
 */
export async function cancelPriceChange(db: Db, viewer: Viewer, id: string, ip: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked, then judged by the same clock as currentPrices (the server's, not the database's).
    const found = await tx.execute(sql`
      select id, key, amount_cents, effective_from,
        effective_from > ${new Date().toISOString()}::timestamptz as future
      from price_changes where id = ${id} for update`);
    const row = found.rows[0] as
      | { key: PriceKey; amount_cents: number; effective_from: Date | string; future: boolean }
      | undefined;
    if (!row) throw notFound("Price change not found", "PRICE_CHANGE_NOT_FOUND");
    if (!row.future) throw new AppError(409, "PRICE_IN_EFFECT", "This price has taken effect; it stays in the history");
    await tx.execute(sql`delete from price_changes where id = ${id}`);
    await audit(tx, {
      action: "price.cancel",
      actor: viewer,
      targetType: "price_change",
      targetId: id,
      details: { key: row.key, amountCents: Number(row.amount_cents), effectiveFrom: iso(row.effective_from) },
      ipAddress: ip,
    });
  });
}
