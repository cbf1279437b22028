// The baseline of `npm run bench`: a bare node:http server and the database driver doing the same
// session lookup Better Auth does for GET /api/auth/get-session, and nothing else.
import http from "node:http";

const [kind, port, connection] = process.argv.slice(2);
// The same columns and join the server's lookup reads, as a prepared statement like the server's.
const SQL = `select s.id, s.token, s.user_id, s.expires_at, s.created_at, s.updated_at, s.ip_address, s.user_agent,
      s.impersonated_by, u.name, u.email, u.email_verified, u.image, u.two_factor_enabled,
      u.created_at as user_created_at, u.updated_at as user_updated_at
  from sessions s join users u on u.id = s.user_id where s.token = $1`;

let query;
if (kind === "postgres") {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: connection, max: 20 });
  query = async (token) => (await pool.query({ name: "baseline_session", text: SQL, values: [token] })).rows;
} else {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create({
    loadDataDir: new Blob([await (await import("node:fs/promises")).readFile(connection)]),
  });
  query = async (token) => (await db.query(SQL, [token])).rows;
}

http
  .createServer(async (req, res) => {
    const cookie = req.headers.cookie ?? "";
    const signed = decodeURIComponent(cookie.match(/hulppost\.session_token=([^;]+)/)?.[1] ?? "");
    const token = signed.split(".")[0];
    const rows = await query(token);
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(rows[0] ? { session: rows[0] } : null));
  })
  .listen(Number(port), function () {
    process.stdout.write(`ready on ${this.address().port}\n`);
  });
