import type { Qualification } from "@hulppost/shared/constants";
import type { AssignmentView, EventDetailView, TeamView } from "@hulppost/shared/events";
import { formatPhone } from "@hulppost/shared/field-formats";
import { Flag, UserMinus, UserPlus } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ui/alert-dialog";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";
import { usePersonName } from "../../../lib/person-name";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useSetPostLeader, useUnassignCaregiver } from "../api/assignments";
import { AssignDialog } from "./assign-dialog";
import { EventTeams } from "./event-teams";
import { NoShowBadge, NoShowToggle, noShowsMarkable } from "./no-show-toggle";
import { ProposeRosterButton } from "./roster/propose-roster-button";
import { PEOPLE_ROWS, staffingTone } from "./staffing-bars";

const COUNT_TONE = {
  none: "text-slate-400",
  full: "text-emerald-700",
  partial: "text-amber-700",
  empty: "text-red-700",
};

function PersonRow({
  person,
  team,
  onUnassign,
  onToggleLead,
  leadPending,
  noShowToggle,
}: {
  person: AssignmentView;
  team?: TeamView;
  onUnassign: () => void;
  onToggleLead: () => void;
  leadPending: boolean;
  /** Once the event has started: the admin marks who did not come. */
  noShowToggle?: ReactNode;
}) {
  const { t } = useTranslation("events");
  const name = usePersonName()(person.firstName, person.lastName);
  return (
    <li className="flex items-center gap-3 py-2.5" data-testid={`assignment-${person.userId}`}>
      <div className="min-w-0 flex-1">
        <p className="flex min-w-0 items-center gap-2">
          <span className="min-w-0 break-words text-sm font-medium text-slate-900">{name}</span>
          {person.postLeader && (
            <Badge tone="brand" className="shrink-0" data-testid={`post-leader-${person.userId}`}>
              <Flag className="h-3 w-3" aria-hidden />
              {t("personnel.postLeader")}
            </Badge>
          )}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
          {/* On the second line: in a narrow post card the name keeps its width. */}
          <NoShowBadge person={person} />
          {person.phone && (
            <a href={`tel:${person.phone}`} className="hover:text-brand-700 hover:underline">
              {formatPhone(person.phone)}
            </a>
          )}
          {team && (
            <span className="inline-flex items-center gap-1">
              <span className="h-2 w-2 rounded-full" style={{ backgroundColor: team.color }} aria-hidden />
              {team.name}
            </span>
          )}
        </p>
      </div>
      {noShowToggle}
      {/* The post leader may declare and close an incident on the live event (decision 045). */}
      <Button
        size="icon"
        variant="ghost"
        className={cn("sm:h-9 sm:w-9", person.postLeader ? "text-brand-700" : "text-slate-500 hover:text-brand-700")}
        onClick={onToggleLead}
        disabled={leadPending}
        aria-pressed={person.postLeader}
        aria-label={t(person.postLeader ? "personnel.unmarkPostLeader" : "personnel.markPostLeader", { name })}
        title={t(person.postLeader ? "personnel.unmarkPostLeader" : "personnel.markPostLeader", { name })}
        data-testid={`toggle-post-leader-${person.userId}`}
      >
        <Flag className={cn("h-4 w-4", person.postLeader && "fill-current")} aria-hidden />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        className="sm:h-9 sm:w-9 text-slate-500 hover:text-red-700"
        onClick={onUnassign}
        aria-label={t("personnel.unassignLabel", { name })}
        data-testid={`unassign-${person.userId}`}
      >
        <UserMinus className="h-4 w-4" aria-hidden />
      </Button>
    </li>
  );
}

/** Who works the event, per post, with assign and unassign; and the event's teams. */
export function EventPersonnelTab({ orgId, event }: { orgId: string; event: EventDetailView }) {
  const { t } = useTranslation("events");
  const errorMessage = useErrorMessage();
  const [assignFor, setAssignFor] = useState<Qualification | "" | null>(null);
  const [unassign, setUnassign] = useState<AssignmentView | null>(null);
  const teams = new Map(event.teams.map((team) => [team.id, team]));
  const firstOpen = PEOPLE_ROWS.find(({ key }) => event.staffing[key].assigned < event.staffing[key].required);

  const remove = useUnassignCaregiver(orgId, event.id, {
    onSuccess: (_, person) => {
      toast.success(t("toasts.unassigned", { name: `${person.firstName} ${person.lastName}` }));
      setUnassign(null);
    },
    onError: (error) => toast.error(t("toasts.unassignFailed"), { description: errorMessage(error) }),
  });
  const lead = useSetPostLeader(orgId, event.id, {
    onSuccess: (saved) => {
      const name = `${saved.firstName} ${saved.lastName}`;
      toast.success(t(saved.postLeader ? "toasts.postLeaderMarked" : "toasts.postLeaderUnmarked", { name }));
    },
    onError: (error) => toast.error(t("toasts.postLeaderFailed"), { description: errorMessage(error) }),
  });

  return (
    <div className="flex flex-col gap-4" data-testid="event-personnel">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          {event.openPosts > 0
            ? t("personnel.summaryOpen", {
                assigned: t("personnel.assignedCount", { count: event.assignments.length }),
                open: t("personnel.openCount", { count: event.openPosts }),
              })
            : t("personnel.summaryFull", {
                assigned: t("personnel.assignedCount", { count: event.assignments.length }),
              })}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          {/* An event still to come or under way; the proposal fills its open places (decision 051). */}
          {!event.cancelled && event.phase !== "past" && (
            <ProposeRosterButton
              orgId={orgId}
              scope={{ eventId: event.id }}
              label={t("roster.propose")}
              description={event.name}
              testId="propose-roster"
            />
          )}
          <Button onClick={() => setAssignFor(firstOpen?.qualification ?? "")} data-testid="open-assign">
            <UserPlus className="h-4 w-4" aria-hidden />
            {t("personnel.assign")}
          </Button>
        </div>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-3">
        {PEOPLE_ROWS.map(({ key, qualification }) => {
          const count = event.staffing[key];
          const people = event.assignments.filter((a) => a.qualification === qualification);
          return (
            // min-w-0: a long name (an erased person's pseudonym) wraps instead of widening a phone's page.
            <Card key={key} className="min-w-0" data-testid={`personnel-${qualification}`}>
              <CardHeader className="flex-row items-center justify-between gap-2 pb-1">
                <CardTitle>{t(`common:qualifications.${qualification}`)}</CardTitle>
                <div className="flex items-center gap-1">
                  <span className={cn("text-sm font-semibold tabular-nums", COUNT_TONE[staffingTone(count)])}>
                    {count.assigned}/{count.required}
                  </span>
                  <Button
                    size="icon"
                    variant="ghost"
                    className="sm:h-8 sm:w-8"
                    onClick={() => setAssignFor(qualification)}
                    aria-label={t("personnel.assignAs", { post: t(`common:qualifications.${qualification}`) })}
                    data-testid={`open-assign-${qualification}`}
                  >
                    <UserPlus className="h-4 w-4" aria-hidden />
                  </Button>
                </div>
              </CardHeader>
              <CardContent>
                {people.length === 0 ? (
                  <p className="py-2 text-sm text-slate-500">{t("personnel.nobody")}</p>
                ) : (
                  <ul className="divide-y divide-slate-100">
                    {people.map((person) => (
                      <PersonRow
                        key={person.userId}
                        person={person}
                        team={person.teamId ? teams.get(person.teamId) : undefined}
                        onUnassign={() => setUnassign(person)}
                        onToggleLead={() => lead.mutate({ person, postLeader: !person.postLeader })}
                        leadPending={lead.isPending && lead.variables?.person.userId === person.userId}
                        noShowToggle={
                          noShowsMarkable(event) && <NoShowToggle orgId={orgId} eventId={event.id} person={person} />
                        }
                      />
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          );
        })}
      </div>
      <EventTeams orgId={orgId} event={event} />
      {assignFor !== null && (
        <AssignDialog
          key={assignFor}
          orgId={orgId}
          event={event}
          initialQualification={assignFor}
          open
          onOpenChange={(open) => !open && setAssignFor(null)}
        />
      )}
      <ConfirmDialog
        open={unassign !== null}
        onOpenChange={(open) => !open && setUnassign(null)}
        title={t("confirm.unassignTitle", { name: unassign ? `${unassign.firstName} ${unassign.lastName}` : "" })}
        description={t("confirm.unassignDescription")}
        confirmLabel={t("personnel.unassign")}
        onConfirm={() => unassign && remove.mutate(unassign)}
        pending={remove.isPending}
        testId="confirm-unassign"
      />
    </div>
  );
}
