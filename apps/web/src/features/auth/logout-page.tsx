import { TIMINGS_MS } from "@hulppost/shared/constants";
import { useQueryClient } from "@tanstack/react-query";
import { CloudUpload, WifiOff } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FullPageSpinner } from "../../components/full-page-spinner";
import { Button } from "../../components/ui/button";
import { isApiError, NETWORK_ERROR } from "../../lib/api-client";
import { writeQueue } from "../../lib/field/pending-writes";
import { clearFieldData } from "../../lib/field/query-snapshot";
import { registerServiceWorker } from "../../lib/service-worker";
import { SIGN_OUT_PENDING } from "../../lib/session";
import { stopSharingOnSignOut } from "../locations";
import { signOut } from "./api/sign-out";

/**
 * Clears local and session storage, signs out, and goes to /auth after 1 second. The
 * Locations page has already stopped watching the position (it unmounted on the way here).
 * Field mode: changes not yet sent are announced first, since signing out deletes
 * them; and the device keeps no patient data after (queue and last-seen data are wiped).
 */
export function LogoutPage() {
  const [unsent, setUnsent] = useState<number | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  useEffect(() => {
    let live = true;
    void writeQueue.load().then(() => live && setUnsent(writeQueue.all().length));
    return () => {
      live = false;
    };
  }, []);
  if (unsent === null) return <FullPageSpinner />;
  if (unsent > 0 && !confirmed) return <UnsentWarning count={unsent} onConfirm={() => setConfirmed(true)} />;
  return <SigningOut />;
}

function SigningOut() {
  const { t } = useTranslation(["common", "field"]);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    const language = localStorage.getItem("i18nextLng");
    localStorage.clear();
    sessionStorage.clear();
    // The interface language is a preference of this browser, not of the signed-out person's data.
    if (language) localStorage.setItem("i18nextLng", language);
    // Until the server has ended the session, the signed-in pages send anyone back here.
    localStorage.setItem(SIGN_OUT_PENDING, "1");
    client.clear();
    void Promise.all([writeQueue.clear(), clearFieldData()]);
    // Sharing stops with the session: the positions this tab shared leave the maps
    // first, while the session still allows it.
    let live = true;
    const started = Date.now();
    void stopSharingOnSignOut()
      .finally(() => signOutOnceReachable(() => live, setWaiting))
      .then(() => {
        // The sign-out's answer had the browser drop its storage and the service worker with its
        // copy of the app (Clear-Site-Data): the language stays, and the app is kept again so the
        // sign-in page opens without a network.
        if (language) localStorage.setItem("i18nextLng", language);
        registerServiceWorker();
        if (live) localStorage.removeItem(SIGN_OUT_PENDING);
        const rest = Math.max(0, TIMINGS_MS.logoutRedirectDelay - (Date.now() - started));
        setTimeout(() => live && navigate("/auth", { replace: true }), rest);
      });
    return () => {
      live = false;
    };
  }, [client, navigate]);
  if (waiting)
    return (
      <div className="flex min-h-dvh items-center justify-center px-6" data-testid="sign-out-waiting">
        <div className="flex max-w-sm flex-col items-center text-center" role="status" aria-live="polite">
          <WifiOff className="mb-4 h-10 w-10 text-amber-600" aria-hidden />
          <h1 className="text-xl font-semibold text-slate-900">{t("field:signOutWaitingTitle")}</h1>
          <p className="mt-2 text-sm text-slate-600">{t("field:signOutWaitingDescription")}</p>
        </div>
      </div>
    );
  return <FullPageSpinner />;
}

/**
 * Ends the session on the server. Without a network the session would live on in the browser's
 * cookie and open again when the network returns, so it is asked again until the server answers;
 * this device's data is already gone. Sign-out ignores 401, 403 and 404: the session may be gone.
 */
async function signOutOnceReachable(live: () => boolean, setWaiting: (waiting: boolean) => void) {
  for (let delay = 2_000; live(); delay = Math.min(delay * 2, 30_000)) {
    try {
      await signOut();
      return;
    } catch (error) {
      if (!isApiError(error, NETWORK_ERROR)) return;
      setWaiting(true);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

function UnsentWarning({ count, onConfirm }: { count: number; onConfirm: () => void }) {
  const { t } = useTranslation(["common", "field"]);
  const navigate = useNavigate();
  return (
    <div className="flex min-h-dvh items-center justify-center px-6" data-testid="unsent-warning">
      <div className="flex max-w-sm flex-col items-center text-center" role="alert">
        <CloudUpload className="mb-4 h-10 w-10 text-amber-600" aria-hidden />
        <h1 className="text-xl font-semibold text-slate-900">{t("field:signOutTitle", { count })}</h1>
        <p className="mt-2 text-sm text-slate-600">{t("field:signOutDescription", { count })}</p>
        <div className="mt-6 flex w-full flex-col gap-2">
          <Button onClick={() => navigate("/dashboard")} data-testid="unsent-stay">
            {t("field:signOutStay")}
          </Button>
          <Button variant="outline" className="text-red-700" onClick={onConfirm} data-testid="unsent-sign-out">
            {t("field:signOutAnyway", { count })}
          </Button>
        </div>
      </div>
    </div>
  );
}
