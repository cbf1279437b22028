// Queries per request, counted on the wire: a second server process on the bench's database talks to
// PostgreSQL through this proxy, which counts the statements it runs (simple queries and executes
// of the extended protocol). The load runs on the first process, so the proxy costs it nothing.
// (The tests count the same in process, through queryCounter in apps/server/src/db/client.ts.)
// Left out: the statements of the process's change-stream reader (prepared as hulppost_realtime_…,
// platform/realtime), which runs on notices, not per request, once for all streams and boards: a
// triage's notice has it read while the next request runs, and it would be counted in that one.
import net from "node:net";

/** A proxy to `target` (host, port) that counts the statements sent through it. */
export function countingProxy(target) {
  const counter = { statements: 0 };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    upstream.pipe(client);
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
    // Frontend messages: the startup message is a length and a body, every later one a type byte,
    // a length (counting itself) and a body. 'Q' is a simple query, 'E' runs a prepared one.
    let header = [];
    let skip = 0;
    let started = false;
    // A Bind's body (portal and statement names) is read to know which statement the next Execute runs.
    let bind = null;
    let skipNextExecute = false;
    client.on("data", (chunk) => {
      upstream.write(chunk);
      let i = 0;
      while (i < chunk.length) {
        if (skip > 0) {
          const n = Math.min(skip, chunk.length - i);
          if (bind) bind.push(chunk.subarray(i, i + n));
          skip -= n;
          i += n;
          if (skip === 0 && bind) {
            const body = Buffer.concat(bind);
            const portalEnd = body.indexOf(0);
            const statement = body.subarray(portalEnd + 1, body.indexOf(0, portalEnd + 1)).toString();
            skipNextExecute = statement.startsWith("hulppost_realtime_");
            bind = null;
          }
          continue;
        }
        header.push(chunk[i++]);
        if (header.length < (started ? 5 : 4)) continue;
        const bytes = Buffer.from(header);
        if (started && bytes[0] === 0x51) counter.statements++;
        if (started && bytes[0] === 0x45) {
          if (!skipNextExecute) counter.statements++;
          skipNextExecute = false;
        }
        if (started && bytes[0] === 0x42) bind = [];
        skip = (started ? bytes.readInt32BE(1) : bytes.readInt32BE(0)) - 4;
        started = true;
        header = [];
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ counter, port: server.address().port, close: () => server.close() })),
  );
}

/** Statements one request runs: the least of a few tries, as the server's background jobs add some now and then. */
export async function statementsOf(counter, request, tries = 5) {
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < tries; i++) {
    const before = counter.statements;
    await request();
    least = Math.min(least, counter.statements - before);
  }
  return least;
}
