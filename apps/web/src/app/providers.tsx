import { TIMINGS_MS, TOASTS_VISIBLE } from "@hulppost/shared/constants";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { type SlowLoad, SlowLoadProvider } from "../components/ui/slow-load";
import { setKeptDataEraser } from "../lib/session";
import { createQueryClient } from "./query-client";

// The toast area loads just after the first paint: no page shows a toast before the visitor acts,
// and the landing page's first download stays small.
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

// A public page (an invitation, say) still loading after a few seconds says why; the signed-in
// layout replaces this with the field mode's version, which also lists what the device kept.
const SlowNotice = lazy(() => import("../components/field/not-kept-here").then((m) => ({ default: m.NotKeptHere })));
const publicSlowLoad: SlowLoad = ({ page }) => (
  <Suspense fallback={null}>
    <SlowNotice page={page} links={false} />
  </Suspense>
);

// A session that ends (signed out, revoked) erases what field mode kept; loaded only then.
setKeptDataEraser(() => import("../lib/field/query-snapshot").then((field) => field.clearFieldData()));

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <SlowLoadProvider value={publicSlowLoad}>{children}</SlowLoadProvider>
      <Suspense fallback={null}>
        {/* Toasts last 4 s, at most 3 visible, bottom-right, Alt+T; Sonner pauses on hover and swipes by default. */}
        <Toaster
          position="bottom-right"
          duration={TIMINGS_MS.toastDuration}
          visibleToasts={TOASTS_VISIBLE}
          hotkey={["altKey", "KeyT"]}
          richColors
          closeButton
        />
      </Suspense>
    </QueryClientProvider>
  );
}
