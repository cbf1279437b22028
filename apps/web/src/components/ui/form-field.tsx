import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { Label } from "./label";

/**
 * Turns a field message key from the shared contracts (`tooLong:200`, `invalidEmail`) into the
 * sentence in the current language.
 */
export function useFieldMessage() {
  const { t } = useTranslation("validation");
  return (message: string | undefined) => {
    if (!message) return undefined;
    const [key, param] = message.split(":");
    // A number as `count` as well, so "At least {{count}} characters" takes its plural form.
    const count = param !== undefined && /^\d+$/.test(param) ? Number(param) : undefined;
    return t(key ?? "invalid", { n: param, count, defaultValue: t("invalid") });
  };
}

export function FormField({
  id,
  label,
  error,
  hint,
  required,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const message = useFieldMessage()(error);
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="text-brand-700" aria-hidden>
            {" *"}
          </span>
        )}
      </Label>
      {children}
      {hint && !message && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600">
          {message}
        </p>
      )}
    </div>
  );
}
