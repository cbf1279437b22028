import { TIMINGS_MS, TOASTS_VISIBLE } from "@hulppost/shared/constants";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { createQueryClient } from "./query-client";

// The toast area loads just after the first paint: no page shows a toast before the visitor acts,
// and the landing page's first download stays small.
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      {children}
      <Suspense fallback={null}>
        {/* Spec §9: 4 s, at most 3 visible, bottom-right, Alt+T; Sonner pauses on hover and swipes by default. */}
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
