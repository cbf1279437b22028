import { TIMINGS_MS } from "@hulppost/shared/constants";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { FullPageSpinner } from "../../app/layout/full-page-spinner";
import { stopSharingOnSignOut } from "../locations/sharing-registry";
import { signOut } from "./auth-api";

/**
 * Spec §2: clears local and session storage, signs out, and goes to /auth after 1 second. The
 * Locations page has already stopped watching the position (it unmounted on the way here).
 */
export function LogoutPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  useEffect(() => {
    const language = localStorage.getItem("i18nextLng");
    localStorage.clear();
    sessionStorage.clear();
    // The interface language is a preference of this browser, not of the signed-out person's data.
    if (language) localStorage.setItem("i18nextLng", language);
    client.clear();
    // Sharing stops with the session (issue 13): the positions this tab shared leave the maps
    // first, while the session still allows it. Sign-out ignores 401, 403 and 404: the session may
    // already be gone.
    void stopSharingOnSignOut().finally(() => signOut().catch(() => {}));
    const timer = setTimeout(() => navigate("/auth", { replace: true }), TIMINGS_MS.logoutRedirectDelay);
    return () => clearTimeout(timer);
  }, [client, navigate]);
  return <FullPageSpinner />;
}
