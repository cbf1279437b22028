import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { notificationKeys } from "./api/keys";
import { openNotification } from "./api/notifications";

/**
 * A tap on a phone's notification opens its page with `alert` and `alertOrg` in the address
 * (public/push-sw.js): the alert is marked opened (the record shows who opened a clinical alert),
 * the bell asks again, and the address is put back as the page's own.
 */
export function useAlertOpened() {
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const alert = params.get("alert");
  const org = params.get("alertOrg");
  useEffect(() => {
    if (!alert || !org) return;
    const queryKey = notificationKeys.all(org);
    void openNotification(org, alert)
      // The bell's first load may have left before the open: a first load under way is not
      // refetched by an invalidation, so it is called off and asked again.
      .then(() => client.cancelQueries({ queryKey }))
      .then(() => client.invalidateQueries({ queryKey }))
      .catch(() => undefined);
    const next = new URLSearchParams(params);
    next.delete("alert");
    next.delete("alertOrg");
    setParams(next, { replace: true });
  }, [alert, org, params, setParams, client]);
}
