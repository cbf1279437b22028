import { Slot } from "radix-ui";
import type { ButtonHTMLAttributes } from "react";
import { cn } from "../../lib/cn";
import { usePrerendered } from "../../lib/prerendered";
import { Spinner } from "./spinner";

const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 shadow-sm",
  secondary: "bg-slate-100 text-slate-900 hover:bg-slate-200",
  outline: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50",
  ghost: "text-slate-700 hover:bg-slate-100",
  destructive: "bg-red-600 text-white hover:bg-red-700 shadow-sm",
  link: "text-brand-700 underline-offset-4 hover:underline px-0",
} as const;

// On a phone every button is a 44 px tap target (WCAG 2.5.5): a thumb on a festival field, often
// in gloves, misses a 32 px one. From the sm breakpoint (a mouse, mostly) the compact sizes return.
// On a phone a label also wraps, and the button may narrow to its longest word: French and Spanish
// labels are a third longer than Dutch ones, and a 375 px screen has no room for them on one line
// (decision 062). A label button grows to two lines; an icon button keeps its square.
const wraps = "min-h-11 py-1.5 text-center text-balance max-sm:shrink max-sm:whitespace-normal sm:min-h-0 sm:py-0";
const sizes = {
  sm: `${wraps} sm:h-8 px-3 text-sm gap-1.5`,
  md: `${wraps} sm:h-10 px-4 text-sm gap-2`,
  lg: "min-h-12 py-2 text-center text-balance max-sm:shrink max-sm:whitespace-normal sm:h-12 sm:py-0 px-6 text-base gap-2",
  icon: "h-11 w-11 sm:h-10 sm:w-10 justify-center",
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  asChild?: boolean;
  loading?: boolean;
}

export function Button({
  variant = "primary",
  size = "md",
  asChild,
  loading,
  className,
  children,
  disabled,
  ...props
}: ButtonProps) {
  // The server's painted copy of a page does nothing yet when tapped (decision 060): its buttons wait for the app.
  const prerendered = usePrerendered();
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-md font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50",
        variants[variant],
        sizes[size],
        className,
      )}
      disabled={disabled || loading || (prerendered && !asChild)}
      aria-busy={loading || undefined}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {loading && <Spinner className="h-4 w-4" />}
          {children}
        </>
      )}
    </Component>
  );
}
