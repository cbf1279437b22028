import { zodResolver } from "@hookform/resolvers/zod";
import { formatPhone } from "@hulppost/shared/field-formats";
import { type OrganizationView, organizationDetailsBody } from "@hulppost/shared/organizations";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { useVersionedSave } from "../../../components/ui/conflict-dialog";
import { useErrorMessage } from "../../../lib/use-error-message";
import { applyFieldErrors } from "../../../lib/use-form-errors";
import { getOrganization, OrganizationFields, useUpdateOrganization } from "../../organizations";

type Values = z.input<typeof organizationDetailsBody>;

const toValues = (org: OrganizationView): Values => ({
  displayName: org.displayName,
  contactEmail: org.contactEmail ?? "",
  contactPhone: formatPhone(org.contactPhone),
});

/** Admin settings → System: the organisation's name and contact details. The system name is fixed. */
export function OrganizationDetailsForm({ organization }: { organization: OrganizationView }) {
  const { t } = useTranslation("admin");
  const errorMessage = useErrorMessage();
  const form = useForm<Values>({
    resolver: zodResolver(organizationDetailsBody),
    defaultValues: toValues(organization),
  });
  // Another admin may change the same details at the same moment: only what changed goes up, and a
  // field they changed too asks first (decision 036).
  const versioned = useVersionedSave<Values, Values>({
    form,
    loadedVersion: organization.version,
    latest: async () => {
      const now = await getOrganization(organization.id);
      return { values: toValues(now), version: now.version };
    },
    label: (name) => t(`organizations:fields.${name}`),
    send: (changed, version) => mutation.mutate({ ...changed, version }),
    unchanged: () => undefined,
  });
  const mutation = useUpdateOrganization(organization.id, {
    onSuccess: (updated) => {
      toast.success(t("common:toasts.saved"));
      form.reset(toValues(updated));
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
        <CardTitle>{t("system.detailsTitle")}</CardTitle>
        <CardDescription>{t("system.detailsDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit(versioned.submit)} data-testid="organization-details-form">
          {versioned.dialog}
          <p className="mb-4 text-sm text-slate-600">
            {t("system.systemName")}{" "}
            <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-800">{organization.name}</code>
          </p>
          <OrganizationFields form={form} withSystemName={false} idPrefix="details-" />
          <div className="mt-5 flex justify-end">
            <Button
              type="submit"
              loading={mutation.isPending}
              disabled={!form.formState.isDirty}
              data-testid="organization-details-save"
            >
              {t("common:actions.save")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
