import type { TriageCategory } from "@hulppost/shared/clinical/triage";
import { useTranslation } from "react-i18next";
import { cn } from "../../../lib/cn";

/**
 * The triage colours every service uses: T1 red, T2 yellow, T3 green, dead black. The category is
 * always written too, never colour alone.
 */
export const CATEGORY_CLASSES: Record<TriageCategory, string> = {
  T1: "bg-red-600 text-white",
  T2: "bg-yellow-400 text-slate-950",
  T3: "bg-emerald-600 text-white",
  dead: "bg-slate-950 text-white",
};

export function CategoryBadge({
  category,
  long = false,
  className,
}: {
  category: TriageCategory;
  long?: boolean;
  className?: string;
}) {
  const { t } = useTranslation("incidents");
  return (
    <span
      className={cn(
        "inline-flex items-center justify-center rounded-md px-2 py-0.5 text-sm font-bold whitespace-nowrap",
        CATEGORY_CLASSES[category],
        className,
      )}
      data-testid={`category-${category}`}
    >
      {t(long ? `categories.${category}` : `short.${category}`)}
    </span>
  );
}
