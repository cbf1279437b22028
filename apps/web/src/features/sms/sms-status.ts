import type { SmsMessageView, SmsRecipientStatus } from "@hulppost/shared/sms";

/**
 * After this long, a message still waiting on delivery reports is no longer asked for every few
 * seconds: a provider that never reports (a phone switched off for days) must not keep the page
 * polling. Focusing the window again still refreshes it.
 */
const POLL_WINDOW_MS = 30 * 60_000;

/** A message whose recipients may still change status soon: queued, or sent without a delivery report yet. */
export function isSettling(message: SmsMessageView, now = Date.now()): boolean {
  if (message.status === "cancelled") return false;
  // "done" means nothing is queued any more; copies handed to the provider still await its report.
  if (message.status === "done" && message.counts.sent === 0) return false;
  const startsAt = Date.parse(message.scheduledAt ?? message.createdAt);
  // A scheduled message waits quietly until its moment; then the job picks it up.
  if (message.status === "scheduled" && startsAt > now) return false;
  if (now - startsAt > POLL_WINDOW_MS) return false;
  return message.status === "sending" || message.counts.pending + message.counts.sent > 0;
}

/** Badge colours per recipient status: grey waiting, blue on its way, green arrived, red failed. */
export const STATUS_TONE = {
  pending: "neutral",
  sent: "blue",
  delivered: "green",
  failed: "red",
} as const satisfies Record<SmsRecipientStatus, string>;
