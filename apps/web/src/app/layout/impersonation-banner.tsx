import type { MeView } from "@hulppost/shared/me";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { stopImpersonatingOnLeave, useStopImpersonation } from "../../features/platform";
import { forgetKeptData } from "../../lib/session";

/**
 * While a super admin acts as somebody, an amber banner names that person with a Stop button.
 * Leaving the page (hidden or unloaded) also ends it.
 */
export function ImpersonationBanner({ me }: { me: MeView }) {
  const { t } = useTranslation();
  const active = me.impersonation !== null;
  const stop = useStopImpersonation({
    onSuccess: () => window.location.reload(),
    onError: () => toast.error(t("impersonation.stopFailed")),
  });

  useEffect(() => {
    if (!active) return;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      stopImpersonatingOnLeave();
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") end();
      else if (ended) void forgetKeptData().then(() => window.location.reload());
    };
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", end);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", end);
    };
  }, [active]);

  if (!me.impersonation) return null;
  return (
    <div
      role="status"
      data-testid="impersonation-banner"
      className="flex items-center justify-between gap-3 bg-amber-400 px-4 py-2 text-sm text-amber-950"
    >
      <p className="min-w-0 truncate">
        <strong>{t("impersonation.banner")}</strong> {me.user.name}
      </p>
      <Button
        size="sm"
        variant="outline"
        className="border-amber-900/30 bg-amber-50"
        onClick={() => stop.mutate()}
        loading={stop.isPending}
        data-testid="stop-impersonation"
      >
        {t("impersonation.stop")}
      </Button>
    </div>
  );
}
