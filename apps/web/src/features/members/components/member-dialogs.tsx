import type { MemberView } from "@hulppost/shared/members";
import { hasLanded } from "@hulppost/shared/modules";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "../../../components/ui/alert";
import { ConfirmDialog } from "../../../components/ui/alert-dialog";
import { isApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useDeleteMemberLogin } from "../api/delete-member-login";
import { useRemoveMember } from "../api/remove-member";
import { useVerifyMemberEmail } from "../api/verify-member-email";
import { EraseMemberDialog } from "./erase-member-dialog";
import type { MemberActionKind } from "./member-actions";
import { MemberDetailsDialog } from "./member-details-dialog";
import { ResetPasswordDialog } from "./reset-password-dialog";

export type { MemberActionKind } from "./member-actions";
export interface MemberAction {
  kind: MemberActionKind;
  member: MemberView;
}

/** One dialog at a time for the member a row menu picked. */
export function MemberDialogs({
  orgId,
  action,
  onClose,
}: {
  orgId: string;
  action: MemberAction | null;
  onClose: () => void;
}) {
  if (!action) return null;
  const { kind, member } = action;
  const props = { orgId, member, onClose };
  switch (kind) {
    case "details":
      return <MemberDetailsDialog {...props} />;
    case "password":
      return <ResetPasswordDialog {...props} />;
    case "verify":
      return <VerifyEmailDialog {...props} />;
    case "remove":
      return <RemoveMemberDialog {...props} />;
    case "deleteLogin":
      return <DeleteLoginDialog {...props} />;
    case "erase":
      return <EraseMemberDialog {...props} />;
  }
}

interface DialogProps {
  orgId: string;
  member: MemberView;
  onClose: () => void;
}

function VerifyEmailDialog({ orgId, member, onClose }: DialogProps) {
  const { t } = useTranslation("caregivers");
  const errorMessage = useErrorMessage();
  const mutation = useVerifyMemberEmail(orgId, {
    onSuccess: () => {
      toast.success(t("verify.done", { email: member.email }));
      onClose();
    },
    onError: (error) => toast.error(t("verify.failed"), { description: errorMessage(error) }),
  });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("verify.title")}
      description={t("verify.description", { email: member.email })}
      confirmLabel={t("verify.confirm")}
      destructive={false}
      onConfirm={() => mutation.mutate(member.userId)}
      pending={mutation.isPending}
      testId="verify-email-dialog"
    />
  );
}

/** Takes the person out of the organisation (their login stays), with the toasts. */
function useRemoveWithToasts(orgId: string, member: MemberView, onClose: () => void) {
  const { t } = useTranslation("caregivers");
  const errorMessage = useErrorMessage();
  return useRemoveMember(orgId, {
    onSuccess: () => {
      toast.success(t("remove.done", { name: `${member.firstName} ${member.lastName}` }));
      onClose();
    },
    onError: (error) => toast.error(t("remove.failed"), { description: errorMessage(error) }),
  });
}

function RemoveMemberDialog({ orgId, member, onClose }: DialogProps) {
  const { t } = useTranslation("caregivers");
  const name = `${member.firstName} ${member.lastName}`;
  const mutation = useRemoveWithToasts(orgId, member, onClose);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("remove.title")}
      description={t("remove.description", { name })}
      confirmLabel={t("remove.confirm")}
      onConfirm={() => mutation.mutate(member.userId)}
      pending={mutation.isPending}
      testId="remove-member-dialog"
    />
  );
}

/**
 * Deleting a login is refused when the person also belongs to another organisation (that login is
 * theirs too); then the dialog explains why and offers removing them from this organisation.
 */
function DeleteLoginDialog({ orgId, member, onClose }: DialogProps) {
  const { t } = useTranslation("caregivers");
  const errorMessage = useErrorMessage();
  const name = `${member.firstName} ${member.lastName}`;
  const mutation = useDeleteMemberLogin(orgId, {
    onSuccess: () => {
      toast.success(t("deleteLogin.done", { name }));
      onClose();
    },
    onError: (error) => {
      if (!isApiError(error, "MEMBER_ELSEWHERE")) {
        toast.error(t("deleteLogin.failed"), { description: errorMessage(error) });
      }
    },
  });
  const remove = useRemoveWithToasts(orgId, member, onClose);
  const elsewhere = isApiError(mutation.error, "MEMBER_ELSEWHERE");

  if (elsewhere) {
    return (
      <ConfirmDialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={t("deleteLogin.elsewhereTitle")}
        confirmLabel={t("remove.confirm")}
        onConfirm={() => remove.mutate(member.userId)}
        pending={remove.isPending}
        testId="delete-login-dialog"
      >
        <Alert tone="warning" data-testid="member-elsewhere">
          {t("deleteLogin.elsewhere", { name })}
        </Alert>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("deleteLogin.title")}
      description={
        hasLanded("patients")
          ? `${t("deleteLogin.description", { name, email: member.email })} ${t("deleteLogin.patientsStay")}`
          : t("deleteLogin.description", { name, email: member.email })
      }
      confirmLabel={t("deleteLogin.confirm")}
      onConfirm={() => mutation.mutate(member.userId)}
      pending={mutation.isPending}
      testId="delete-login-dialog"
    />
  );
}
