import { LANDING_MOBILE_MENU_WIDTH_PX } from "@hulppost/shared/constants";
import { Cross, Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageSelect } from "../../components/language-select";
import { Button } from "../../components/ui/button";

const SECTIONS = ["features", "benefits", "pricing", "contact"] as const;

/**
 * The landing page's top bar. The mobile menu is a small panel of its own rather than a dialog
 * library, to keep the first download of / small; it closes on Escape and on a tap outside.
 */
export function LandingNav() {
  const { t } = useTranslation("landing");
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector("a")?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <span className="flex h-8 w-8 items-center justify-center rounded-md bg-brand-700 text-white">
            <Cross className="h-5 w-5" fill="currentColor" aria-hidden />
          </span>
          {t("common:app.title")}
        </Link>
        <nav className="ml-6 hidden gap-6 text-sm font-medium text-slate-600 md:flex" aria-label={t("nav.label")}>
          {SECTIONS.map((section) => (
            <a key={section} href={`#${section}`} className="hover:text-slate-900">
              {t(`nav.${section}`)}
            </a>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSelect />
          <Button asChild variant="ghost" className="hidden sm:inline-flex">
            <Link to="/auth">{t("nav.signIn")}</Link>
          </Button>
          <Button asChild className="hidden sm:inline-flex">
            <Link to="/auth?signup=true">{t("nav.start")}</Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={t("nav.openMenu")}
            aria-expanded={open}
            aria-controls="landing-mobile-menu"
            onClick={() => setOpen(true)}
            data-testid="landing-menu"
          >
            <Menu className="h-5 w-5" aria-hidden />
          </Button>
        </div>
      </div>
      {open && (
        <div className="fixed inset-0 z-50 md:hidden">
          <button
            type="button"
            className="absolute inset-0 h-full w-full bg-slate-900/50 animate-fade-in"
            aria-label={t("common:actions.close")}
            onClick={() => setOpen(false)}
          />
          <div
            id="landing-mobile-menu"
            ref={panel}
            data-testid="landing-mobile-menu"
            style={{ width: LANDING_MOBILE_MENU_WIDTH_PX }}
            className="absolute inset-y-0 right-0 flex max-w-[90vw] flex-col bg-white shadow-xl animate-slide-in-right"
          >
            <div className="flex justify-end p-3">
              <Button variant="ghost" size="icon" onClick={() => setOpen(false)} aria-label={t("common:actions.close")}>
                <X className="h-5 w-5" aria-hidden />
              </Button>
            </div>
            <nav className="flex flex-col gap-1 px-4" aria-label={t("nav.label")}>
              {SECTIONS.map((section) => (
                <a
                  key={section}
                  href={`#${section}`}
                  onClick={() => setOpen(false)}
                  className="rounded-md px-3 py-3 font-medium text-slate-800 hover:bg-slate-100"
                >
                  {t(`nav.${section}`)}
                </a>
              ))}
              <div className="mt-4 flex flex-col gap-2 border-t border-slate-100 pt-4">
                <Button asChild variant="outline">
                  <Link to="/auth">{t("nav.signIn")}</Link>
                </Button>
                <Button asChild>
                  <Link to="/auth?signup=true">{t("nav.start")}</Link>
                </Button>
              </div>
            </nav>
          </div>
        </div>
      )}
    </header>
  );
}
