import { zodResolver } from "@hookform/resolvers/zod";
import { formatPhone } from "@hulppost/shared/field-formats";
import { type OrganizationView, organizationDetailsBody } from "@hulppost/shared/organizations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { useVersionedSave } from "../../../components/ui/conflict-dialog";
import { ME_QUERY_KEY } from "../../../lib/session";
import { useErrorMessage } from "../../../lib/use-error-message";
import { applyFieldErrors } from "../../../lib/use-form-errors";
import { getOrganization, OrganizationFields, orgKeys, updateOrganization } from "../../organizations";

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
  const client = useQueryClient();
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
  const mutation = useMutation({
    mutationFn: (values: Partial<Values> & { version?: number }) => updateOrganization(organization.id, values),
    onSuccess: (updated) => {
      toast.success(t("common:toasts.saved"));
      client.setQueryData(orgKeys.view(organization.id), updated);
      form.reset(toValues(updated));
      // The sidebar and the organisation picker show the display name.
      void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
      void client.invalidateQueries({ queryKey: orgKeys.audit(organization.id) });
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
