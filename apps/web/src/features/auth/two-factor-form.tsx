import { zodResolver } from "@hookform/resolvers/zod";
import { verifyTotpBody } from "@hulppost/shared/auth";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { useErrorMessage } from "../../lib/use-error-message";
import { useVerifyTotp } from "./api/verify-totp";

export function TwoFactorForm({ onVerified, onBack }: { onVerified: () => void; onBack: () => void }) {
  const { t } = useTranslation("auth");
  const errorMessage = useErrorMessage();
  const form = useForm<z.input<typeof verifyTotpBody>>({
    resolver: zodResolver(verifyTotpBody),
    defaultValues: { code: "" },
  });
  const mutation = useVerifyTotp({
    // The page says "welcome back" once the first screen shows.
    onSuccess: () => onVerified(),
    onError: (error) => {
      toast.error(t("toasts.verifyFailed"), { description: errorMessage(error) });
    },
  });
  const { errors } = form.formState;
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={form.handleSubmit((v) => mutation.mutate(v.code))}
      data-testid="two-factor-form"
    >
      <FormField id="code" label={t("twoFactor.code")} error={errors.code?.message} required>
        <Input
          id="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="text-center text-lg tracking-[0.4em]"
          aria-invalid={!!errors.code}
          {...form.register("code")}
        />
      </FormField>
      <Button type="submit" size="lg" loading={mutation.isPending}>
        {t("twoFactor.submit")}
      </Button>
      <Button type="button" variant="ghost" onClick={onBack}>
        {t("forgot.back")}
      </Button>
    </form>
  );
}
