import { zodResolver } from "@hookform/resolvers/zod";
import { signUpForm } from "@hulppost/shared/auth";
import { GENDERS, type Language } from "@hulppost/shared/constants";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { NewPasswordFields } from "../../components/new-password-fields";
import { Button } from "../../components/ui/button";
import { DateField } from "../../components/ui/date-field";
import { FormField } from "../../components/ui/form-field";
import { Input, NativeSelect } from "../../components/ui/input";
import { useErrorMessage } from "../../lib/use-error-message";
import { applyFieldErrors } from "../../lib/use-form-errors";
import { useSignUp } from "./api/sign-up";

type Values = z.input<typeof signUpForm>;

export function SignUpForm({ invitationCode, onDone }: { invitationCode?: string; onDone: (email: string) => void }) {
  const { t, i18n } = useTranslation("auth");
  const errorMessage = useErrorMessage();
  const form = useForm<Values>({
    resolver: zodResolver(signUpForm),
    defaultValues: {
      firstName: "",
      lastName: "",
      birthDate: "",
      gender: undefined,
      email: "",
      password: "",
      confirmPassword: "",
    },
  });
  const mutation = useSignUp({
    onSuccess: (_, values) => {
      toast.success(t("toasts.signedUp"), { description: t("toasts.checkEmail") });
      onDone(values.email);
    },
    onError: (error) => {
      applyFieldErrors(error, form.setError);
      toast.error(t("toasts.signUpFailed"), { description: errorMessage(error) });
    },
  });
  const { errors } = form.formState;

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={form.handleSubmit((v) =>
        mutation.mutate({
          ...v,
          language: (i18n.resolvedLanguage ?? "nl") as Language,
          invitationCode,
        }),
      )}
      data-testid="sign-up-form"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="firstName" label={t("fields.firstName")} error={errors.firstName?.message} required>
          <Input
            id="firstName"
            autoComplete="given-name"
            aria-invalid={!!errors.firstName}
            {...form.register("firstName")}
          />
        </FormField>
        <FormField id="lastName" label={t("fields.lastName")} error={errors.lastName?.message} required>
          <Input
            id="lastName"
            autoComplete="family-name"
            aria-invalid={!!errors.lastName}
            {...form.register("lastName")}
          />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="birthDate" label={t("fields.birthDate")} error={errors.birthDate?.message} required>
          <DateField
            control={form.control}
            name="birthDate"
            mode="date"
            id="birthDate"
            aria-invalid={!!errors.birthDate}
          />
        </FormField>
        <FormField id="gender" label={t("fields.gender")} error={errors.gender?.message} required>
          <NativeSelect id="gender" aria-invalid={!!errors.gender} defaultValue="" {...form.register("gender")}>
            <option value="" disabled>
              {t("fields.genderPlaceholder")}
            </option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`genders.${gender}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
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
      <NewPasswordFields
        form={form}
        password={{ name: "password", label: t("fields.password") }}
        confirm={{ name: "confirmPassword", label: t("fields.confirmPassword") }}
        hint={t("fields.passwordHint")}
      />
      <Button type="submit" size="lg" loading={mutation.isPending} data-testid="sign-up-submit">
        {t("signUp.submit")}
      </Button>
    </form>
  );
}
