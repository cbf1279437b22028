import { onlineManager } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "./api-client";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

describe("what an API answer says about the network", () => {
  it("counts a whole answer as the network back, even after a probe that timed out said it was gone", async () => {
    onlineManager.setOnline(false);
    vi.stubGlobal("fetch", async () => Response.json({ ok: true }));
    await api("/api/me");
    expect(onlineManager.isOnline()).toBe(true);
  });

  it("counts a refusal as an answer too (the server was reached)", async () => {
    onlineManager.setOnline(false);
    vi.stubGlobal("fetch", async () => Response.json({ error: { code: "not_found", message: "x" } }, { status: 404 }));
    await expect(api("/api/orgs/x/events/y")).rejects.toMatchObject({ status: 404 });
    expect(onlineManager.isOnline()).toBe(true);
  });

  it("does not count a gateway's 5xx (the app's server is not answering) nor a request that never arrived", async () => {
    vi.useFakeTimers();
    onlineManager.setOnline(false);
    vi.stubGlobal("fetch", async () => new Response("Bad gateway", { status: 502 }));
    await expect(api("/api/me")).rejects.toMatchObject({ status: 502 });
    expect(onlineManager.isOnline()).toBe(false);

    onlineManager.setOnline(true);
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(api("/api/me")).rejects.toMatchObject({ status: 0 });
    expect(onlineManager.isOnline()).toBe(false);
  });
});
