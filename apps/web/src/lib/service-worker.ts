import i18n from "./i18n";
import { retryFailedInstall } from "./install-retry";
import { warmOnce } from "./install-warm";

/** A running app asks hourly whether a new version is out (a post may stay open for days). */
const UPDATE_CHECK_MS = 60 * 60_000;

let updateTimer: ReturnType<typeof setInterval> | null = null;
let keeping = false;

/**
 * Registers the service worker that keeps the app on the device (field mode, decision 034), and
 * again after a sign-out, whose answer had the browser drop it. Loaded after the first paint, out
 * of the first bundle. A new version waits: the person sees "a new version is ready" and reloads
 * when it suits them, never in the middle of a registration.
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  void import("virtual:pwa-register").then(({ registerSW }) => {
    const update = registerSW({
      immediate: true,
      onNeedRefresh() {
        void Promise.all([import("sonner"), i18n.loadNamespaces("field")]).then(([{ toast }]) =>
          toast.info(i18n.t("field:updateReady"), {
            id: "app-update",
            description: i18n.t("field:updateReadyHint"),
            duration: Number.POSITIVE_INFINITY,
            action: { label: i18n.t("field:reload"), onClick: () => void update(true) },
          }),
        );
      },
      // Installed is not yet ready: the person's words follow from the page (offline-core.ts, decision 061).
      onRegisteredSW(url, registration) {
        if (updateTimer) clearInterval(updateTimer);
        if (!registration) return;
        updateTimer = setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
        // An install that fails (a file lost on the way) is tried again without a reload.
        retryFailedInstall(registration, () => navigator.serviceWorker.register(url, { scope: "/" }));
        // No worker active yet on this device: its first install is under way, and the page fetches
        // the same files alongside, more at once than the worker can (install-warm.ts).
        if (!registration.active && !navigator.serviceWorker.controller)
          warmOnce((i18n.resolvedLanguage ?? "nl").slice(0, 2));
      },
    });
  });
  // Once a worker is active, and again when a new one takes the page (after a sign-out).
  if (keeping) return;
  keeping = true;
  const keep = () =>
    void import("./offline-core").then(({ keepWhatThisPageLoaded }) => keepWhatThisPageLoaded()).catch(() => undefined);
  void navigator.serviceWorker.ready.then(keep);
  navigator.serviceWorker.addEventListener("controllerchange", keep);
}
