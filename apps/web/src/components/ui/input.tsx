import type { ChangeEvent, InputHTMLAttributes, Ref, TextareaHTMLAttributes } from "react";
import { cn } from "../../lib/cn";

const field =
  "w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus-visible:border-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-700/20 disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-500";

/**
 * What a date or date-time field reports for a date that does not exist (31 February) or is half
 * typed: the browser's own value is then "", which a form would read as "no date" and save
 * nothing or clear it. This text fails the shared date and instant rules, so the form says "enter
 * a valid date" instead.
 */
export const NOT_A_DATE = "0000-00-00";

/**
 * What a form's own date field hands its change handler instead of the browser's event when the
 * date is not real: the name and NOT_A_DATE, and no input type, so react-hook-form's `register`
 * takes the value from here and not from the field (which holds "").
 */
export interface NotADateChange {
  type: "change";
  target: { name: string; value: typeof NOT_A_DATE };
}

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange"> & {
  ref?: Ref<HTMLInputElement>;
  onChange?: (event: ChangeEvent<HTMLInputElement> | NotADateChange) => void;
};

export function Input({ className, ...props }: InputProps) {
  // Only a form's own (uncontrolled) date field: a controlled one keeps its state's value.
  if ((props.type !== "date" && props.type !== "datetime-local") || props.value !== undefined)
    return <input className={cn(field, "h-10", className)} {...props} />;
  const { onChange, onBlur } = props;
  // A date field the browser holds as not a real date hands the form NOT_A_DATE: on a change (a
  // valid date typed into 31 February) and on leaving the field (typed into an empty one, which
  // fires no change at all).
  const report = (input: HTMLInputElement) => {
    if (input.validity.badInput) onChange?.({ type: "change", target: { name: input.name, value: NOT_A_DATE } });
    return input.validity.badInput;
  };
  return (
    <input
      className={cn(field, "h-10", className)}
      {...props}
      onChange={(event) => {
        if (!report(event.currentTarget)) onChange?.(event);
      }}
      onBlur={(event) => {
        report(event.currentTarget);
        onBlur?.(event);
      }}
    />
  );
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(field, "min-h-24 py-2", className)} {...props} />;
}

export function NativeSelect({ className, ...props }: React.SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(field, "h-10 pr-8", className)} {...props} />;
}
