import { chatMessageLength } from "@hulppost/shared/chat";
import { CHAT_MESSAGE_MAX_LENGTH } from "@hulppost/shared/constants";
import { SendHorizontal, WifiOff } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Textarea } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";

const MAX = CHAT_MESSAGE_MAX_LENGTH;
/** The counter turns red from here on: a tenth of the room left. */
const WARN_AT = Math.floor(MAX * 0.9);
/** What a screen reader hears while typing near the limit: a few steps, not every character. */
const STEPS = [50, 25, 10] as const;
const MAX_HEIGHT_PX = 160;

/** Half-typed messages survive switching channels (not a reload). */
const drafts = new Map<string, string>();

function stepOf(remaining: number): string | null {
  if (remaining < 0) return "over";
  if (remaining === 0) return "full";
  const step = [...STEPS].reverse().find((s) => remaining <= s);
  return step === undefined ? null : String(step);
}

/**
 * The message box, pinned under the conversation: grows with its text up to a few lines, counts
 * characters as the server does (n/500, red near the limit), refuses more than 500 and empty
 * text. Enter sends on a keyboard with a mouse; on a phone Enter is a new line and the button
 * sends. Ctrl/Cmd+Enter sends everywhere.
 */
export function Composer({
  draftKey,
  channelName,
  onSend,
  readOnly = false,
}: {
  draftKey: string;
  channelName: string;
  onSend: (body: string) => void;
  /** Offline: typing goes on (the draft is kept), sending waits for the network. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation("chat");
  const id = useId();
  const [value, setValue] = useState(() => drafts.get(draftKey) ?? "");
  const [announcement, setAnnouncement] = useState("");
  const trimmed = value.trim();
  const length = chatMessageLength(trimmed);
  const remaining = MAX - length;
  const over = remaining < 0;
  const step = stepOf(remaining);
  const remainingRef = useRef(remaining);
  remainingRef.current = remaining;

  // Announced once per step crossed, with the count at that moment.
  useEffect(() => {
    if (step === null) setAnnouncement("");
    else if (step === "over") setAnnouncement(t("composer.tooLong", { max: MAX }));
    else if (step === "full") setAnnouncement(t("composer.full"));
    else setAnnouncement(t("composer.remaining", { count: remainingRef.current }));
  }, [step, t]);

  // Grows with the text (and shrinks back once sent), up to a few lines, then scrolls.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the value.
  useEffect(() => {
    const el = document.getElementById(id);
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [id, value]);

  const change = (next: string) => {
    setValue(next);
    drafts.set(draftKey, next);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!trimmed || over || readOnly) return;
    onSend(trimmed);
    change("");
    document.getElementById(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    const finePointer = window.matchMedia("(pointer: fine)").matches;
    if (event.ctrlKey || event.metaKey || (finePointer && !event.shiftKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      onSubmit={submit}
      className="shrink-0 border-t border-slate-200 bg-white px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]"
    >
      {readOnly && (
        <p
          className="mb-2 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
          role="status"
          data-testid="chat-offline"
        >
          <WifiOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {t("composer.offline")}
        </p>
      )}
      <label htmlFor={id} className="sr-only">
        {t("composer.label", { channel: channelName })}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          rows={1}
          value={value}
          onChange={(e) => change(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t("composer.placeholder")}
          aria-invalid={over || undefined}
          aria-describedby={`${id}-counter${over ? ` ${id}-error` : ""}`}
          enterKeyHint="enter"
          data-testid="chat-input"
          className="min-h-10 resize-none py-2 text-base sm:text-sm"
        />
        <Button
          type="submit"
          size="icon"
          disabled={!trimmed || over || readOnly}
          aria-label={t("composer.send")}
          data-testid="chat-send"
        >
          <SendHorizontal className="h-5 w-5" aria-hidden />
        </Button>
      </div>
      <div className="mt-1 flex items-center justify-between gap-2 text-xs">
        {over ? (
          <p id={`${id}-error`} className="font-medium text-red-700">
            {t("composer.tooLong", { max: MAX })}
          </p>
        ) : (
          <span />
        )}
        <span
          id={`${id}-counter`}
          data-testid="chat-counter"
          data-state={over ? "over" : length >= WARN_AT ? "warn" : "ok"}
          className={cn("tabular-nums text-slate-500", length >= WARN_AT && "font-semibold text-red-700")}
        >
          <span aria-hidden>
            {length}/{MAX}
          </span>
          <span className="sr-only">{t("composer.counter", { count: length, max: MAX })}</span>
        </span>
      </div>
      <p className="sr-only" aria-live="polite" data-testid="chat-counter-announcement">
        {announcement}
      </p>
    </form>
  );
}
