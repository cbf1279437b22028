import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  randomUUID,
  verify,
} from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A push service of the tests, as a browser's would be (RFC 8030), on 127.0.0.1: it takes the
 * server's POSTs, checks their VAPID signature (RFC 8292), and decrypts each payload with the
 * subscription's private key (RFC 8291, aes128gcm), so a test reads exactly what a phone would
 * show. A subscription can be made to answer 410 (gone), 404, or fail with 500.
 */
export interface ReceivedPush {
  payload: Record<string, unknown>;
  ttl: number;
  urgency: string | null;
  /** The VAPID token's audience: the push service's own origin. */
  audience: string;
  at: number;
}

interface Client {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  received: ReceivedPush[];
  answer: number | null;
  failures: number;
}

const b64url = (buffer: Buffer) => buffer.toString("base64url");
const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

function decrypt(client: Client, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  const uaPublic = client.ecdh.getPublicKey();
  const shared = client.ecdh.computeSecret(serverPublic);
  const prkKey = hmac(client.auth, shared);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, serverPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const plain = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then padding zeros (RFC 8188).
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error("no padding delimiter");
  return plain.subarray(0, end).toString("utf8");
}

/** Checks the `vapid t=…, k=…` header: an ES256 token signed by the key it names. */
function vapidAudience(header: string | undefined): string {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? "");
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token = "", key = ""] = match;
  const [head = "", claims = "", signature = ""] = token.split(".");
  const point = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: "jwk",
  });
  const ok = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!ok) throw new Error("VAPID signature does not verify");
  return (JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud: string }).aud;
}

export interface PushService {
  origin: string;
  /** A new browser subscription at this service, as PushSubscription.toJSON() gives it. */
  subscribe(): { id: string; endpoint: string; keys: { p256dh: string; auth: string } };
  received(id: string): ReceivedPush[];
  /** From now on, this subscription's endpoint answers `status` (410, 404: gone; 500: failure). */
  answer(id: string, status: number | null): void;
  /** Every POST it refused to decrypt or verify (none, in a passing test). */
  errors: string[];
  close(): Promise<void>;
}

/** On `port` (0: any free one): the journeys use a fixed one per slot, which the server is told of. */
export async function startPushService(port = 0): Promise<PushService> {
  const clients = new Map<string, Client>();
  const errors: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const id = request.url?.split("/").at(-1) ?? "";
      const client = clients.get(id);
      if (!client) return void response.writeHead(404).end();
      if (client.answer) {
        client.failures++;
        return void response.writeHead(client.answer).end();
      }
      try {
        const audience = vapidAudience(request.headers.authorization);
        const payload = JSON.parse(decrypt(client, Buffer.concat(chunks))) as Record<string, unknown>;
        client.received.push({
          payload,
          ttl: Number(request.headers.ttl),
          urgency: (request.headers.urgency as string | undefined) ?? null,
          audience,
          at: Date.now(),
        });
        response.writeHead(201, { location: `/message/${randomUUID()}` }).end();
      } catch (error) {
        errors.push(String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    errors,
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      clients.set(id, { ecdh, auth, received: [], answer: null, failures: 0 });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      };
    },
    received: (id) => clients.get(id)?.received ?? [],
    answer(id, status) {
      const client = clients.get(id);
      if (client) client.answer = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
