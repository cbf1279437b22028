import { zodResolver } from "@hookform/resolvers/zod";
import { emailField } from "@hulppost/shared/validation";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "zod";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { useErrorMessage } from "../../lib/use-error-message";
import { useRequestPasswordReset } from "./api/request-password-reset";

const schema = z.object({ email: emailField });

export function ForgotPasswordForm({ onSent, onBack }: { onSent: (email: string) => void; onBack: () => void }) {
  const { t } = useTranslation("auth");
  const errorMessage = useErrorMessage();
  const form = useForm<z.input<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { email: "" } });
  const mutation = useRequestPasswordReset({
    onSuccess: (_, email) => {
      toast.success(t("toasts.emailSent"), { description: t("toasts.checkInboxReset") });
      onSent(email);
    },
    onError: (error) => toast.error(t("toasts.sendFailed"), { description: errorMessage(error) }),
  });
  const { errors } = form.formState;
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={form.handleSubmit((v) => mutation.mutate(v.email))}
      data-testid="forgot-form"
    >
      <FormField id="email" label={t("fields.email")} error={errors.email?.message} required>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-invalid={!!errors.email}
          {...form.register("email")}
        />
      </FormField>
      <Button type="submit" size="lg" loading={mutation.isPending} data-testid="forgot-submit">
        {t("forgot.submit")}
      </Button>
      <Button type="button" variant="ghost" onClick={onBack}>
        {t("forgot.back")}
      </Button>
    </form>
  );
}
