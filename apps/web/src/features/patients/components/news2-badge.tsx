import type { News2Parameter, News2Risk } from "@hulppost/shared/clinical/news2";
import { useTranslation } from "react-i18next";
import { cn } from "../../../lib/cn";
import { RISK_TONE } from "../patient-format";

/**
 * The NEWS2 total in its risk colour. A partial set has no score (clinical.md): it says so and
 * names the parameters still to measure in plain text, because a tooltip never shows on a phone.
 * "—" when nothing is known (the patient list only knows that no complete set was measured).
 */
export function News2Badge({
  total,
  risk,
  missing,
  size = "md",
  align = "start",
}: {
  total: number | null;
  risk: News2Risk | null;
  missing?: readonly News2Parameter[];
  size?: "md" | "lg";
  align?: "start" | "end";
}) {
  const { t, i18n } = useTranslation("patients");
  if (total === null || risk === null) {
    if (missing && missing.length > 0) {
      const list = new Intl.ListFormat(i18n.resolvedLanguage ?? "nl", { type: "conjunction" }).format(
        missing.map((parameter) => t(`news2.parameters.${parameter}`)),
      );
      return (
        <span
          className={cn(
            "inline-flex max-w-56 flex-col gap-0.5",
            align === "end" ? "items-end text-right" : "items-start",
          )}
          data-testid="news2-badge"
        >
          <span className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-300 ring-inset">
            {t("news2.incomplete")}
          </span>
          <span className="text-xs text-slate-600" data-testid="news2-missing">
            {t("news2.missing", { list, count: missing.length })}
          </span>
        </span>
      );
    }
    return (
      <span
        className="inline-flex items-center rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-600"
        title={t("news2.none")}
        data-testid="news2-badge"
      >
        <span aria-hidden>—</span>
        <span className="sr-only">{t("news2.none")}</span>
      </span>
    );
  }
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-md font-semibold tabular-nums ring-1 ring-inset",
        size === "lg" ? "px-3 py-1 text-lg" : "px-2 py-0.5 text-xs",
        RISK_TONE[risk],
      )}
      title={t(`news2.risk.${risk}`)}
      data-testid="news2-badge"
    >
      <span className="sr-only">{t("news2.label")} </span>
      {total}
      {size === "lg" ? (
        <span className="text-xs font-medium">{t(`news2.risk.${risk}`)}</span>
      ) : (
        <span className="sr-only"> {t(`news2.risk.${risk}`)}</span>
      )}
    </span>
  );
}
