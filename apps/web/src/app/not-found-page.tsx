import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Button } from "../components/ui/button";

/** Unknown dashboard paths show this page, and the server log hears of it. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  useEffect(() => {
    console.error("404: unknown route", location.pathname);
    void fetch("/api/client-errors", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "not_found", path: location.pathname.slice(0, 500) }),
    }).catch(() => {});
  }, [location.pathname]);
  return (
    <div className="flex min-h-[60dvh] flex-col items-center justify-center px-4 text-center" data-testid="not-found">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{t("notFound.title")}</h1>
      <p className="mt-2 text-slate-600">{t("notFound.description")}</p>
      <Button asChild className="mt-6">
        <Link to="/">{t("notFound.home")}</Link>
      </Button>
    </div>
  );
}
