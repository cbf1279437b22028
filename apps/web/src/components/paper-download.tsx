import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@hulppost/shared/constants";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useOrganization } from "../lib/organization-context";
import { Button, type ButtonProps } from "./ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "./ui/dropdown-menu";

const isLanguage = (value: string | undefined): value is Language => LANGUAGES.includes(value as Language);

/**
 * The languages a paper is offered in: the organisation's report language first, then the
 * reader's own (their interface language) when it differs: a French-speaking crew of a Flemish
 * organisation takes a French handover, the hospital a Dutch one.
 */
export function usePaperLanguages(): Language[] {
  const { selected } = useOrganization();
  const { i18n } = useTranslation();
  // A `me` kept from before the field existed has none: the server's default is the same.
  const report = selected?.reportLanguage ?? DEFAULT_LANGUAGE;
  const reader = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : report;
  return reader === report ? [report] : [report, reader];
}

/** A language's own name ("Français"), the same in every interface language. */
function useLanguageName() {
  const { t } = useTranslation("common");
  return (language: Language) => t(`languages.${language}`, { lng: language });
}

/**
 * A paper's download button. In one language it downloads at once; when the organisation's and
 * the reader's languages differ it opens a small menu of the two, each named in its own language.
 * The report language keeps `testId`; the other is `${testId}-${language}`.
 */
export function PaperDownloadButton({
  onDownload,
  testId,
  children,
  ...button
}: Omit<ButtonProps, "onClick" | "children"> & {
  onDownload: (language: Language) => void;
  testId: string;
  children: ReactNode;
}) {
  const languages = usePaperLanguages();
  const name = useLanguageName();
  const [only] = languages;
  if (languages.length === 1 && only)
    return (
      <Button {...button} onClick={() => onDownload(only)} data-testid={testId}>
        {children}
      </Button>
    );
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button {...button} data-testid={`${testId}-languages`}>
          {children}
          <ChevronDown className="h-4 w-4" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {languages.map((language, index) => (
          <DropdownMenuItem
            key={language}
            lang={language}
            onSelect={() => onDownload(language)}
            data-testid={index === 0 ? testId : `${testId}-${language}`}
          >
            {name(language)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * A paper's items in a menu that holds other things too: one item in one language, else one per
 * language, "Rapport (PDF) · Français". The report language keeps `testId`.
 */
export function PaperMenuItems({
  label,
  icon,
  onDownload,
  testId,
}: {
  label: string;
  icon: ReactNode;
  onDownload: (language: Language) => void;
  testId: string;
}) {
  const languages = usePaperLanguages();
  const name = useLanguageName();
  return languages.map((language, index) => (
    <DropdownMenuItem
      key={language}
      onSelect={() => onDownload(language)}
      data-testid={index === 0 ? testId : `${testId}-${language}`}
    >
      {icon}
      {languages.length === 1 ? (
        label
      ) : (
        <span>
          {label} · <span lang={language}>{name(language)}</span>
        </span>
      )}
    </DropdownMenuItem>
  ));
}
