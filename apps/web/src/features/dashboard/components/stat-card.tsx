import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../../../lib/cn";

/** A number that matters, with what it counts; the whole card opens the page behind it. */
export function StatCard({
  icon: Icon,
  label,
  value,
  to,
  tone = "slate",
  testId,
}: {
  icon: LucideIcon;
  label: ReactNode;
  value: number | undefined;
  to: string;
  tone?: "slate" | "red" | "green" | "blue";
  testId: string;
}) {
  return (
    <Link
      to={to}
      className="flex flex-col items-start gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-200 sm:flex-row sm:items-center sm:gap-3"
      data-testid={testId}
    >
      <span
        className={cn(
          "flex h-10 w-10 shrink-0 items-center justify-center rounded-lg",
          tone === "red" && "bg-brand-50 text-brand-700",
          tone === "green" && "bg-emerald-50 text-emerald-700",
          tone === "blue" && "bg-blue-50 text-blue-700",
          tone === "slate" && "bg-slate-100 text-slate-700",
        )}
        aria-hidden
      >
        <Icon className="h-5 w-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-2xl font-bold text-slate-900 tabular-nums" data-testid={`${testId}-value`}>
          {value ?? "–"}
        </span>
        <span className="block text-sm leading-tight text-slate-600">{label}</span>
      </span>
    </Link>
  );
}
