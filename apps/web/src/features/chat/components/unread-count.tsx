import { cn } from "../../../lib/cn";

/** A count of unread messages, in the brand's colour (red is for clinical danger only) (99+ beyond that); `label` says it in words for screen readers. */
export function UnreadCount({
  count,
  label,
  testId,
  className,
}: {
  count: number;
  label: string;
  testId: string;
  className?: string;
}) {
  if (count <= 0) return null;
  return (
    <span
      data-testid={testId}
      className={cn(
        "inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 text-[11px] font-bold text-white tabular-nums",
        className,
      )}
    >
      <span aria-hidden>{count > 99 ? "99+" : count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
