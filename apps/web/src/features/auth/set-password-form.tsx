import { zodResolver } from "@hookform/resolvers/zod";
import { setPasswordForm } from "@hulppost/shared/auth";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { NewPasswordFields } from "../../components/new-password-fields";
import { Button } from "../../components/ui/button";
import { sayOnArrival } from "../../lib/arrival";
import { useErrorMessage } from "../../lib/use-error-message";
import { applyFieldErrors } from "../../lib/use-form-errors";
import { type SetPasswordType, useSetPassword } from "./api/set-password";

type Values = z.input<typeof setPasswordForm>;

export function SetPasswordForm({
  token,
  type,
  onDone,
}: {
  token: string;
  type: SetPasswordType;
  onDone: (signedIn: boolean) => void;
}) {
  const { t } = useTranslation("auth");
  const errorMessage = useErrorMessage();
  const form = useForm<Values>({
    resolver: zodResolver(setPasswordForm),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const mutation = useSetPassword(token, type, {
    onSuccess: (result) => {
      const say = () =>
        toast.success(t("toasts.passwordSet"), {
          description: result.signedIn ? t("toasts.nowSignedIn") : t("toasts.signInNow"),
        });
      // Into the app: said once its first screen is drawn, as a sign-in's welcome (lib/arrival.ts),
      // not drawn while that screen is being put together.
      if (result.signedIn) sayOnArrival(say);
      else say();
      onDone(result.signedIn);
    },
    onError: (error) => {
      applyFieldErrors(error, form.setError);
      toast.error(t("toasts.verifyFailed"), { description: errorMessage(error) });
    },
  });
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={form.handleSubmit((v) => mutation.mutate(v.newPassword))}
      data-testid="set-password-form"
    >
      <NewPasswordFields
        form={form}
        password={{ name: "newPassword", label: t("fields.newPassword") }}
        confirm={{ name: "confirmPassword", label: t("fields.confirmPassword") }}
        hint={t("setPassword.hint")}
      />
      <Button type="submit" size="lg" loading={mutation.isPending} data-testid="set-password-submit">
        {t("setPassword.submit")}
      </Button>
    </form>
  );
}
