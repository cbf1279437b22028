import { zodResolver } from "@hookform/resolvers/zod";
import { GENDERS } from "@hulppost/shared/constants";
import { formatIban, formatPhone } from "@hulppost/shared/field-formats";
import { type ProfileUpdateInput, type ProfileView, profileUpdateBody } from "@hulppost/shared/me";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { useVersionedSave } from "../../components/ui/conflict-dialog";
import { DateField } from "../../components/ui/date-field";
import { FormField } from "../../components/ui/form-field";
import { Input, NativeSelect, Textarea } from "../../components/ui/input";
import { fetchMe } from "../../lib/session";
import { useErrorMessage } from "../../lib/use-error-message";
import { applyFieldErrors } from "../../lib/use-form-errors";
import { useUpdateProfile } from "./api/update-profile";

const QUALIFICATION_FIELDS = ["isDoctor", "isNurse", "hasFirstAidCertificate"] as const;

/** The editable part of a profile; an admin's view of a caregiver (MemberDetailView) has it too. */
export type ProfileFormSource = Pick<
  ProfileView,
  | "firstName"
  | "lastName"
  | "phone"
  | "address"
  | "iban"
  | "vatNumber"
  | "diploma"
  | "birthDate"
  | "gender"
  | "isDoctor"
  | "isNurse"
  | "hasFirstAidCertificate"
>;

export function toFormValues(profile: ProfileFormSource): ProfileUpdateInput {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: formatPhone(profile.phone),
    address: profile.address ?? "",
    iban: formatIban(profile.iban),
    vatNumber: profile.vatNumber ?? "",
    diploma: profile.diploma ?? "",
    birthDate: profile.birthDate ?? "",
    gender: profile.gender ?? null,
    isDoctor: profile.isDoctor,
    isNurse: profile.isNurse,
    hasFirstAidCertificate: profile.hasFirstAidCertificate,
  };
}

/** The person's own details; the same form (and contract) serves an admin editing a caregiver. */
export function ProfileFields({
  form,
  idPrefix = "",
}: {
  form: ReturnType<typeof useForm<ProfileUpdateInput>>;
  idPrefix?: string;
}) {
  const { t } = useTranslation(["profile", "auth"]);
  const { errors } = form.formState;
  const id = (name: string) => `${idPrefix}${name}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={id("firstName")} label={t("fields.firstName")} error={errors.firstName?.message} required>
        <Input
          id={id("firstName")}
          autoComplete="given-name"
          aria-invalid={!!errors.firstName}
          {...form.register("firstName")}
        />
      </FormField>
      <FormField id={id("lastName")} label={t("fields.lastName")} error={errors.lastName?.message} required>
        <Input
          id={id("lastName")}
          autoComplete="family-name"
          aria-invalid={!!errors.lastName}
          {...form.register("lastName")}
        />
      </FormField>
      <FormField id={id("birthDate")} label={t("fields.birthDate")} error={errors.birthDate?.message}>
        <DateField
          control={form.control}
          name="birthDate"
          mode="date"
          id={id("birthDate")}
          aria-invalid={!!errors.birthDate}
        />
      </FormField>
      <FormField id={id("gender")} label={t("fields.gender")} error={errors.gender?.message}>
        <NativeSelect id={id("gender")} {...form.register("gender", { setValueAs: (v) => (v === "" ? null : v) })}>
          <option value="">{t("fields.genderUnknown")}</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {t(`auth:genders.${g}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={id("phone")} label={t("fields.phone")} error={errors.phone?.message} hint={t("fields.phoneHint")}>
        <Input
          id={id("phone")}
          type="tel"
          autoComplete="tel"
          aria-invalid={!!errors.phone}
          {...form.register("phone")}
        />
      </FormField>
      <FormField id={id("diploma")} label={t("fields.diploma")} error={errors.diploma?.message}>
        <Input id={id("diploma")} aria-invalid={!!errors.diploma} {...form.register("diploma")} />
      </FormField>
      <FormField
        id={id("address")}
        label={t("fields.address")}
        error={errors.address?.message}
        className="sm:col-span-2"
      >
        <Textarea
          id={id("address")}
          rows={2}
          autoComplete="street-address"
          aria-invalid={!!errors.address}
          {...form.register("address")}
        />
      </FormField>
      <FormField id={id("iban")} label={t("fields.iban")} error={errors.iban?.message}>
        <Input id={id("iban")} autoComplete="off" aria-invalid={!!errors.iban} {...form.register("iban")} />
      </FormField>
      <FormField id={id("vatNumber")} label={t("fields.vatNumber")} error={errors.vatNumber?.message}>
        <Input
          id={id("vatNumber")}
          autoComplete="off"
          aria-invalid={!!errors.vatNumber}
          {...form.register("vatNumber")}
        />
      </FormField>
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-slate-800">{t("fields.qualifications")}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-3">
          {QUALIFICATION_FIELDS.map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <label className="flex items-center gap-2 text-sm text-slate-800" htmlFor={id(name)}>
                  <Checkbox id={id(name)} checked={!!field.value} onCheckedChange={(v) => field.onChange(v === true)} />
                  {t(`fields.${name}`)}
                </label>
              )}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}

export function ProfileDetailsForm({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation("profile");
  const errorMessage = useErrorMessage();
  const form = useForm<ProfileUpdateInput>({
    resolver: zodResolver(profileUpdateBody),
    defaultValues: toFormValues(profile),
  });
  // An admin may change this person's details at the same moment: only what changed goes up, and
  // a field they changed too asks first (decision 036).
  const versioned = useVersionedSave<ProfileUpdateInput, ProfileUpdateInput>({
    form,
    loadedVersion: profile.version,
    latest: async () => {
      const now = (await fetchMe())?.profile ?? profile;
      return { values: toFormValues(now), version: now.version };
    },
    label: (name) => t(`fields.${name}`),
    send: (changed, version) => mutation.mutate({ ...changed, version }),
    unchanged: () => undefined,
  });
  const mutation = useUpdateProfile({
    onSuccess: (updated) => {
      toast.success(t("common:toasts.saved"));
      form.reset(toFormValues(updated));
    },
    onError: async (error) => {
      if (await versioned.onError(error)) return;
      applyFieldErrors(error, form.setError);
      toast.error(t("common:toasts.saveFailed"), { description: errorMessage(error) });
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("details.title")}</CardTitle>
        <CardDescription>{t("details.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit(versioned.submit)} data-testid="profile-form">
          {versioned.dialog}
          <ProfileFields form={form} />
          <div className="mt-6 flex justify-end">
            <Button
              type="submit"
              loading={mutation.isPending}
              disabled={!form.formState.isDirty}
              data-testid="profile-save"
            >
              {t("common:actions.save")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
