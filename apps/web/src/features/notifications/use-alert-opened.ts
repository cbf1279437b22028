import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { openNotification } from "./api/notifications";

/**
 * A tap on a phone's notification opens its page with `alert` and `alertOrg` in the address
 * (public/push-sw.js): the alert is marked opened (the record shows who opened a clinical alert)
 * and the address is put back as the page's own.
 */
export function useAlertOpened() {
  const [params, setParams] = useSearchParams();
  const alert = params.get("alert");
  const org = params.get("alertOrg");
  useEffect(() => {
    if (!alert || !org) return;
    void openNotification(org, alert).catch(() => undefined);
    const next = new URLSearchParams(params);
    next.delete("alert");
    next.delete("alertOrg");
    setParams(next, { replace: true });
  }, [alert, org, params, setParams]);
}
