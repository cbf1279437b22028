import { LANGUAGES } from "@hulppost/shared/constants";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { cn } from "../../lib/cn";
import { useSetLanguage } from "./api/set-language";

/** The four languages as a choice of buttons; the choice is saved to the profile. */
export function LanguageChoice() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage;
  // The interface switches first, then the choice is saved.
  const save = useSetLanguage(
    {
      // The toast speaks the chosen language: `t` of this render still has the previous one.
      onSuccess: (_saved, language) => toast.success(t("toasts.languageUpdated", { lng: language })),
      onError: (_error, language) => toast.error(t("toasts.languageFailed", { lng: language })),
    },
    (language) => i18n.changeLanguage(language),
  );
  return (
    <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label={t("language.choose")}>
      {LANGUAGES.map((language) => (
        // biome-ignore lint/a11y/useSemanticElements: a styled button group reads better than radio inputs here
        <button
          key={language}
          type="button"
          role="radio"
          aria-checked={current === language}
          lang={language}
          onClick={() => save.mutate(language)}
          className={cn(
            "rounded-md border px-3 py-2 text-left text-sm font-medium",
            current === language
              ? "border-brand-700 bg-brand-50 text-brand-800"
              : "border-slate-200 text-slate-700 hover:bg-slate-50",
          )}
        >
          {t(`languages.${language}`)}
        </button>
      ))}
    </div>
  );
}
