import { zodResolver } from "@hookform/resolvers/zod";
import { changePasswordForm } from "@hulppost/shared/auth";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { useErrorMessage } from "../../lib/use-error-message";
import { useChangePassword } from "./api/change-password";

const schema = changePasswordForm;

export function PasswordCard() {
  const { t } = useTranslation("profile");
  const errorMessage = useErrorMessage();
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const mutation = useChangePassword({
    onSuccess: () => {
      toast.success(t("password.changed"));
      form.reset();
    },
    onError: (error) => toast.error(t("common:toasts.saveFailed"), { description: errorMessage(error) }),
  });
  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("password.title")}</CardTitle>
        <CardDescription>{t("password.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-4 sm:grid-cols-3" onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
          <FormField id="currentPassword" label={t("password.current")} error={errors.currentPassword?.message}>
            <Input
              id="currentPassword"
              type="password"
              autoComplete="current-password"
              aria-invalid={!!errors.currentPassword}
              {...form.register("currentPassword")}
            />
          </FormField>
          <FormField id="newPassword" label={t("password.new")} error={errors.newPassword?.message}>
            <Input
              id="newPassword"
              type="password"
              autoComplete="new-password"
              aria-invalid={!!errors.newPassword}
              {...form.register("newPassword")}
            />
          </FormField>
          <FormField id="confirmNewPassword" label={t("password.confirm")} error={errors.confirmPassword?.message}>
            <Input
              id="confirmNewPassword"
              type="password"
              autoComplete="new-password"
              aria-invalid={!!errors.confirmPassword}
              {...form.register("confirmPassword")}
            />
          </FormField>
          <div className="sm:col-span-3">
            <Button type="submit" variant="outline" loading={mutation.isPending}>
              {t("password.submit")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
