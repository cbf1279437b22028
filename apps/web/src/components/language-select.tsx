import { LANGUAGES } from "@hulppost/shared/constants";
import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { keepPaintedCopy, usePrerendered } from "../lib/prerendered";

/**
 * The language choice on public pages: a native select, light enough for the landing page's
 * first load and comfortable on a phone. Signed in, the header's switcher also saves the choice.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const prerendered = usePrerendered();
  return (
    <label className="relative flex items-center">
      <span className="sr-only">{t("language.choose")}</span>
      <Languages className="pointer-events-none absolute left-2.5 h-4 w-4 text-slate-500" aria-hidden />
      <select
        data-testid="language-select"
        value={i18n.resolvedLanguage ?? "nl"}
        disabled={prerendered}
        onChange={(event) => void i18n.changeLanguage(event.target.value).then(() => keepPaintedCopy(0))}
        className="h-9 w-[8.5rem] appearance-none rounded-md border border-slate-200 bg-white py-1 pr-3 pl-8 text-sm font-medium text-slate-700 hover:bg-slate-50 max-sm:w-12 max-sm:text-transparent"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language} className="text-slate-900">
            {t(`languages.${language}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
