import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SLOW_LOAD_MS } from "../components/ui/slow-load";
import { nl } from "../test/render";
import { PageCodeWaiting } from "./page-code-waiting";

describe("a signed-in page whose code does not come", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows nothing for the first seconds, then says why, with the way to the dashboard", () => {
    render(<PageCodeWaiting />);
    expect(screen.queryByTestId("not-kept")).toBeNull();
    act(() => vi.advanceTimersByTime(SLOW_LOAD_MS - 1));
    expect(screen.queryByTestId("not-kept")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const waiting = screen.getByTestId("not-kept");
    // Online as far as the browser knows (a network that hangs): slow, not "not kept".
    expect(waiting).toHaveAttribute("data-state", "slow");
    expect(waiting).toHaveTextContent(nl("field:slow.title"));
    expect(screen.getByTestId("kept-page")).toHaveAttribute("href", "/dashboard");
    expect(screen.getByTestId("kept-page")).toHaveTextContent(nl("field:notKept.home"));
  });

  it("says the page is not on this device when the browser knows it is offline", () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      render(<PageCodeWaiting />);
      act(() => vi.advanceTimersByTime(SLOW_LOAD_MS));
      expect(screen.getByTestId("not-kept")).toHaveAttribute("data-state", "notKept");
      expect(screen.getByTestId("not-kept")).toHaveTextContent(nl("field:notKept.title"));
    } finally {
      onLine.mockRestore();
    }
  });
});
