import { LANGUAGES, type Language } from "@hulppost/shared/constants";
import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { useSetLanguage } from "../../features/me";

/** The language shown and a way to change it; signed in, the choice is saved to the profile so mails follow it too. */
function useLanguageChange(signedIn: boolean) {
  const { t, i18n } = useTranslation();
  const save = useSetLanguage({
    // The toast speaks the chosen language: `t` of this render still has the previous one.
    onSuccess: (_saved, language) => toast.success(t("toasts.languageUpdated", { lng: language })),
    onError: (_error, language) => toast.error(t("toasts.languageFailed", { lng: language })),
  });
  const current = (i18n.resolvedLanguage ?? "nl") as Language;
  const change = async (value: string) => {
    const language = value as Language;
    await i18n.changeLanguage(language);
    if (signedIn) save.mutate(language);
  };
  return { current, change };
}

/** nl, en, es, fr. Signed in, the choice is saved to the profile so mails follow it too. */
export function LanguageSwitcher({ signedIn, compact = false }: { signedIn: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  const { current, change } = useLanguageChange(signedIn);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size={compact ? "icon" : "sm"}
          data-testid="language-switcher"
          aria-label={t("language.choose")}
        >
          <Languages className="h-4 w-4" aria-hidden />
          {!compact && <span className="uppercase">{current}</span>}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={current} onValueChange={change}>
          {LANGUAGES.map((language) => (
            <DropdownMenuRadioItem key={language} value={language} data-testid={`language-${language}`} lang={language}>
              <span className="w-6 text-xs font-semibold text-slate-500 uppercase">{language}</span>
              {t(`languages.${language}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * The four languages as a row of buttons, for the account menu on a phone: the header has no room
 * for a language menu of its own there (decision 062).
 */
export function LanguageChoice() {
  const { t } = useTranslation();
  const { current, change } = useLanguageChange(true);
  return (
    <fieldset className="grid grid-cols-4 gap-1" data-testid="language-choice">
      <legend className="sr-only">{t("language.choose")}</legend>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          variant={language === current ? "secondary" : "ghost"}
          size="sm"
          className="px-0"
          aria-pressed={language === current}
          title={t(`languages.${language}`)}
          onClick={() => void change(language)}
          data-testid={`language-choice-${language}`}
        >
          <span className="uppercase">{language}</span>
          <span className="sr-only" lang={language}>
            {t(`languages.${language}`)}
          </span>
        </Button>
      ))}
    </fieldset>
  );
}
