import { PREMIUM_TRIAL_DAYS } from "@hulppost/shared/billing";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../../../components/ui/dialog";

/** Without a payment provider the plan is set by the platform administrator (decisions: plans and money). */
export function ManualUpgradeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("admin");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t("billing.upgradeTitle")} data-testid="upgrade-dialog">
        <p className="text-sm text-slate-700">{t("billing.upgradeBody")}</p>
        <p className="mt-3 text-sm text-slate-700">{t("billing.upgradeTrial", { count: PREMIUM_TRIAL_DAYS })}</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button>{t("billing.understood")}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
