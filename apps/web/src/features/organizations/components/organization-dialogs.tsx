import { hasLanded } from "@hulppost/shared/modules";
import type { OrganizationView } from "@hulppost/shared/organizations";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ui/alert-dialog";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useErrorMessage } from "../../../lib/use-error-message";
import { AddMemberButton, CaregiverList } from "../../members";
import { useDeletePlatformOrganization } from "../api/delete-platform-organization";
import { OrganizationSettingsForm } from "./organization-settings-form";

interface Props {
  organization: OrganizationView;
  onClose: () => void;
}

export function OrganizationSettingsDialog({ organization, onClose }: Props) {
  const { t } = useTranslation("organizations");
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t("platform.settingsTitle", { name: organization.displayName })}
        description={t("platform.settingsDescription")}
        data-testid="organization-settings-dialog"
      >
        <OrganizationSettingsForm orgId={organization.id} plan={organization.plan} onSaved={onClose} />
      </DialogContent>
    </Dialog>
  );
}

/** The super admin works on any organisation's members with the same list an admin uses. */
export function OrganizationMembersDialog({ organization, onClose }: Props) {
  const { t } = useTranslation("organizations");
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-6xl"
        title={t("platform.membersTitle", { name: organization.displayName })}
        description={t("platform.membersDescription")}
        data-testid="organization-members-dialog"
      >
        <div className="mb-4 flex justify-end">
          <AddMemberButton orgId={organization.id} />
        </div>
        <CaregiverList orgId={organization.id} />
      </DialogContent>
    </Dialog>
  );
}

/** Deleting an organisation removes its events, patients and memberships; typing its system name proves intent. */
export function DeleteOrganizationDialog({ organization, onClose }: Props) {
  const { t } = useTranslation("organizations");
  const errorMessage = useErrorMessage();
  const [typed, setTyped] = useState("");
  const matches = typed.trim() === organization.name;
  const mutation = useDeletePlatformOrganization(organization.id, {
    onSuccess: () => {
      toast.success(t("platform.deleted", { name: organization.displayName }));
      onClose();
    },
    onError: (error) => toast.error(t("platform.deleteFailed"), { description: errorMessage(error) }),
  });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("platform.deleteTitle", { name: organization.displayName })}
      description={t(hasLanded("patients") ? "platform.deleteDescriptionWithPatients" : "platform.deleteDescription")}
      confirmLabel={t("platform.deleteConfirm")}
      onConfirm={() => matches && mutation.mutate(typed.trim())}
      pending={mutation.isPending}
      disabled={!matches}
      testId="delete-organization-dialog"
    >
      <FormField id="delete-organization-confirmation" label={t("platform.typeName", { name: organization.name })}>
        <Input
          id="delete-organization-confirmation"
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          data-testid="delete-confirmation-input"
        />
      </FormField>
    </ConfirmDialog>
  );
}
