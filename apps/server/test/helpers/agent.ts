import type { Hono } from "hono";

type AnyApp = Pick<Hono, "request">;

/**
 * A browser-like client for the Hono app: keeps cookies between requests and sends the Origin a
 * browser on the same site would send.
 */
export class Agent {
  private cookies = new Map<string, string>();
  origin = "http://localhost";
  /** Each agent comes from its own address, like different people on different networks. */
  ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  env: Record<string, unknown> | undefined;

  constructor(private readonly app: AnyApp) {}

  get cookieHeader(): string {
    return [...this.cookies.entries()].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  clearCookies() {
    this.cookies.clear();
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const init: RequestInit = { method, headers: { origin: this.origin, ...headers } };
    const h = init.headers as Record<string, string>;
    if (this.cookies.size) h.cookie = this.cookieHeader;
    if (body !== undefined) {
      if (typeof body === "string" || body instanceof Uint8Array) init.body = body as RequestInit["body"];
      else init.body = JSON.stringify(body);
      h["content-type"] ??= "application/json";
    }
    const env = this.env ?? { incoming: { socket: { remoteAddress: this.ip } } };
    const response = await this.app.request(`http://localhost${path}`, init, env);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = "", ...attrs] = cookie.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0/i.test(a.trim())) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request("GET", path, undefined, headers);
  }
  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request("POST", path, body ?? {}, headers);
  }
  patch(path: string, body?: unknown) {
    return this.request("PATCH", path, body ?? {});
  }
  put(path: string, body?: unknown) {
    return this.request("PUT", path, body ?? {});
  }
  delete(path: string) {
    return this.request("DELETE", path);
  }
  async json<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    const res = await this.request(method, path, body);
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  }
}
