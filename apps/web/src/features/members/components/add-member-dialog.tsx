import { zodResolver } from "@hookform/resolvers/zod";
import { MEMBER_ROLES } from "@hulppost/shared/constants";
import { type AddMemberInput, addMemberBody } from "@hulppost/shared/members";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input, NativeSelect } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/use-error-message";
import { applyFieldErrors } from "../../../lib/use-form-errors";
import { useAddMember } from "../api/add-member";

const EMPTY: AddMemberInput = { userCode: "", role: "hulpverlener", isPrimary: false };

/** Add somebody who already has an account, by the user code on their profile page. */
export function AddMemberDialog({
  orgId,
  open,
  onOpenChange,
}: {
  orgId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("caregivers");
  const errorMessage = useErrorMessage();
  const form = useForm<AddMemberInput>({ resolver: zodResolver(addMemberBody), defaultValues: EMPTY });
  const mutation = useAddMember(orgId, {
    onSuccess: (added) => {
      toast.success(t("add.done", { name: `${added.firstName} ${added.lastName}` }));
      form.reset(EMPTY);
      onOpenChange(false);
    },
    onError: (error) => {
      applyFieldErrors(error, form.setError);
      const code = error instanceof ApiError ? error.code : "";
      // The two refusals an admin meets most get their own words: 'Gebruiker niet gevonden' and 'Al lid'.
      if (code === "USER_NOT_FOUND") {
        form.setError("userCode", { type: "server", message: "userNotFound" });
        toast.error(t("add.notFound"), { description: t("add.notFoundHint") });
      } else if (code === "ALREADY_MEMBER") {
        form.setError("userCode", { type: "server", message: "alreadyMember" });
        toast.error(t("add.alreadyMember"), { description: t("add.alreadyMemberHint") });
      } else {
        toast.error(t("add.failed"), { description: errorMessage(error) });
      }
    },
  });
  const { errors } = form.formState;

  return (
    <Dialog open={open} onOpenChange={(next) => !mutation.isPending && onOpenChange(next)}>
      <DialogContent title={t("add.title")} description={t("add.description")} data-testid="add-member-dialog">
        <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
          <FormField
            id="add-user-code"
            label={t("fields.userCode")}
            error={errors.userCode?.message}
            hint={t("add.userCodeHint")}
            required
          >
            <Input
              id="add-user-code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={t("add.userCodePlaceholder")}
              className="font-mono uppercase"
              aria-invalid={!!errors.userCode}
              data-testid="add-member-code"
              {...form.register("userCode")}
            />
          </FormField>
          <FormField id="add-role" label={t("fields.role")} error={errors.role?.message}>
            <NativeSelect id="add-role" data-testid="add-member-role" {...form.register("role")}>
              {MEMBER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`common:roles.${role}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <Controller
            control={form.control}
            name="isPrimary"
            render={({ field }) => (
              <label className="flex items-start gap-2 text-sm text-slate-800" htmlFor="add-primary">
                <Checkbox
                  id="add-primary"
                  checked={!!field.value}
                  onCheckedChange={(v) => field.onChange(v === true)}
                  data-testid="add-member-primary"
                />
                <span>
                  {t("fields.isPrimary")}
                  <span className="block text-xs text-slate-500">{t("add.primaryHint")}</span>
                </span>
              </label>
            )}
          />
          <DialogFooter className="mt-1">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={mutation.isPending}>
                {t("common:actions.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" loading={mutation.isPending} data-testid="add-member-submit">
              {t("add.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function AddMemberButton({ orgId }: { orgId: string }) {
  const { t } = useTranslation("caregivers");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="add-member-open">
        <UserPlus className="h-4 w-4" aria-hidden />
        {t("add.open")}
      </Button>
      <AddMemberDialog orgId={orgId} open={open} onOpenChange={setOpen} />
    </>
  );
}
