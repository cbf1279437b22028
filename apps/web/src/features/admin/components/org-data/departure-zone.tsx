import { DEPARTURE_GRACE_DAYS } from "@hulppost/shared/org-export";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../../components/ui/alert-dialog";
import { Button } from "../../../../components/ui/button";
import { FormField } from "../../../../components/ui/form-field";
import { Input } from "../../../../components/ui/input";
import { useErrorMessage } from "../../../../lib/use-error-message";
import { useDeparture, useRequestDeparture } from "../../api/org-data";

/**
 * "Leave Hulppost": what happens, the 30 days, and the organisation's name typed to confirm. While
 * a departure is pending the banner above the tabs says so and cancels it.
 */
export function DepartureZone({ orgId, displayName }: { orgId: string; displayName: string }) {
  const { t } = useTranslation("admin");
  const errorMessage = useErrorMessage();
  const departure = useDeparture(orgId);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const request = useRequestDeparture(orgId, {
    onSuccess: () => {
      setOpen(false);
      setTyped("");
    },
    onError: (error) => toast.error(t("orgData.departure.failed"), { description: errorMessage(error) }),
  });
  const matches = typed.trim() === displayName.trim();
  const pending = !!departure.data?.requestedAt;
  return (
    <section className="rounded-lg border border-red-200 p-4" data-testid="departure-zone">
      <h3 className="text-sm font-semibold text-red-800">{t("orgData.departure.title")}</h3>
      <p className="mt-1 text-sm text-slate-700">{t("orgData.departure.what", { count: DEPARTURE_GRACE_DAYS })}</p>
      <Button
        className="mt-3"
        variant="destructive"
        disabled={pending || departure.isPending}
        onClick={() => setOpen(true)}
        data-testid="departure-start"
      >
        {t("orgData.departure.start")}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("orgData.departure.confirmTitle", { name: displayName })}
        description={t("orgData.departure.confirmDescription", { count: DEPARTURE_GRACE_DAYS })}
        confirmLabel={t("orgData.departure.confirm")}
        onConfirm={() => matches && request.mutate(typed.trim())}
        pending={request.isPending}
        disabled={!matches}
        testId="departure-dialog"
      >
        <FormField id="departure-confirmation" label={t("orgData.departure.typeName", { name: displayName })}>
          <Input
            id="departure-confirmation"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            data-testid="departure-confirmation"
          />
        </FormField>
      </ConfirmDialog>
    </section>
  );
}
