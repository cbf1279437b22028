import { zodResolver } from "@hookform/resolvers/zod";
import { MEMBER_ROLES } from "@hulppost/shared/constants";
import {
  type CreateInvitationInput,
  createInvitationBody,
  INVITATION_MAX_EXPIRY_DAYS,
  type InvitationView,
} from "@hulppost/shared/invitations";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input, NativeSelect } from "../../../components/ui/input";
import { useErrorMessage } from "../../../lib/use-error-message";
import { applyFieldErrors } from "../../../lib/use-form-errors";
import { useCreateInvitation } from "../api/create-invitation";

const DEFAULTS: CreateInvitationInput = { role: "hulpverlener", maxUses: null, expiresInDays: 7 };

/** A number box that reads "" as "not a number" so the contract reports it instead of sending 0. */
const toNumber = (value: string) => (value === "" ? Number.NaN : Number(value));

/** An invitation link has a role, an expiry in days, and a maximum of uses or none. */
export function CreateInvitationDialog({
  orgId,
  open,
  onOpenChange,
  onCreated,
}: {
  orgId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (invitation: InvitationView) => void;
}) {
  const { t } = useTranslation("caregivers");
  const errorMessage = useErrorMessage();
  const form = useForm<CreateInvitationInput>({ resolver: zodResolver(createInvitationBody), defaultValues: DEFAULTS });
  // What the "maximum uses" box showed before "unlimited" was ticked, to restore it on untick.
  const [lastMax, setLastMax] = useState(10);
  const mutation = useCreateInvitation(orgId, {
    onSuccess: (created) => {
      form.reset(DEFAULTS);
      onOpenChange(false);
      onCreated(created);
    },
    onError: (error) => {
      applyFieldErrors(error, form.setError);
      toast.error(t("invitations.createFailed"), { description: errorMessage(error) });
    },
  });
  const { errors } = form.formState;

  return (
    <Dialog open={open} onOpenChange={(next) => !mutation.isPending && onOpenChange(next)}>
      <DialogContent
        title={t("invitations.createTitle")}
        description={t("invitations.createDescription")}
        data-testid="create-invitation-dialog"
      >
        <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
          <FormField id="invite-role" label={t("fields.role")} error={errors.role?.message}>
            <NativeSelect id="invite-role" data-testid="invite-role" {...form.register("role")}>
              {MEMBER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`common:roles.${role}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <Controller
            control={form.control}
            name="maxUses"
            render={({ field }) => (
              <FormField id="invite-max-uses" label={t("invitations.maxUses")} error={errors.maxUses?.message}>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  <Input
                    id="invite-max-uses"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    className="w-28"
                    disabled={field.value === null}
                    value={field.value === null || Number.isNaN(field.value) ? "" : field.value}
                    onChange={(e) => field.onChange(toNumber(e.target.value))}
                    aria-invalid={!!errors.maxUses}
                    data-testid="invite-max-uses"
                  />
                  <label className="flex items-center gap-2 text-sm text-slate-800" htmlFor="invite-unlimited">
                    <Checkbox
                      id="invite-unlimited"
                      checked={field.value === null}
                      onCheckedChange={(checked) => {
                        if (checked === true) {
                          if (typeof field.value === "number" && !Number.isNaN(field.value)) setLastMax(field.value);
                          field.onChange(null);
                        } else field.onChange(lastMax);
                      }}
                      data-testid="invite-unlimited"
                    />
                    {t("invitations.unlimited")}
                  </label>
                </div>
              </FormField>
            )}
          />
          <FormField
            id="invite-expiry"
            label={t("invitations.expiresInDays")}
            error={errors.expiresInDays?.message}
            hint={t("invitations.expiresHint", { max: INVITATION_MAX_EXPIRY_DAYS })}
          >
            <Input
              id="invite-expiry"
              type="number"
              inputMode="numeric"
              min={1}
              max={INVITATION_MAX_EXPIRY_DAYS}
              className="w-28"
              aria-invalid={!!errors.expiresInDays}
              data-testid="invite-expiry"
              {...form.register("expiresInDays", { setValueAs: (v) => toNumber(String(v)) })}
            />
          </FormField>
          <DialogFooter className="mt-1">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={mutation.isPending}>
                {t("common:actions.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" loading={mutation.isPending} data-testid="invite-create">
              {t("invitations.create")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
