import { type Ref, useState } from "react";
import { type Control, type FieldValues, type Path, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { type DateMode, formatDateEntry, parseDateEntry } from "../../lib/date-entry";
import { Input } from "./input";

const PLACEHOLDER = { date: "dateEntry.date", datetime: "dateEntry.dateTime", time: "dateEntry.time" } as const;

type Attributes = {
  id: string;
  className?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "data-testid"?: string;
};

/**
 * A date, or a date and time, typed the same way on every device: day-month-year and a 24-hour
 * clock in the reader's language (lib/date-entry.ts). `value` is "YYYY-MM-DD" or
 * "YYYY-MM-DDTHH:mm" as a native input's would be; text that names no real date is handed on as
 * NOT_A_DATE, so the shared rules say "enter a valid date" instead of saving nothing.
 */
export function DateText({
  value,
  onChange,
  onBlur,
  mode,
  name,
  ref,
  ...props
}: Attributes & {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  mode: DateMode;
  name?: string;
  ref?: Ref<HTMLInputElement>;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? "nl";
  const [text, setText] = useState(() => formatDateEntry(value, language));
  // The value this field last showed or handed on: one set from outside (the record reloaded, the
  // form reset, a quick choice) is shown; while typing, the text stays as typed.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(formatDateEntry(value, language));
  }
  return (
    <Input
      {...props}
      ref={ref}
      name={name}
      inputMode="numeric"
      autoComplete="off"
      placeholder={t(PLACEHOLDER[mode])}
      value={text}
      onChange={(event) => {
        const next = parseDateEntry(event.target.value, mode);
        setText(event.target.value);
        setSeen(next);
        onChange(next);
      }}
      onBlur={onBlur}
    />
  );
}

/**
 * DateText as a field of a react-hook-form form. `deps` names fields validated again when this
 * one changes (a date and its time are checked as one moment).
 */
export function DateField<T extends FieldValues, Output extends FieldValues = T>({
  control,
  name,
  mode,
  deps,
  ...props
}: Attributes & { control: Control<T, unknown, Output>; name: Path<T>; mode: DateMode; deps?: Path<T>[] }) {
  const { field } = useController<T, Path<T>, Output>({ control, name, rules: deps ? { deps } : undefined });
  return (
    <DateText
      {...props}
      mode={mode}
      name={field.name}
      ref={field.ref}
      value={(field.value as string | null | undefined) ?? ""}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
