import { CircleAlert, Info } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** A boxed message inside a page or dialog, for things a toast would let slip by. */
export function Alert({
  tone = "info",
  title,
  children,
  className,
  ...props
}: {
  tone?: "info" | "warning" | "error";
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  "data-testid"?: string;
}) {
  const Icon = tone === "info" ? Info : CircleAlert;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex gap-3 rounded-lg border p-3 text-sm",
        tone === "info" && "border-blue-200 bg-blue-50 text-blue-900",
        tone === "warning" && "border-amber-200 bg-amber-50 text-amber-950",
        tone === "error" && "border-red-200 bg-red-50 text-red-900",
        className,
      )}
      {...props}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div className="min-w-0">
        {title && <p className="font-medium">{title}</p>}
        {children && <div className={cn(title && "mt-0.5")}>{children}</div>}
      </div>
    </div>
  );
}
