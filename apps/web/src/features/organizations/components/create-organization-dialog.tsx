import { zodResolver } from "@hookform/resolvers/zod";
import { type CreateOrganizationInput, createOrganizationBody } from "@hulppost/shared/organizations";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../../components/ui/dialog";
import { ApiError } from "../../../lib/api-client";
import { useOrganization } from "../../../lib/organization-context";
import { useErrorMessage } from "../../../lib/use-error-message";
import { applyFieldErrors } from "../../../lib/use-form-errors";
import { useCreateOrganization } from "../api/create-organization";
import { OrganizationFields } from "./organization-fields";

const EMPTY: CreateOrganizationInput = { displayName: "", name: "", contactEmail: "", contactPhone: "" };

/**
 * An organisator creates their one organisation. Open → submitting → closed; on
 * success the form resets and the page reloads so menus and the picker show the new organisation.
 */
export function CreateOrganizationDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("organizations");
  const errorMessage = useErrorMessage();
  const { select } = useOrganization();
  const form = useForm<CreateOrganizationInput>({
    resolver: zodResolver(createOrganizationBody),
    defaultValues: EMPTY,
  });

  const describe = (error: unknown) => {
    if (!(error instanceof ApiError)) return t("createOrganization.couldNotCreate");
    if (error.code === "UNAUTHENTICATED" || error.code === "SESSION_EXPIRED") {
      return t("createOrganization.notLoggedIn");
    }
    if (error.code === "ALREADY_CREATED") return t("createOrganization.alreadyCreated");
    if (error.code === "NETWORK_ERROR" || error.code === "INTERNAL_ERROR")
      return t("createOrganization.couldNotCreate");
    return errorMessage(error);
  };

  const mutation = useCreateOrganization({
    onSuccess: (created) => {
      toast.success(t("createOrganization.success", { name: created.displayName }));
      form.reset(EMPTY);
      onOpenChange(false);
      // The new organisation becomes the selected one after the reload.
      select(created.id);
      window.location.reload();
    },
    onError: (error) => {
      applyFieldErrors(error, form.setError);
      toast.error(t("createOrganization.error"), { description: describe(error) });
    },
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !mutation.isPending && onOpenChange(next)}>
      <DialogContent
        title={t("createOrganization.title")}
        description={t("createOrganization.description")}
        data-testid="create-organization-dialog"
      >
        <form
          noValidate
          onSubmit={form.handleSubmit(
            (values) => mutation.mutate(values),
            (errors) => {
              // Empty required names get the 'fillRequired' toast; other mistakes show at their field.
              if (errors.displayName || errors.name) {
                toast.error(t("createOrganization.error"), { description: t("createOrganization.fillRequired") });
              }
            },
          )}
        >
          <OrganizationFields form={form} withSystemName idPrefix="create-org-" />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={mutation.isPending}>
                {t("common:actions.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" loading={mutation.isPending} data-testid="create-organization-submit">
              {t("createOrganization.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
