import { TIMINGS_MS, TOASTS_VISIBLE } from "@hulppost/shared/constants";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "sonner";
import { createQueryClient } from "./query-client";

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      {children}
      {/* Spec §9: 4 s, at most 3 visible, bottom-right, Alt+T; Sonner pauses on hover and swipes by default. */}
      <Toaster
        position="bottom-right"
        duration={TIMINGS_MS.toastDuration}
        visibleToasts={TOASTS_VISIBLE}
        hotkey={["altKey", "KeyT"]}
        richColors
        closeButton
      />
    </QueryClientProvider>
  );
}
