import { useEffect } from "react";
import { afterNextPaint } from "./after-paint";
import { letTheInstallGoOn } from "./install-hold";

/** Longer than any sign-in's way to its first screen; a message older than this is dropped. */
const FRESH_MS = 10_000;

let waiting: { say: () => void; at: number } | null = null;

/**
 * What to say once the signed-in app is on screen, such as the "welcome back" of a sign-in. The
 * signed-in layout says it after its first screen, not before: sonner draws a toast at once (in a
 * flushSync, measuring it), and on a phone 4× slower than a laptop that held the dashboard up by
 * about a tenth of a second (docs/performance.md, "The first sign-in").
 */
export function sayOnArrival(say: () => void) {
  waiting = { say, at: Date.now() };
}

/**
 * In the signed-in layout (and the invitation page a sign-in returns to), once its first screen is
 * drawn: says what a sign-in left, and lets the app's first install go on if the sign-in held it
 * (install-hold.ts).
 */
export function useArrival() {
  useEffect(() => {
    const message = waiting;
    waiting = null;
    const fresh = message !== null && Date.now() - message.at < FRESH_MS;
    // An effect of a render React finished at once still runs before the browser paints.
    afterNextPaint(() => {
      if (fresh) message.say();
      letTheInstallGoOn();
    });
  }, []);
}
