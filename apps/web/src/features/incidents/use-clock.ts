import { useTranslation } from "react-i18next";
import { planningFormat } from "../../lib/planning-time-zone";

/**
 * "21:29": a moment of the incident on the post's clock (the planning time zone), 24-hour in every
 * language. Kept here rather than in lib/format: the landing page's first download carries that.
 */
export function useClock() {
  const { i18n } = useTranslation();
  const format = planningFormat(i18n.resolvedLanguage ?? "nl", { hour: "2-digit", minute: "2-digit" });
  return (iso: string) => format.format(new Date(iso));
}
