import type { EventDetailView, TeamView } from "@hulppost/shared/events";
import { Pencil, Plus, Trash2, UsersRound, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ui/alert-dialog";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { NativeSelect } from "../../../components/ui/input";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useDeleteTeam } from "../api/event-teams";
import { useAddTeamMember, useRemoveTeamMember } from "../api/team-members";
import { TeamDialog } from "./team-dialog";

type Editing = { team?: TeamView } | null;

function TeamCard({
  orgId,
  event,
  team,
  onEdit,
  onDelete,
}: {
  orgId: string;
  event: EventDetailView;
  team: TeamView;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation("events");
  const errorMessage = useErrorMessage();
  const people = new Map(event.assignments.map((a) => [a.userId, a]));
  const members = team.memberIds.map((id) => people.get(id)).filter((p) => p !== undefined);
  const others = event.assignments.filter((a) => !team.memberIds.includes(a.userId));
  const teamName = new Map(event.teams.map((x) => [x.id, x.name]));

  const add = useAddTeamMember(orgId, event.id, team.id, {
    onError: (error) => toast.error(t("toasts.memberAddFailed"), { description: errorMessage(error) }),
  });
  const remove = useRemoveTeamMember(orgId, event.id, team.id, {
    onError: (error) => toast.error(t("toasts.memberRemoveFailed"), { description: errorMessage(error) }),
  });

  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-slate-200 border-l-4 p-3"
      style={{ borderLeftColor: team.color }}
      data-testid={`team-card-${team.id}`}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900">{team.name}</p>
          {team.description && <p className="text-sm text-slate-600">{team.description}</p>}
        </div>
        <Button
          size="icon"
          variant="ghost"
          className="sm:h-8 sm:w-8"
          onClick={onEdit}
          aria-label={t("teams.editLabel", { name: team.name })}
          data-testid={`team-edit-${team.id}`}
        >
          <Pencil className="h-4 w-4" aria-hidden />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          className="sm:h-8 sm:w-8 text-slate-500 hover:text-red-700"
          onClick={onDelete}
          aria-label={t("teams.deleteLabel", { name: team.name })}
          data-testid={`team-delete-${team.id}`}
        >
          <Trash2 className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      {members.length === 0 ? (
        <p className="text-sm text-slate-500">{t("teams.noMembers")}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {members.map((person) => (
            <li
              key={person.userId}
              className="flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-0.5 pl-3 text-sm text-slate-800 sm:pl-2.5"
            >
              {person.firstName} {person.lastName}
              <button
                type="button"
                onClick={() => remove.mutate(person.userId)}
                disabled={remove.isPending}
                // 44 px to tap on a phone; the chip's own size at a desk.
                className="flex h-11 w-11 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-red-700 sm:h-auto sm:w-auto sm:p-1"
                aria-label={t("teams.removeMember", {
                  name: `${person.firstName} ${person.lastName}`,
                  team: team.name,
                })}
                data-testid={`team-member-remove-${team.id}-${person.userId}`}
              >
                <X className="h-3.5 w-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <NativeSelect
          value=""
          onChange={(e) => e.target.value && add.mutate(e.target.value)}
          disabled={add.isPending}
          aria-label={t("teams.addMember", { team: team.name })}
          data-testid={`team-add-member-${team.id}`}
          className="h-9 sm:max-w-xs"
        >
          <option value="">{t("teams.addMemberPlaceholder")}</option>
          {others.map((person) => (
            <option key={person.userId} value={person.userId}>
              {person.teamId
                ? t("teams.memberElsewhere", {
                    name: `${person.firstName} ${person.lastName}`,
                    team: teamName.get(person.teamId) ?? "",
                  })
                : `${person.firstName} ${person.lastName}`}
            </option>
          ))}
        </NativeSelect>
      )}
    </li>
  );
}

/** Teams of the event: name, description, colour, and members chosen from the assigned people. */
export function EventTeams({ orgId, event }: { orgId: string; event: EventDetailView }) {
  const { t } = useTranslation("events");
  const errorMessage = useErrorMessage();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TeamView | null>(null);
  const remove = useDeleteTeam(orgId, event.id, {
    onSuccess: (_, team) => {
      toast.success(t("toasts.teamDeleted"), { description: team.name });
      setDeleting(null);
    },
    onError: (error) => toast.error(t("toasts.teamDeleteFailed"), { description: errorMessage(error) }),
  });
  const unteamed = event.assignments.filter((a) => !a.teamId);

  return (
    <Card data-testid="event-teams">
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <CardTitle className="flex items-center gap-2">
            <UsersRound className="h-4 w-4 text-brand-700" aria-hidden />
            {t("teams.title")}
          </CardTitle>
          <CardDescription>{t("teams.description")}</CardDescription>
        </div>
        <Button
          size="sm"
          variant="outline"
          className="self-start"
          onClick={() => setEditing({})}
          data-testid="team-create"
        >
          <Plus className="h-4 w-4" aria-hidden />
          {t("teams.new")}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {event.teams.length === 0 ? (
          <p className="text-sm text-slate-500">{t("teams.empty")}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {event.teams.map((team) => (
              <TeamCard
                key={team.id}
                orgId={orgId}
                event={event}
                team={team}
                onEdit={() => setEditing({ team })}
                onDelete={() => setDeleting(team)}
              />
            ))}
          </ul>
        )}
        {event.teams.length > 0 && unteamed.length > 0 && (
          <p className="text-sm text-slate-600">
            {t("teams.unteamed", { names: unteamed.map((a) => `${a.firstName} ${a.lastName}`).join(", ") })}
          </p>
        )}
      </CardContent>
      {editing && (
        <TeamDialog
          orgId={orgId}
          eventId={event.id}
          team={editing.team}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("confirm.deleteTeamTitle", { name: deleting?.name ?? "" })}
        description={t("confirm.deleteTeamDescription")}
        confirmLabel={t("common:actions.delete")}
        onConfirm={() => deleting && remove.mutate(deleting)}
        pending={remove.isPending}
        testId="confirm-delete-team"
      />
    </Card>
  );
}
