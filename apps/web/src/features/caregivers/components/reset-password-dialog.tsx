import { zodResolver } from "@hookform/resolvers/zod";
import type { MemberView } from "@hulppost/shared/members";
import { adminPasswordBody } from "@hulppost/shared/members";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useErrorMessage } from "../../../lib/use-error-message";
import { applyFieldErrors } from "../../../lib/use-form-errors";
import { setMemberPassword } from "../caregivers-api";

type Values = z.input<typeof adminPasswordBody>;

/** Spec §5: an admin sets a caregiver's password; at least 6 characters, typed twice. */
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
  const form = useForm<Values>({
    resolver: zodResolver(adminPasswordBody),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const name = `${member.firstName} ${member.lastName}`;
  const mutation = useMutation({
    mutationFn: (values: Values) => setMemberPassword(orgId, member.userId, values),
    onSuccess: () => {
      toast.success(t("password.done", { name }));
      onClose();
    },
    onError: (error) => {
      applyFieldErrors(error, form.setError);
      toast.error(t("password.failed"), { description: errorMessage(error) });
    },
  });
  const { errors } = form.formState;
  return (
    <Dialog open onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <DialogContent
        title={t("password.title")}
        description={t("password.description", { name })}
        data-testid="reset-password-dialog"
      >
        <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
          <FormField
            id="admin-password"
            label={t("password.new")}
            error={errors.password?.message}
            hint={t("password.hint")}
            required
          >
            <Input
              id="admin-password"
              type="password"
              autoComplete="new-password"
              aria-invalid={!!errors.password}
              data-testid="admin-password"
              {...form.register("password")}
            />
          </FormField>
          <FormField
            id="admin-password-confirm"
            label={t("password.confirm")}
            error={errors.confirmPassword?.message}
            required
          >
            <Input
              id="admin-password-confirm"
              type="password"
              autoComplete="new-password"
              aria-invalid={!!errors.confirmPassword}
              data-testid="admin-password-confirm"
              {...form.register("confirmPassword")}
            />
          </FormField>
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
