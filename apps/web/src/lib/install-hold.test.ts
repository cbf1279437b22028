import { afterEach, describe, expect, it, vi } from "vitest";
import {
  HOLD_MAX_MS,
  holdingTheInstall,
  holdTheInstall,
  INSTALL_CHANNEL,
  type InstallMessage,
  installMayGoOn,
  letTheInstallGoOn,
  resetInstallHold,
} from "./install-hold";

/** Whether the promise has settled by the time the queued work so far has run. */
async function settled(promise: Promise<unknown>) {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

/** The worker's side of the channel (Node's BroadcastChannel, as the browser's). */
function worker() {
  const heard: InstallMessage[] = [];
  const channel = new BroadcastChannel(INSTALL_CHANNEL);
  channel.onmessage = (event: MessageEvent<InstallMessage>) => heard.push(event.data);
  return { heard, ask: () => channel.postMessage({ type: "asks" }), close: () => channel.close() };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe("the first install holding while a person signs in", () => {
  afterEach(() => {
    resetInstallHold();
    vi.useRealTimers();
  });

  it("lets a download start at once when nobody holds it, and waits while a sign-in does", async () => {
    expect(await settled(installMayGoOn())).toBe(true);
    holdTheInstall();
    const next = installMayGoOn();
    expect(await settled(next)).toBe(false);
    letTheInstallGoOn();
    expect(await settled(next)).toBe(true);
    expect(await settled(installMayGoOn())).toBe(true);
  });

  it("ends a hold by itself after eight seconds (a sign-in that never arrives)", async () => {
    vi.useFakeTimers();
    holdTheInstall();
    let goes = false;
    void installMayGoOn().then(() => (goes = true));
    await vi.advanceTimersByTimeAsync(HOLD_MAX_MS - 1);
    expect(goes).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(goes).toBe(true);
  });

  it("tells the worker, and answers a worker that starts its install during the hold", async () => {
    const w = worker();
    try {
      w.ask();
      holdTheInstall();
      await until(() => w.heard.length >= 1);
      expect(w.heard).toEqual([{ type: "hold", ms: HOLD_MAX_MS }]);
      // Asked while nothing was held: no answer. Asked now: how long the hold has left.
      w.ask();
      await until(() => w.heard.length >= 2);
      const [, answer] = w.heard;
      expect(answer?.type).toBe("hold");
      expect(answer?.type === "hold" && answer.ms).toBeGreaterThan(HOLD_MAX_MS - 1000);
      letTheInstallGoOn();
      await until(() => w.heard.length >= 3);
      expect(w.heard[2]).toEqual({ type: "go-on" });
      // Once is enough: a second "go on" without a hold says nothing.
      letTheInstallGoOn();
      w.ask();
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(w.heard).toHaveLength(3);
    } finally {
      w.close();
    }
  });

  describe("a request that signs in", () => {
    /** A request whose answer (or refusal) the test gives when it likes. */
    function request<T>() {
      let answer: (value: T) => void = () => {};
      let refuse: (error: Error) => void = () => {};
      const send = () =>
        new Promise<T>((resolve, reject) => {
          answer = resolve;
          refuse = reject;
        });
      return { send, answer: (value: T) => answer(value), refuse: (error: Error) => refuse(error) };
    }

    it.each([
      { case: "an answer that signs in", answer: { signedIn: true }, held: true },
      { case: "an answer that does not (a reset link, the two-factor step)", answer: { signedIn: false }, held: false },
    ])("holds the install from when it leaves; after $case, held: $held", async ({ answer, held }) => {
      const r = request<{ signedIn: boolean }>();
      const sent = holdingTheInstall(r.send, (a) => a.signedIn)("new password");
      expect(await settled(installMayGoOn())).toBe(false);
      r.answer(answer);
      expect(await sent).toEqual(answer);
      // Held until the screen after it is drawn (useArrival), or let go on at once.
      expect(await settled(installMayGoOn())).toBe(!held);
    });

    it("lets the install go on when it is refused, and passes the refusal on", async () => {
      const r = request<unknown>();
      const sent = holdingTheInstall(r.send)("123456");
      expect(await settled(installMayGoOn())).toBe(false);
      r.refuse(new Error("INVALID_CODE"));
      await expect(sent).rejects.toThrow("INVALID_CODE");
      expect(await settled(installMayGoOn())).toBe(true);
    });

    it("lets the install go on when the request cannot even be sent", async () => {
      const sent = holdingTheInstall(() => {
        throw new Error("offline");
      })(undefined);
      await expect(sent).rejects.toThrow("offline");
      expect(await settled(installMayGoOn())).toBe(true);
    });
  });
});
