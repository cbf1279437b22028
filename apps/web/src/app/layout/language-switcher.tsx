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

/** nl, en, es, fr. Signed in, the choice is saved to the profile so mails follow it too. */
export function LanguageSwitcher({ signedIn, compact = false }: { signedIn: boolean; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const save = useSetLanguage({
    onSuccess: () => toast.success(t("toasts.languageUpdated")),
    onError: () => toast.error(t("toasts.languageFailed")),
  });
  const current = (i18n.resolvedLanguage ?? "nl") as Language;

  const change = async (value: string) => {
    const language = value as Language;
    await i18n.changeLanguage(language);
    if (signedIn) save.mutate(language);
  };

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
