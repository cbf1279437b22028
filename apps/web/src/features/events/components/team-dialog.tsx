import { zodResolver } from "@hookform/resolvers/zod";
import { type TeamInput, type TeamView, teamBody } from "@hulppost/shared/events";
import { Check } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { useVersionedSave } from "../../../components/ui/conflict-dialog";
import { Dialog, DialogContent, FormDialogFooter } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input, Textarea } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { useErrorMessage } from "../../../lib/use-error-message";
import { applyFieldErrors } from "../../../lib/use-form-errors";
import { useCreateTeam, useUpdateTeam } from "../api/event-teams";
import { getEvent } from "../api/get-event";

/** Colours that stay apart on a map and in print, and read well as a dot next to a name. */
export const TEAM_COLORS = ["#2563eb", "#16a34a", "#d97706", "#dc2626", "#7c3aed", "#0891b2", "#db2777", "#475569"];

type TeamOutput = z.output<typeof teamBody>;

function TeamForm({
  orgId,
  eventId,
  team,
  onDone,
}: {
  orgId: string;
  eventId: string;
  team?: TeamView;
  onDone: () => void;
}) {
  const { t } = useTranslation("events");
  const errorMessage = useErrorMessage();
  const form = useForm<TeamInput, unknown, TeamOutput>({
    resolver: zodResolver(teamBody),
    defaultValues: team ? teamFormValues(team) : { name: "", description: "", color: TEAM_COLORS[0] },
  });
  const { errors } = form.formState;
  // A colleague's save of the same fields asks first; other fields save as they are (decision 036).
  const versioned = useVersionedSave<TeamInput, TeamOutput>({
    form,
    loadedVersion: team?.version ?? 0,
    latest: async () => {
      const now = (await getEvent(orgId, eventId)).teams.find((one) => one.id === team?.id);
      if (!now) throw new Error("team gone");
      return { values: teamFormValues(now), version: now.version };
    },
    label: (field) => t(`teams.fields.${field}`),
    send: (changed, version) => update.mutate({ ...changed, version }),
    unchanged: onDone,
  });
  const callbacks = {
    onSuccess: (saved: TeamView) => {
      toast.success(t(team ? "toasts.teamUpdated" : "toasts.teamCreated"), { description: saved.name });
      onDone();
    },
    onError: async (error: Error) => {
      if (team && (await versioned.onError(error))) return;
      applyFieldErrors(error, form.setError);
      toast.error(t(team ? "toasts.teamUpdateFailed" : "toasts.teamCreateFailed"), {
        description: errorMessage(error),
      });
    },
  };
  // A new team is created whole; an existing one sends only its changed fields (`versioned`).
  const create = useCreateTeam(orgId, eventId, callbacks);
  const update = useUpdateTeam(orgId, eventId, team?.id ?? "", callbacks);
  const save = team ? update : create;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => (team ? versioned.submit(values) : create.mutate(values)))}
      className="flex flex-col gap-4"
    >
      {versioned.dialog}
      <FormField id="team-name" label={t("teams.fields.name")} error={errors.name?.message} required>
        <Input id="team-name" aria-invalid={!!errors.name} data-testid="team-name" {...form.register("name")} />
      </FormField>
      <FormField id="team-description" label={t("teams.fields.description")} error={errors.description?.message}>
        <Textarea id="team-description" rows={2} {...form.register("description")} />
      </FormField>
      <Controller
        control={form.control}
        name="color"
        render={({ field }) => (
          <FormField id="team-color" label={t("teams.fields.color")} error={errors.color?.message}>
            <div className="flex flex-wrap items-center gap-2">
              {TEAM_COLORS.map((color) => (
                <button
                  key={color}
                  type="button"
                  onClick={() => field.onChange(color)}
                  aria-pressed={field.value?.toLowerCase() === color}
                  aria-label={t("teams.pickColor", { color })}
                  className={cn(
                    "flex h-8 w-8 items-center justify-center rounded-full ring-offset-2 transition",
                    field.value?.toLowerCase() === color && "ring-2 ring-slate-900",
                  )}
                  style={{ backgroundColor: color }}
                >
                  {field.value?.toLowerCase() === color && <Check className="h-4 w-4 text-white" aria-hidden />}
                </button>
              ))}
              <input
                id="team-color"
                type="color"
                value={field.value ?? TEAM_COLORS[0]}
                onChange={(e) => field.onChange(e.target.value)}
                className="h-8 w-10 cursor-pointer rounded border border-slate-300 bg-white p-0.5"
                aria-label={t("teams.customColor")}
              />
            </div>
          </FormField>
        )}
      />
      <FormDialogFooter
        submitLabel={team ? t("common:actions.save") : t("teams.create")}
        saving={save.isPending}
        testId="team-form-submit"
      />
    </form>
  );
}

const teamFormValues = (team: TeamView): TeamInput => ({
  name: team.name,
  description: team.description ?? "",
  color: team.color,
});

export function TeamDialog({
  orgId,
  eventId,
  team,
  open,
  onOpenChange,
}: {
  orgId: string;
  eventId: string;
  team?: TeamView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("events");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={team ? t("teams.editTitle") : t("teams.createTitle")} data-testid="team-dialog">
        <TeamForm orgId={orgId} eventId={eventId} team={team} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
