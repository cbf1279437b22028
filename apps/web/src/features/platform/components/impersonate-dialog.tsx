import type { PlatformUserView } from "@hulppost/shared/platform";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "../../../components/ui/alert";
import { ConfirmDialog } from "../../../components/ui/alert-dialog";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useStartImpersonation } from "../api/impersonation";

/**
 * Starting clears the selected organisation and session storage; the whole app then loads again
 * as the other person, so nothing of the super admin's view stays cached.
 */
export function ImpersonateDialog({ user, onClose }: { user: PlatformUserView; onClose: () => void }) {
  const { t } = useTranslation("users");
  const errorMessage = useErrorMessage();
  const name = `${user.firstName} ${user.lastName}`;
  const mutation = useStartImpersonation({
    onSuccess: () => window.location.assign("/dashboard"),
    onError: (error) => toast.error(t("impersonate.failed"), { description: errorMessage(error) }),
  });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("impersonate.title", { name })}
      description={t("impersonate.description", { name, email: user.email })}
      confirmLabel={t("impersonate.confirm")}
      destructive={false}
      onConfirm={() => mutation.mutate(user.id)}
      pending={mutation.isPending || mutation.isSuccess}
      testId="impersonate-dialog"
    >
      <Alert tone="warning">{t("impersonate.audit")}</Alert>
    </ConfirmDialog>
  );
}
