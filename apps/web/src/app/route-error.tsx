import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";
import { Button } from "../components/ui/button";

/** A page that crashed: a plain apology with a reload, never a stack trace; the server hears of it. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    const message = error instanceof Error ? error.message : String(error);
    void fetch("/api/client-errors", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        kind: "render_error",
        path: window.location.pathname.slice(0, 500),
        message: message.slice(0, 2000),
      }),
    }).catch(() => {});
  }, [error]);
  const isChunkError =
    error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t(isChunkError ? "crash.offlineTitle" : "crash.title")}</h1>
      <p className="mt-2 max-w-md text-slate-600">
        {t(isChunkError ? "crash.offlineDescription" : "crash.description")}
      </p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t("crash.reload")}
      </Button>
    </div>
  );
}
