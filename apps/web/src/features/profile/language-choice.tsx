import { LANGUAGES, type Language } from "@hulppost/shared/constants";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { api } from "../../lib/api-client";
import { cn } from "../../lib/cn";
import { ME_QUERY_KEY } from "../../lib/session";

/** The four languages as a choice of buttons; the choice is saved to the profile. */
export function LanguageChoice() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const current = i18n.resolvedLanguage;
  const save = useMutation({
    mutationFn: async (language: Language) => {
      await i18n.changeLanguage(language);
      await api("/api/me/language", { method: "PUT", body: { language } });
    },
    onSuccess: () => {
      toast.success(t("toasts.languageUpdated"));
      void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
    onError: () => toast.error(t("toasts.languageFailed")),
  });
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
