import { zodResolver } from "@hookform/resolvers/zod";
import { type DeclareIncidentInput, declareIncidentBody } from "@hulppost/shared/incidents";
import { Siren } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { SwitchRow } from "../../../components/ui/checkbox";
import { Dialog, DialogContent, FormDialogFooter } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input, Textarea } from "../../../components/ui/input";
import { isApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/use-error-message";
import { applyFieldErrors } from "../../../lib/use-form-errors";
import { useDeclareIncident } from "../api/incidents";
import { boardPath } from "../paths";

/**
 * Declaring an incident on a live event (an admin, or the event's post leader: decision 045): what
 * happened and whether it is an exercise.
 * Every device of the event's staff then shows the board; so does this one.
 */
export function DeclareIncidentDialog({
  orgId,
  event,
  open,
  onOpenChange,
}: {
  orgId: string;
  event: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("incidents");
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const form = useForm<DeclareIncidentInput>({
    resolver: zodResolver(declareIncidentBody),
    defaultValues: { name: "", description: "", exercise: false },
  });
  const declare = useDeclareIncident(orgId, event.id, {
    onSuccess: (incident) => {
      toast.success(t("declare.done"));
      onOpenChange(false);
      navigate(boardPath(incident.id));
    },
    onError: (error) => {
      // Declared a moment ago by a colleague: join that incident's board instead.
      const open = isApiError(error, "INCIDENT_ALREADY_OPEN") ? error.details?.incidentId : undefined;
      if (typeof open === "string") {
        onOpenChange(false);
        navigate(boardPath(open));
        return;
      }
      if (!applyFieldErrors(error, form.setError))
        toast.error(t("declare.failed"), { description: errorMessage(error) });
    },
  });
  const { errors } = form.formState;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t("declare.title")}
        description={t("declare.description", { event: event.name })}
        data-testid="declare-incident-dialog"
      >
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit((values) => declare.mutate(values))}
        >
          <FormField id="incident-name" label={t("declare.name")} error={errors.name?.message} required>
            <Input
              id="incident-name"
              placeholder={t("declare.namePlaceholder")}
              aria-invalid={!!errors.name}
              {...form.register("name")}
              data-testid="incident-name"
            />
          </FormField>
          <FormField id="incident-description" label={t("declare.details")} error={errors.description?.message}>
            <Textarea id="incident-description" rows={2} {...form.register("description")} />
          </FormField>
          <Controller
            control={form.control}
            name="exercise"
            render={({ field }) => (
              <SwitchRow
                id="incident-exercise"
                label={t("declare.exercise")}
                hint={t("declare.exerciseHint")}
                checked={!!field.value}
                onCheckedChange={field.onChange}
                testId="incident-exercise"
              />
            )}
          />
          <FormDialogFooter
            submitLabel={t("declare.submit")}
            saving={declare.isPending}
            testId="incident-declare-submit"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The button on a live event that declares an incident there (an admin's, or the event's post leader's). */
export function DeclareIncidentButton({ orgId, event }: { orgId: string; event: { id: string; name: string } }) {
  const { t } = useTranslation("incidents");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="incident-declare">
        <Siren className="h-4 w-4 text-red-700" aria-hidden />
        <span className="hidden sm:inline">{t("actions.declare")}</span>
        <span className="sm:hidden">{t("title")}</span>
      </Button>
      {open && <DeclareIncidentDialog orgId={orgId} event={event} open={open} onOpenChange={setOpen} />}
    </>
  );
}
