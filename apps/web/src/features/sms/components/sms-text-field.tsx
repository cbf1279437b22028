import { Braces } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { useFieldMessage } from "../../../components/ui/form-field";
import { Textarea } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { insertAt, placeholdersOf, type SmsFormOutput, type SmsFormValues } from "../sms-form-values";
import { SmsCounter } from "./sms-counter";

/** The message itself: the text, two buttons that put a placeholder where the cursor is, and the counter. */
export function SmsTextField({
  form,
  tooLongFor,
}: {
  form: UseFormReturn<SmsFormValues, unknown, SmsFormOutput>;
  /** Whose filled-in text the server found too long, and how long. */
  tooLongFor: { name: string; characters: number } | null;
}) {
  const { t, i18n } = useTranslation("sms");
  // In the reader's language ({prénom} in French); the server fills every language's spelling.
  const { firstName: FIRST_NAME, event: EVENT } = placeholdersOf(i18n.resolvedLanguage);
  const fieldMessage = useFieldMessage();
  const text = form.watch("text");
  const errorKey = form.formState.errors.text?.message;
  const error = fieldMessage(errorKey);

  const insert = (placeholder: string) => {
    const el = document.getElementById("sms-text") as HTMLTextAreaElement | null;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const next = insertAt(text, placeholder, start, end);
    form.setValue("text", next.value, { shouldDirty: true, shouldValidate: true });
    // Back to the text with the cursor after the placeholder, so typing simply goes on.
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.cursor, next.cursor);
    });
  };

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="sms-text">
        {t("compose.text")}
        <span className="text-brand-700" aria-hidden>
          {" *"}
        </span>
      </Label>
      <Textarea
        id="sms-text"
        rows={4}
        {...form.register("text")}
        placeholder={t("compose.textPlaceholder")}
        aria-invalid={!!error || undefined}
        aria-describedby={`sms-counter${error ? " sms-text-error" : ""} sms-placeholders-hint`}
        className="text-base sm:text-sm"
        data-testid="sms-text"
      />
      <SmsCounter id="sms-counter" text={text} />
      {error && (
        <p id="sms-text-error" role="alert" className="text-xs font-medium text-red-700">
          {error}
          {errorKey === "smsTooLongFilled" &&
            tooLongFor &&
            ` ${t("compose.tooLongFor", { name: tooLongFor.name, count: tooLongFor.characters })}`}
        </p>
      )}
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => insert(FIRST_NAME)}
          data-testid="sms-insert-firstname"
        >
          <Braces className="h-4 w-4" aria-hidden />
          {t("compose.insertFirstName")}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => insert(EVENT)} data-testid="sms-insert-event">
          <Braces className="h-4 w-4" aria-hidden />
          {t("compose.insertEvent")}
        </Button>
      </div>
      <p id="sms-placeholders-hint" className="text-xs text-slate-600">
        {t("compose.placeholdersHint", { firstName: FIRST_NAME, event: EVENT })}
      </p>
    </div>
  );
}
