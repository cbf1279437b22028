import type { EventDetailView } from "@hulppost/shared/events";
import { FileText, Hand, UsersRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { useEventFormat } from "../../../lib/event-dates";
import { EventIncidents } from "../../incidents";
import { ContactCard, HospitalCard, WhereWhen } from "./event-contacts";
import { RiskForecastCard } from "./risk-forecast-card";
import { PEOPLE_ROWS, StaffingRow } from "./staffing-bars";

/** Everything about the event on one screen: what, when, where, who to call, and how staffed it is. */
export function EventOverviewTab({
  orgId,
  event,
  onShowPersonnel,
}: {
  orgId: string;
  event: EventDetailView;
  onShowPersonnel: () => void;
}) {
  const { t } = useTranslation("events");
  const format = useEventFormat();
  return (
    <div className="grid items-start gap-4 lg:grid-cols-3">
      <div className="flex flex-col gap-4 lg:col-span-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <FileText className="h-4 w-4 text-brand-700" aria-hidden />
              {t("detail.details")}
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <WhereWhen event={event} period={format.period(event)} />
            {event.description ? (
              <p className="text-sm whitespace-pre-line text-slate-700">{event.description}</p>
            ) : (
              <p className="text-sm text-slate-500">{t("detail.noDescription")}</p>
            )}
          </CardContent>
        </Card>
        <div className="grid gap-4 md:grid-cols-2">
          <ContactCard event={event} />
          <HospitalCard event={event} />
        </div>
        <RiskForecastCard orgId={orgId} eventId={event.id} />
        <EventIncidents eventId={event.id} />
      </div>
      <Card data-testid="event-staffing">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <UsersRound className="h-4 w-4 text-brand-700" aria-hidden />
            {t("detail.staffing")}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {PEOPLE_ROWS.map(({ key, qualification }) => (
            <StaffingRow key={key} label={t(`common:qualifications.${qualification}`)} count={event.staffing[key]} />
          ))}
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-sm text-slate-600">
            <span className={event.openPosts > 0 ? "font-medium text-red-700" : "text-emerald-700"}>
              {event.openPosts > 0 ? t("list.openPosts", { count: event.openPosts }) : t("detail.fullyStaffed")}
            </span>
            <span className="flex items-center gap-1">
              <Hand className="h-4 w-4" aria-hidden />
              {t("list.interested", { count: event.interestCount })}
            </span>
          </div>
          <p className="text-xs text-slate-500">
            {t("detail.infraRequired", {
              tents: t("detail.tents", { count: event.staffing.tents.required }),
              ambulances: t("detail.ambulances", { count: event.staffing.ambulances.required }),
            })}
          </p>
          <Button variant="outline" onClick={onShowPersonnel} data-testid="overview-manage-personnel">
            {t("detail.managePersonnel")}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
