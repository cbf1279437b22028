import { SMS_MAX_LENGTH } from "@hulppost/shared/constants";
import { smsParts } from "@hulppost/shared/sms";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../lib/cn";

/**
 * "42/160 tekens · GSM-7 · 1 sms" under the text, red over the limit. Screen readers hear it when
 * the text gets focus (the textarea points at it) and, politely, only when the encoding, the number
 * of parts or the limit changes: not on every keystroke.
 */
export function SmsCounter({ id, text }: { id: string; text: string }) {
  const { t } = useTranslation("sms");
  // The server trims before it counts; so does the counter.
  const parts = smsParts(text.trim());
  const over = parts.characters > SMS_MAX_LENGTH;
  const line = t("counter.line", {
    n: parts.characters,
    max: SMS_MAX_LENGTH,
    encoding: t(`counter.encoding.${parts.encoding}`),
    parts: t("counter.parts", { count: parts.parts }),
  });

  const [announcement, setAnnouncement] = useState("");
  const state = `${parts.encoding}:${parts.parts}:${over}`;
  const previous = useRef(state);
  const lineRef = useRef(line);
  lineRef.current = line;
  useEffect(() => {
    if (previous.current === state) return;
    previous.current = state;
    setAnnouncement(over ? t("counter.overAnnouncement", { max: SMS_MAX_LENGTH }) : lineRef.current);
  }, [state, over, t]);

  return (
    <div className="flex flex-col gap-1">
      <p
        id={id}
        className={cn("text-xs tabular-nums", over ? "font-semibold text-red-700" : "text-slate-600")}
        data-testid="sms-counter"
        data-encoding={parts.encoding}
        data-parts={parts.parts}
        data-over={over || undefined}
      >
        {line}
      </p>
      {parts.encoding === "unicode" && <p className="text-xs text-slate-600">{t("counter.unicodeHint")}</p>}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
