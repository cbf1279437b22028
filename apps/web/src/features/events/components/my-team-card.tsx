import type { EventDetailView } from "@hulppost/shared/events";
import { UsersRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { PhoneLink } from "./event-contacts";

/** My team at the event: its colour and name, and everyone in it with a number to call. */
export function MyTeamCard({ event, userId }: { event: EventDetailView; userId: string }) {
  const { t } = useTranslation("events");
  const mine = event.assignments.find((a) => a.userId === userId);
  const team = mine?.teamId ? event.teams.find((x) => x.id === mine.teamId) : undefined;
  const members = team ? event.assignments.filter((a) => team.memberIds.includes(a.userId)) : [];
  return (
    <Card data-testid="my-team">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UsersRound className="h-4 w-4 text-brand-700" aria-hidden />
          {t("mine.team")}
        </CardTitle>
        {team && (
          <CardDescription className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <span className="h-3.5 w-3.5 rounded-full" style={{ backgroundColor: team.color }} aria-hidden />
            {team.name}
          </CardDescription>
        )}
        {team?.description && <p className="text-sm text-slate-600">{team.description}</p>}
      </CardHeader>
      <CardContent>
        {!team ? (
          <p className="text-sm text-slate-500">{t("mine.noTeam")}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {members.map((person) => (
              <li key={person.userId} className="flex flex-col py-2 sm:flex-row sm:items-center sm:justify-between">
                <span className="text-sm font-medium text-slate-900">
                  {person.firstName} {person.lastName}
                  <span className="ml-1.5 font-normal text-slate-500">
                    {t(`common:qualifications.${person.qualification}`)}
                  </span>
                  {person.userId === userId && <span className="ml-1.5 text-xs text-brand-700">{t("mine.you")}</span>}
                </span>
                {person.phone && person.userId !== userId && <PhoneLink phone={person.phone} />}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
