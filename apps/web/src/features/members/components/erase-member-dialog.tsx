import type { MemberView } from "@hulppost/shared/members";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "../../../components/ui/alert";
import { ConfirmDialog } from "../../../components/ui/alert-dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useEraseMember } from "../api/erase-member";

/**
 * "Persoon wissen" (decision 054): after the person's email address is typed, their personal
 * data goes; their shifts and hours stay in the history under "former responder N". Someone who
 * belongs to another organisation too leaves this one, and only what it held about them goes.
 */
export function EraseMemberDialog({
  orgId,
  member,
  onClose,
}: {
  orgId: string;
  member: MemberView;
  onClose: () => void;
}) {
  const { t } = useTranslation("caregivers");
  const errorMessage = useErrorMessage();
  const [typed, setTyped] = useState("");
  const name = `${member.firstName} ${member.lastName}`;
  const mutation = useEraseMember(orgId, {
    onSuccess: (result) => {
      toast.success(
        result.scope === "account"
          ? t("erase.done", { name, number: result.formerNumber })
          : t("erase.doneHere", { name }),
      );
      onClose();
    },
    onError: (error) => toast.error(t("erase.failed"), { description: errorMessage(error) }),
  });
  const matches = typed.trim().toLowerCase() === member.email.toLowerCase();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("erase.title", { name })}
      description={t("erase.description", { name })}
      confirmLabel={t("erase.confirm")}
      onConfirm={() => matches && mutation.mutate({ userId: member.userId, confirmation: typed })}
      pending={mutation.isPending}
      disabled={!matches}
      testId="erase-member-dialog"
    >
      <div className="flex flex-col gap-3">
        <Alert tone="warning">{t("erase.stays")}</Alert>
        <FormField id="eraseConfirmation" label={t("erase.typeEmail", { email: member.email })}>
          <Input
            id="eraseConfirmation"
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            data-testid="erase-confirmation"
          />
        </FormField>
      </div>
    </ConfirmDialog>
  );
}
