import { hasLanded } from "@hulppost/shared/modules";
import { Cross, HandHeart, HeartPulse, ShieldCheck, Users } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { LanguageSelect } from "../../components/language-select";
import { usePrerendered } from "../../lib/prerendered";

/** The frame of every /auth mode: a brand panel beside the form on wide screens. */
export function AuthShell({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation("auth");
  const painted = usePrerendered();
  const { pathname, search } = useLocation();
  const points = [
    { icon: Users, text: t("shell.point1") },
    // Patient registration is promised once it is there; until then, what caregivers can do now.
    hasLanded("patients")
      ? { icon: HeartPulse, text: t("shell.point2") }
      : { icon: HandHeart, text: t("shell.point2BeforePatients") },
    { icon: ShieldCheck, text: t("shell.point3") },
  ];
  return (
    <div className="flex min-h-dvh bg-white">
      <div className="relative hidden w-[44%] flex-col justify-between overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-rose-600 p-10 text-white lg:flex">
        <Link to="/" className="flex items-center gap-3 text-xl font-bold">
          <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-white text-brand-700">
            <Cross className="h-6 w-6" fill="currentColor" aria-hidden />
          </span>
          {t("common:app.title")}
        </Link>
        <div>
          <p className="max-w-md text-3xl leading-tight font-bold">{t("shell.headline")}</p>
          <ul className="mt-8 flex flex-col gap-4">
            {points.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-white/90">
                <span className="flex h-9 w-9 items-center justify-center rounded-full bg-white/15">
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-white/70">{t("shell.footer")}</p>
      </div>
      <div className="flex flex-1 flex-col">
        <div className="flex items-center justify-between p-4">
          <Link to="/" className="flex items-center gap-2 font-bold text-slate-900 lg:invisible">
            <span className="flex h-8 w-8 items-center justify-center rounded-md bg-brand-700 text-white">
              <Cross className="h-5 w-5" fill="currentColor" aria-hidden />
            </span>
            {t("common:app.title")}
          </Link>
          <LanguageSelect />
        </div>
        <main className="flex flex-1 items-start justify-center px-4 pb-12 sm:items-center">
          <div className="w-full max-w-md">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
            {subtitle && <p className="mt-1.5 text-sm text-slate-600">{subtitle}</p>}
            <div className="mt-6">{children}</div>
            {painted && (
              // The server's painted copy only (decision 060): its buttons wait for the app, which on
              // a network that hangs may never come. Shown by CSS after a while; the app's own render
              // replaces the copy, and this line with it. The link reloads this page in its language.
              <p
                role="status"
                className="mt-6 animate-painted-wait rounded-md bg-amber-50 p-3 text-sm text-amber-900"
                data-testid="painted-still-loading"
              >
                {t("painted.stillLoading")}{" "}
                <a
                  href={`${pathname}${search ? `${search}&` : "?"}lng=${i18n.language}`}
                  className="font-medium underline"
                >
                  {t("painted.reload")}
                </a>
              </p>
            )}
          </div>
        </main>
      </div>
    </div>
  );
}
