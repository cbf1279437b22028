import { zodResolver } from "@hookform/resolvers/zod";
import type { MemberView } from "@hulppost/shared/members";
import { adminPasswordBody } from "@hulppost/shared/members";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { NewPasswordFields } from "../../../components/new-password-fields";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../../components/ui/dialog";
import { useErrorMessage } from "../../../lib/use-error-message";
import { applyFieldErrors } from "../../../lib/use-form-errors";
import { type MemberPasswordInput, useSetMemberPassword } from "../api/set-member-password";

/** An admin sets a caregiver's password; at least 6 characters, typed twice. */
export function ResetPasswordDialog({
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
  const form = useForm<MemberPasswordInput>({
    resolver: zodResolver(adminPasswordBody),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const name = `${member.firstName} ${member.lastName}`;
  const mutation = useSetMemberPassword(orgId, member.userId, {
    onSuccess: () => {
      toast.success(t("password.done", { name }));
      onClose();
    },
    onError: (error) => {
      applyFieldErrors(error, form.setError);
      toast.error(t("password.failed"), { description: errorMessage(error) });
    },
  });
  return (
    <Dialog open onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <DialogContent
        title={t("password.title")}
        description={t("password.description", { name })}
        data-testid="reset-password-dialog"
      >
        <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
          <NewPasswordFields
            form={form}
            password={{ name: "password", id: "admin-password", label: t("password.new") }}
            confirm={{ name: "confirmPassword", id: "admin-password-confirm", label: t("password.confirm") }}
            hint={t("password.hint")}
          />
          <DialogFooter className="mt-1">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={mutation.isPending}>
                {t("common:actions.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" loading={mutation.isPending} data-testid="admin-password-submit">
              {t("password.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
