import { zodResolver } from "@hookform/resolvers/zod";
import type { MeView } from "@hulppost/shared/me";
import { emailField } from "@hulppost/shared/validation";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "zod";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { isApiError } from "../../lib/api-client";
import { useErrorMessage } from "../../lib/use-error-message";
import { useSignIn } from "./api/sign-in";

const schema = z.object({ email: emailField, password: z.string().min(1).max(128) });
type Values = z.input<typeof schema>;

export function SignInForm({
  onSignedIn,
  onTwoFactor,
  onForgot,
}: {
  /** With who signed in, when the answer carried them; the page says "welcome back". */
  onSignedIn: (me?: MeView) => void;
  onTwoFactor: () => void;
  onForgot: () => void;
}) {
  const { t } = useTranslation("auth");
  const errorMessage = useErrorMessage();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: "", password: "" } });
  const mutation = useSignIn({
    onSuccess: (result) => (result?.twoFactorRedirect ? onTwoFactor() : onSignedIn(result.me)),
    onError: (error) => {
      toast.error(t("toasts.signInFailed"), { description: errorMessage(error) });
      if (isApiError(error, "INVALID_CREDENTIALS")) form.setFocus("password");
    },
  });
  const { errors } = form.formState;
  const submitWithChecks = form.handleSubmit((v) => mutation.mutate(v));

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        // A filled-in form goes to the server before anything is drawn again: through the form
        // library's checks, a slow phone redraws the form before the request leaves
        // (docs/performance.md, "The first sign-in"). A form with a mistake shows it as before.
        const filled = schema.safeParse(form.getValues());
        if (!filled.success) return void submitWithChecks(event);
        event.preventDefault();
        mutation.mutate(filled.data);
      }}
      data-testid="sign-in-form"
    >
      <FormField id="email" label={t("fields.email")} error={errors.email?.message} required>
        <Input
          id="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          aria-invalid={!!errors.email}
          {...form.register("email")}
        />
      </FormField>
      <FormField id="password" label={t("fields.password")} error={errors.password?.message} required>
        <Input
          id="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={!!errors.password}
          {...form.register("password")}
        />
      </FormField>
      <div className="-mt-1 flex justify-end">
        <Button type="button" variant="link" size="sm" onClick={onForgot} data-testid="forgot-link">
          {t("signIn.forgot")}
        </Button>
      </div>
      <Button type="submit" size="lg" loading={mutation.isPending} data-testid="sign-in-submit">
        {t("signIn.submit")}
      </Button>
    </form>
  );
}
