import { hasLanded } from "@hulppost/shared/modules";
import type { PlatformUserView } from "@hulppost/shared/platform";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ui/alert-dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { type ModuleBound, onlyLanded } from "../../../lib/modules";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useDeleteUser } from "../api/delete-user";

/** What else goes with the person: only what the product holds by now (chat and locations once they land). */
const HISTORY: ({ key: "whatInterest" | "whatChat" | "whatLocations" } & ModuleBound)[] = [
  { key: "whatInterest" },
  { key: "whatChat", module: "chat" },
  { key: "whatLocations", module: "locations" },
];

/** Only a super admin deletes a person with all related data; typing the email proves intent. */
export function DeleteUserDialog({ user, onClose }: { user: PlatformUserView; onClose: () => void }) {
  const { t, i18n } = useTranslation("users");
  const errorMessage = useErrorMessage();
  const history = new Intl.ListFormat(i18n.resolvedLanguage ?? "nl", { type: "conjunction" }).format(
    onlyLanded(HISTORY).map((item) => t(`delete.${item.key}`)),
  );
  const [typed, setTyped] = useState("");
  const name = `${user.firstName} ${user.lastName}`;
  const matches = typed.trim().toLowerCase() === user.email.toLowerCase();
  const mutation = useDeleteUser(user.id, {
    onSuccess: () => {
      toast.success(t("delete.done", { name }));
      onClose();
    },
    onError: (error) => toast.error(t("delete.failed"), { description: errorMessage(error) }),
  });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("delete.title", { name })}
      description={
        <>
          <p>{t("delete.description")}</p>
          <ul className="mt-2 list-disc pl-5">
            <li>{t("delete.whatAccount")}</li>
            <li>{t("delete.whatMemberships")}</li>
            <li>{history}</li>
          </ul>
          {hasLanded("patients") && <p className="mt-2">{t("delete.patients")}</p>}
        </>
      }
      confirmLabel={t("delete.confirm")}
      onConfirm={() => matches && mutation.mutate(typed.trim())}
      pending={mutation.isPending}
      disabled={!matches}
      testId="delete-user-dialog"
    >
      <FormField id="delete-user-confirmation" label={t("delete.typeEmail", { email: user.email })}>
        <Input
          id="delete-user-confirmation"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          data-testid="delete-confirmation-input"
        />
      </FormField>
    </ConfirmDialog>
  );
}
