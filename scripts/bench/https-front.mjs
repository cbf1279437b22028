// The HTTPS front a deployment puts before the server (README, "Production": a reverse proxy such as
// nginx or Caddy): TLS, and HTTP/2 to the browser, the server itself speaking HTTP/1.1 behind it.
// Over HTTP/1.1 a browser opens six connections to a server and each request waits its turn on
// one, a whole round trip each; over HTTP/2 every request shares one connection at once. On a
// festival link (400 ms a round trip) that difference is most of the time a ~230-file install takes,
// so the bench measures what a person behind a real deployment gets. The certificate is made here,
// for 127.0.0.1, and the bench's Chromium is told to trust its key (`spkiArgument`): a certificate
// error merely ignored (--ignore-certificate-errors) would keep every answer out of the browser's
// HTTP cache, which the install relies on (public/install-sw.js).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { createSecureServer } from "node:http2";
import { tmpdir } from "node:os";
import path from "node:path";

/** Headers of one hop only: HTTP/2 forbids them, and the proxy's own connection sets them. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "te",
  "http2-settings",
]);

/** A self-signed certificate for 127.0.0.1, made with the machine's openssl, valid for a day. */
function certificate() {
  const dir = mkdtempSync(path.join(tmpdir(), "hulppost-bench-tls-"));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  );
  // Chromium's --ignore-certificate-errors-spki-list: the base64 SHA-256 of the key's SubjectPublicKeyInfo.
  const spki = execFileSync("openssl", ["x509", "-in", cert, "-noout", "-pubkey"]);
  const der = execFileSync("openssl", ["pkey", "-pubin", "-outform", "der"], { input: spki });
  const pair = {
    key: readFileSync(key),
    cert: readFileSync(cert),
    spki: createHash("sha256").update(der).digest("base64"),
  };
  rmSync(dir, { recursive: true, force: true });
  return pair;
}

/** The request's own headers, for the server behind: no pseudo-headers, the host named, the scheme said. */
function forwardedHeaders(req) {
  const headers = {};
  for (const [name, value] of Object.entries(req.headers))
    if (!name.startsWith(":") && !HOP_BY_HOP.has(name)) headers[name] = value;
  headers.host = req.headers[":authority"] ?? req.headers.host;
  headers["x-forwarded-proto"] = "https";
  return headers;
}

/**
 * @param {{ port: number, host?: string }} target the server, plain HTTP/1.1
 * @returns {Promise<{ port: number, spkiArgument: string, close: () => Promise<void> }>}
 */
export async function startHttpsFront(target) {
  const { key, cert, spki } = certificate();
  // Kept-alive connections to the server, as a reverse proxy keeps its upstream ones.
  const agent = new Agent({ keepAlive: true, maxSockets: 128 });
  const server = createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    let answered = false;
    const upstream = request(
      {
        host: target.host ?? "127.0.0.1",
        port: target.port,
        method: req.method,
        path: req.url,
        headers: forwardedHeaders(req),
        agent,
      },
      (answer) => {
        answer.on("end", () => {
          answered = true;
        });
        const headers = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
        res.writeHead(answer.statusCode ?? 502, headers);
        // A live stream (Server-Sent Events) goes through as it comes, never buffered.
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    // The browser gone before the answer's end (a page left, a stream closed): the server's side too.
    res.on("close", () => {
      if (!answered) upstream.destroy();
    });
    req.pipe(upstream);
  });
  const sessions = new Set();
  server.on("session", (session) => {
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: server.address().port,
    /** Chromium's switch that trusts this front's key: its answers are then cached as any site's. */
    spkiArgument: `--ignore-certificate-errors-spki-list=${spki}`,
    close: () =>
      new Promise((resolve) => {
        for (const session of sessions) session.destroy();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
