import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SLOW_LOAD_MS } from "../components/ui/slow-load";

/**
 * Shown while a signed-in page's own code is on its way (the router waits for it before the page
 * renders at all). On a network that hangs and a page this device has not kept, that is forever:
 * after a few seconds it says so, with the way to the dashboard, whose code the device keeps.
 * (Not on the public pages, whose painted copy stays in view meanwhile: app/router.tsx.)
 */
export function PageCodeWaiting() {
  const { t } = useTranslation("field");
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), SLOW_LOAD_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!waited) return null;
  const state = navigator.onLine ? "slow" : "notKept";
  return (
    <div
      className="flex min-h-dvh flex-col items-center justify-center gap-2 px-4 text-center"
      role="status"
      data-testid="not-kept"
      data-state={state}
    >
      <h1 className="text-xl font-semibold text-slate-900">{t(`${state}.title`)}</h1>
      <p className="max-w-md text-slate-600">{t(`${state}.hint`)}</p>
      <p className="mt-4 text-sm text-slate-600">{t("notKept.canOpen")}</p>
      {/* A full load: the dashboard's code is on the device, this page's is not. */}
      <a href="/dashboard" className="font-medium text-brand-700 underline" data-testid="kept-page">
        {t("notKept.home")}
      </a>
    </div>
  );
}
