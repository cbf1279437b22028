import type { SmsSendBody } from "@hulppost/shared/sms";
import { useRef } from "react";
import { type SmsFormOutput, toSendBody } from "./sms-form-values";

/**
 * The id the browser gives a message. Sending the same message again after a failure (a lost
 * answer on a festival field) reuses it, so the server answers with the message it already made
 * instead of texting everyone twice; any change to the message makes it a new one with a new id.
 */
export function useSendAttempt() {
  const current = useRef<{ id: string; key: string } | null>(null);
  return {
    body(values: SmsFormOutput): SmsSendBody {
      const key = JSON.stringify(toSendBody(values, ""));
      if (current.current?.key !== key) current.current = { id: crypto.randomUUID(), key };
      return toSendBody(values, current.current.id);
    },
    /** The message went out: the next one is another. */
    done() {
      current.current = null;
    },
  };
}
