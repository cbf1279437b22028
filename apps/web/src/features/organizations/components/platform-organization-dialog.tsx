import { zodResolver } from "@hookform/resolvers/zod";
import { PLANS } from "@hulppost/shared/constants";
import { formatPhone } from "@hulppost/shared/field-formats";
import { type OrganizationView, platformOrganizationBody } from "@hulppost/shared/organizations";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "../../../components/ui/button";
import { Switch } from "../../../components/ui/checkbox";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input, NativeSelect } from "../../../components/ui/input";
import { useErrorMessage } from "../../../lib/use-error-message";
import { applyFieldErrors } from "../../../lib/use-form-errors";
import { type PlatformOrganizationValues, useSavePlatformOrganization } from "../api/save-platform-organization";
import { OrganizationFields } from "./organization-fields";

type Values = z.input<typeof platformOrganizationBody>;

const EMPTY: Values = {
  displayName: "",
  name: "",
  contactEmail: "",
  contactPhone: "",
  plan: "free",
  active: true,
  responsibleUserCode: "",
};

const fromOrganization = (org: OrganizationView): Values => ({
  displayName: org.displayName,
  name: org.name,
  contactEmail: org.contactEmail ?? "",
  contactPhone: formatPhone(org.contactPhone),
  plan: org.plan,
  active: org.active,
  responsibleUserCode: "",
});

/**
 * The super admin's create and edit form. Editing validates with the same contract (the system
 * name rides along unchanged) and sends only what may change; an empty responsible-person code
 * keeps the current responsible person.
 */
export function PlatformOrganizationDialog({
  organization,
  onClose,
}: {
  organization: OrganizationView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("organizations");
  const errorMessage = useErrorMessage();
  const editing = organization !== null;
  const form = useForm<Values, unknown, PlatformOrganizationValues>({
    resolver: zodResolver(platformOrganizationBody),
    defaultValues: organization ? fromOrganization(organization) : EMPTY,
  });
  const mutation = useSavePlatformOrganization(organization?.id ?? null, {
    onSuccess: (saved) => {
      toast.success(t(editing ? "platform.updated" : "platform.created", { name: saved.displayName }));
      onClose();
    },
    onError: (error) => {
      applyFieldErrors(error, form.setError);
      toast.error(t("common:toasts.saveFailed"), { description: errorMessage(error) });
    },
  });
  const { errors } = form.formState;

  return (
    <Dialog open onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <DialogContent
        className="max-w-xl"
        title={editing ? t("platform.editTitle", { name: organization.displayName }) : t("platform.createTitle")}
        description={editing ? undefined : t("platform.createDescription")}
        data-testid="platform-organization-dialog"
      >
        <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
          <OrganizationFields form={form} withSystemName={!editing} idPrefix="platform-org-" />
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <FormField id="platform-org-plan" label={t("fields.plan")} error={errors.plan?.message}>
              <NativeSelect id="platform-org-plan" data-testid="organization-plan" {...form.register("plan")}>
                {PLANS.map((plan) => (
                  <option key={plan} value={plan}>
                    {t(`plans.${plan}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="platform-org-active" label={t("fields.status")}>
              <Controller
                control={form.control}
                name="active"
                render={({ field }) => (
                  <span className="flex h-10 items-center gap-3">
                    <Switch
                      id="platform-org-active"
                      checked={!!field.value}
                      onCheckedChange={field.onChange}
                      data-testid="organization-active"
                    />
                    <span className="text-sm text-slate-800">
                      {t(field.value ? "status.active" : "status.inactive")}
                    </span>
                  </span>
                )}
              />
            </FormField>
            <FormField
              id="platform-org-responsible"
              label={t("fields.responsibleUserCode")}
              error={errors.responsibleUserCode?.message}
              hint={
                editing && organization.responsibleName
                  ? t("fields.responsibleKeep", { name: organization.responsibleName })
                  : t("fields.responsibleHint")
              }
              className="sm:col-span-2"
            >
              <Input
                id="platform-org-responsible"
                autoComplete="off"
                spellCheck={false}
                placeholder={t("fields.userCodePlaceholder")}
                className="font-mono uppercase"
                aria-invalid={!!errors.responsibleUserCode}
                data-testid="organization-responsible"
                {...form.register("responsibleUserCode")}
              />
            </FormField>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={mutation.isPending}>
                {t("common:actions.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" loading={mutation.isPending} data-testid="organization-form-submit">
              {editing ? t("common:actions.save") : t("platform.create")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
