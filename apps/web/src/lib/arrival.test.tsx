import { render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sayOnArrival, useArrival } from "./arrival";
import { holdTheInstall, installMayGoOn, resetInstallHold } from "./install-hold";

function SignedInScreen() {
  useArrival();
  return <main data-testid="screen" />;
}

describe("a message said on arrival (a sign-in's welcome)", () => {
  afterEach(() => vi.useRealTimers());

  it("is said once the screen is drawn, and only once", async () => {
    const say = vi.fn();
    sayOnArrival(say);
    const first = render(<SignedInScreen />);
    // Not while the screen is being put together: after its frame.
    expect(say).not.toHaveBeenCalled();
    await waitFor(() => expect(say).toHaveBeenCalledTimes(1));
    first.unmount();
    render(<SignedInScreen />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(say).toHaveBeenCalledTimes(1);
  });

  it("is dropped when the screen comes more than 10 seconds later", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const say = vi.fn();
    sayOnArrival(say);
    vi.setSystemTime(Date.now() + 10_000);
    render(<SignedInScreen />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(say).not.toHaveBeenCalled();
  });
  it("lets the install a sign-in held go on once the screen is drawn, not before", async () => {
    holdTheInstall();
    let goes = false;
    void installMayGoOn().then(() => (goes = true));
    render(<SignedInScreen />);
    expect(goes).toBe(false);
    // Well before the hold would end by itself (8 s).
    await waitFor(() => expect(goes).toBe(true), { timeout: 1000 });
    resetInstallHold();
  });
});
