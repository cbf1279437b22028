import { describe, expect, it } from "vitest";
import { SLOW_LOAD_MS, slowLoadDelay } from "./load-state";

const PAGE = "https://hulppost.test/dashboard/patient?id=1";

describe("how long a spinner may stay alone", () => {
  it.each([
    // [ms since the document was opened, same address as opened, delay]
    [0, true, SLOW_LOAD_MS],
    [1_500, true, 1_500],
    [2_999, true, 1],
    [3_000, true, 0],
    [5_999, true, 0],
    [6_000, true, SLOW_LOAD_MS],
    [60_000, true, SLOW_LOAD_MS],
    [1_500, false, SLOW_LOAD_MS],
    [4_000, false, SLOW_LOAD_MS],
  ])("%i ms after opening (first page: %s) waits %i ms", (now, first, delay) => {
    const opened = first ? PAGE : "https://hulppost.test/dashboard";
    expect(slowLoadDelay(now, PAGE, opened)).toBe(delay);
  });
});
