import { AsyncLocalStorage } from "node:async_hooks";
import { PGlite } from "@electric-sql/pglite";
import type { Logger as DrizzleLogger, ExtractTablesWithRelations, SQL } from "drizzle-orm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema/index";

export type Schema = typeof schema;
/**
 * What a raw `execute` gives on both drivers: the rows. PGlite's `Results` and pg's `QueryResult`
 * both have them; their other fields differ (`affectedRows`, `rowCount`), so nothing may rely on those.
 */
interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this["row"]>;
}
interface RowsResult<Row> {
  rows: Row[];
}
/**
 * The query builder every service uses: the database or a transaction of it (a transaction is the
 * same builder), on either driver.
 */
export type Db = PgDatabase<RowsResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DatabaseKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /**
   * Runs a plain SQL text; returns its rows. A `name` makes it a prepared statement on PostgreSQL
   * (parsed and planned once per connection), for the few queries on the hottest paths.
   */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<T[]>;
  /**
   * What the realtime listener needs beside the pool (platform/realtime): PGlite's one connection
   * (it LISTENs there), or the address for a dedicated PostgreSQL connection that only LISTENs.
   * `db` is the same builder as above, typed for its driver, for the migrators that take only theirs.
   */
  driver:
    | { kind: "pglite"; client: PGlite; db: PgliteDatabase<Schema> }
    | { kind: "postgres"; url: string; db: NodePgDatabase<Schema> };
  close(): Promise<void>;
}

export type OpenDatabaseOptions =
  | { kind: "pglite"; dataDir?: string; pglite?: PGlite }
  | { kind: "postgres"; url: string; poolSize?: number };

/**
 * Counts queries per request so tests can prove a page issues a fixed number of them, whatever
 * the amount of data (no N+1).
 */
export const queryCounter = new AsyncLocalStorage<{ count: number; texts: string[] }>();
function countQuery(text: string) {
  const store = queryCounter.getStore();
  if (store) {
    store.count++;
    store.texts.push(text);
  }
}
const countingLogger: DrizzleLogger = { logQuery: countQuery };

const ambientTransaction = new AsyncLocalStorage<Db>();

/**
 * The transaction that encloses the current call, if any. Better Auth runs sign-up in a transaction
 * and calls our hooks inside it; on PGlite's single connection a hook that used the root handle
 * would wait for that transaction forever, and on PostgreSQL it would not be atomic.
 */
export function currentDb(root: Db): Db {
  return ambientTransaction.getStore() ?? root;
}

/**
 * Runs `work` outside the stores of the request it came from (its transaction, the tests' query
 * counter): for work a request only sets off and does not wait for, such as the realtime hub's read
 * of the notices a PGlite statement's answer brought back (platform/realtime/listener.ts).
 */
export function apartFromRequest<T>(work: () => T): T {
  return queryCounter.exit(() => ambientTransaction.exit(work));
}

function withAmbientTransactions<D extends Db>(db: D): D {
  const transaction: Db["transaction"] = db.transaction.bind(db);
  const wrapped: Db["transaction"] = (callback, config) =>
    transaction((tx) => ambientTransaction.run(tx, () => callback(tx)), config);
  Object.defineProperty(db, "transaction", { value: wrapped });
  return db;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.kind === "pglite") {
    const client = options.pglite ?? (await PGlite.create(options.dataDir ? { dataDir: options.dataDir } : {}));
    const db = withAmbientTransactions(drizzlePglite({ client, schema, logger: countingLogger }));
    return {
      db,
      kind: "pglite",
      driver: { kind: "pglite", client, db },
      async query<T>(text: string, params?: unknown[]) {
        countQuery(text);
        return (await client.query<T>(text, params)).rows;
      },
      close: async () => {
        if (!client.closed) await client.close();
      },
    };
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 20,
    // JIT compiles a plan once its estimated cost is high (a year of insights: 20,000 index probes)
    // and costs more than it saves on queries this short: 110 ms of a 200 ms insights statement.
    // The app runs only short statements; it does without (docs/performance.md).
    options: "-c jit=off",
  });
  // An idle client that loses its connection must not take the process down.
  pool.on("error", () => {});
  const db = withAmbientTransactions(drizzlePg({ client: pool, schema, logger: countingLogger }));
  return {
    db,
    kind: "postgres",
    driver: { kind: "postgres", url: options.url, db },
    query: async (text, params, name) => {
      countQuery(text);
      return (await pool.query({ text, values: params, name })).rows;
    },
    close: () => pool.end(),
  };
}

const dialect = new PgDialect();

/**
 * Runs a query that builds its whole answer as one JSON text in the database, as a prepared
 * statement on PostgreSQL. For the busiest lists: the database assembles the JSON in C and Node
 * passes the text on, instead of parsing hundreds of rows into objects and serialising them again.
 */
export async function queryJsonText(database: Database, query: SQL, statementName: string): Promise<string> {
  const compiled = dialect.sqlToQuery(query);
  const [row] = await database.query<{ json: string }>(compiled.sql, compiled.params, statementName);
  return row?.json ?? "[]";
}
