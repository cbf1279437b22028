import { ROLES, type Role } from "@hulppost/shared/constants";
import type { PlatformUserView } from "@hulppost/shared/platform";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../../components/ui/dialog";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useSetUserRoles } from "../api/set-user-roles";

/** The platform-wide roles of one person (user_roles), as four checkboxes. */
export function UserRolesDialog({ user, onClose }: { user: PlatformUserView; onClose: () => void }) {
  const { t } = useTranslation("users");
  const errorMessage = useErrorMessage();
  const [roles, setRoles] = useState<Role[]>(user.roles);
  const changed = roles.length !== user.roles.length || roles.some((r) => !user.roles.includes(r));
  const mutation = useSetUserRoles(user.id, {
    onSuccess: () => {
      toast.success(t("roles.saved", { name: `${user.firstName} ${user.lastName}` }));
      onClose();
    },
    onError: (error) => toast.error(t("common:toasts.saveFailed"), { description: errorMessage(error) }),
  });
  const toggle = (role: Role, on: boolean) =>
    setRoles((current) => (on ? [...current, role] : current.filter((r) => r !== role)));

  return (
    <Dialog open onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <DialogContent
        title={t("roles.title")}
        description={t("roles.description", { name: `${user.firstName} ${user.lastName}`, email: user.email })}
        data-testid="user-roles-dialog"
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            // Sent in the platform's order of roles, whatever order they were ticked in.
            mutation.mutate(ROLES.filter((r) => roles.includes(r)));
          }}
        >
          <fieldset className="flex flex-col gap-3">
            <legend className="sr-only">{t("roles.title")}</legend>
            {ROLES.map((role) => (
              <label
                key={role}
                htmlFor={`role-${role}`}
                className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:bg-brand-50/50"
              >
                <Checkbox
                  id={`role-${role}`}
                  checked={roles.includes(role)}
                  onCheckedChange={(v) => toggle(role, v === true)}
                  data-testid={`role-${role}`}
                />
                <span className="text-sm">
                  <span className="font-medium text-slate-900">{t(`common:roles.${role}`)}</span>
                  <span className="block text-slate-600">{t(`roles.explain.${role}`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={mutation.isPending}>
                {t("common:actions.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" loading={mutation.isPending} disabled={!changed} data-testid="user-roles-save">
              {t("common:actions.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
