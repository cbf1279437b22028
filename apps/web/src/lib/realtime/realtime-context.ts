import type { RealtimeKind, RealtimeNotice } from "@hulppost/shared/realtime";
import { createContext } from "react";

/** Registers a listener for notices of these kinds; returns its removal. */
export type SubscribeToNotices = (
  kinds: ReadonlySet<RealtimeKind>,
  onNotice: (notice: RealtimeNotice) => void,
) => () => void;

/** Null outside the signed-in layout: there is no stream, and subscribers hear nothing. */
export const RealtimeContext = createContext<SubscribeToNotices | null>(null);
